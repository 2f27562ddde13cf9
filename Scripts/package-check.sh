#!/usr/bin/env bash
# Builds the Debian package and the release archive and checks each as a
# user meets it (CI runs this as its own step, after `swift test`; it needs
# root for apt-get and dpkg, and lintian):
#
# - the .deb: lintian reports no errors; `apt-get install ./starbadge_*.deb`
#   installs it with its dependencies; the installed command renders a
#   labelled badge from / and has its man page; `dpkg -r starbadge` leaves
#   none of the files `dpkg -L` listed;
# - the archive: `sha256sum -c SHA256SUMS` passes; its binary is the static
#   executable; unpacked elsewhere it renders the same labelled badge, byte for
#   byte, from /, and through a link from another folder.
#
#   Scripts/package-check.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
installed=no
cleanup() {
  if [ "$installed" = yes ]; then dpkg -r starbadge >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
# A PNG's width in pixels (from its IHDR), or nothing when it is no PNG.
png_width() {
  head -c 8 "$1" | od -An -tx1 | grep -q '89 50 4e 47 0d 0a 1a 0a' || return 0
  echo $((16#$(od -An -tx1 -j16 -N4 "$1" | tr -d ' ')))
}
if dpkg -s starbadge >/dev/null 2>&1; then fail "starbadge is installed already; this check installs and removes its own"; fi

echo "== Debian package"
deb="$("$root/Scripts/package-deb" --out "$work/dist")"
echo "$(basename "$deb"): $(stat -c %s "$deb") bytes"
dpkg-deb --info "$deb" | sed -n 's/^ \(Depends\|Installed-Size\):/  \1:/p'
lintian "$deb" > "$work/lintian.txt" 2>&1 || true
cat "$work/lintian.txt"
errors="$(grep -c '^E:' "$work/lintian.txt" || true)"
echo "lintian: $errors errors, $(grep -c '^W:' "$work/lintian.txt" || true) warnings"
[ "$errors" = 0 ] || fail "lintian reports errors"

DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" > "$work/apt.txt" 2>&1 || { cat "$work/apt.txt"; fail "apt-get install"; }
installed=yes
dpkg -L starbadge > "$work/files.txt"
echo "installed $(wc -l < "$work/files.txt") paths"
(cd / && starbadge render --rating 4.5 --label "Rated {rating}" -o "$work/deb.png") || fail "the installed starbadge cannot render a label from /"
width="$(png_width "$work/deb.png")"
[ "${width:-0}" -gt 150 ] || fail "the installed starbadge wrote no labelled PNG"
man -w starbadge >/dev/null || fail "no man page for starbadge"
[ "$(command -v starbadge)" = /usr/bin/starbadge ] || fail "starbadge is not /usr/bin/starbadge"
# README's Hugo and Jekyll recipes with the package's share/starbadge/ (issue 35).
/usr/bin/python3 "$root/Scripts/site-recipes-check.py" /usr/bin ".deb" || fail "README's site recipes with the .deb"

dpkg -r starbadge > /dev/null
installed=no
left=()
while IFS= read -r path; do
  # Folders other packages share stay; anything else listed must be gone.
  if [ -e "$path" ] || [ -L "$path" ]; then
    [ -d "$path" ] && [ ! -L "$path" ] && [ "$path" != /usr/share/starbadge ] && [ "$path" != /usr/share/doc/starbadge ] \
      && [ "$path" != /usr/share/starbadge/fonts ] && continue
    left+=("$path")
  fi
done < "$work/files.txt"
[ ${#left[@]} = 0 ] || fail "dpkg -r left ${left[*]}"
echo "removed: none of the package's files is left"

echo "== Release archive"
archive="$("$root/Scripts/package-tarball" --out "$work/dist")"
echo "$(basename "$archive"): $(stat -c %s "$archive") bytes"
(cd "$work/dist" && sha256sum -c SHA256SUMS) || fail "SHA256SUMS does not match"
mkdir -p "$work/unpacked/elsewhere" "$work/links"
tar -xzf "$archive" -C "$work/unpacked/elsewhere"
top="$work/unpacked/elsewhere/$(basename "$archive" .tar.gz)"
tar -tzf "$archive" | sed 's/^/  /'
file "$top/bin/starbadge" | grep -q 'statically linked' || fail "the archive's binary is not the static executable"
(cd / && "$top/bin/starbadge" render --rating 4.5 --label "Rated {rating}" -o "$work/tar.png") || fail "the unpacked binary cannot render a label"
cmp -s "$work/deb.png" "$work/tar.png" || fail "the archive's binary and the package's render different bytes"
/usr/bin/python3 "$root/Scripts/site-recipes-check.py" "$top/bin" "archive" || fail "README's site recipes with the archive"
ln -s "$top/bin/starbadge" "$work/links/starbadge"
(cd / && "$work/links/starbadge" render --rating 4.5 --label "Rated {rating}" -o "$work/link.png") || fail "a link to the unpacked binary cannot render a label"
cmp -s "$work/deb.png" "$work/link.png" || fail "the linked binary renders different bytes"
echo "PASS: the .deb (lintian clean, installs, renders from /, removes cleanly) and the archive (sums, static executable, renders unpacked)"
