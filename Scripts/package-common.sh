# Shared by Scripts/package-deb and Scripts/package-tarball (sourced, not run):
# the version, a release build of `starbadge` linked one way, the man page
# and shell completions made from that binary.

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"

# The version, from the one place it is stated.
starbadge_version() {
  sed -n 's/^ *public static let current = "\([0-9][0-9.]*\)".*/\1/p' \
    "$root/Sources/StarBadge/Output/StarBadgeVersion.swift"
}

# Seconds since 1970 of the checkout's last commit (now outside git): what
# dates the man page, the Debian changelog and the archive's files, so the
# same sources give the same bytes.
source_date_epoch() {
  git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s
}

# Builds the release `starbadge` linked `static` (one static executable) or
# `dynamic` (the system's shared C libraries, the Swift runtime inside) and
# prints its path. Both share one scratch folder; the manifest is evaluated
# afresh (no manifest cache), so switching relinks the executable without
# compiling the modules again; the link is checked all the same.
build_starbadge() {
  local link="$1" scratch="$root/.build/package-release" kind
  if [ "$link" = static ] && [ ! -f "$root/.build/static-harfbuzz/libharfbuzz.a" ]; then
    "$root/Scripts/static-harfbuzz" >&2
  fi
  # -z now: every symbol bound at start, so the GOT can be read-only (full RELRO).
  (cd "$root" && STARBADGE_LINK="$link" swift build -c release --product starbadge --manifest-cache none \
      -Xlinker -z -Xlinker now --scratch-path "$scratch" >&2)
  kind="$(file -L "$scratch/release/starbadge")"
  case "$link:$kind" in
    static:*statically\ linked*|dynamic:*dynamically\ linked*) ;;
    *) echo "package: the $link build is not linked $link: $kind" >&2; return 70 ;;
  esac
  echo "$scratch/release/starbadge"
}

# Writes the man page (roff, not compressed) made from the binary's help
# (also Scripts/install's, on macOS too: BSD date reads seconds with -r).
make_manpage() {
  local binary="$1" out="$2" epoch
  epoch="$(source_date_epoch)"
  python3 "$root/Scripts/make-manpage" "$binary" \
    "$(date -u -d "@$epoch" +%Y-%m-%d 2>/dev/null || date -u -r "$epoch" +%Y-%m-%d)" > "$out"
}

# Writes the bash, zsh and fish completions the binary generates into
# $2/bash, $2/zsh, $2/fish; says so and writes none when the binary has no
# `completions` command.
make_completions() {
  local binary="$1" out="$2" shell
  if ! "$binary" completions bash >/dev/null 2>&1; then
    echo "warning: $binary has no 'completions' command; no shell completions packaged" >&2
    return 0
  fi
  mkdir -p "$out"
  for shell in bash zsh fish; do "$binary" completions "$shell" > "$out/$shell"; done
}

# Strips symbols and the compilers' .comment notes from an executable, as
# Debian's dh_strip does.
strip_binary() {
  strip --strip-unneeded --remove-section=.comment "$1"
}

# Dates every file under $1 at the last commit, for archives that are the
# same bytes for the same sources.
date_files() {
  find "$1" -exec touch --no-dereference -d "@$(source_date_epoch)" {} +
}

# Installs the site builders' parts (Scripts/site-builder-files) under DEST, the package's
# share/starbadge/: the Hugo shortcode and config line, the Jekyll tag and include.
install_site_builders() {
  local dest="$1" source destination
  while read -r source destination; do
    case "$source" in ''|'#'*) continue ;; esac
    install -D -m 0644 "$root/$source" "$dest/$destination"
  done < "$root/Scripts/site-builder-files"
}
