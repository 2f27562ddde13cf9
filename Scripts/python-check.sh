#!/usr/bin/env bash
# Scripts/python-check.sh — does the wheel install and work everywhere pip puts it, and do the
# MkDocs and Sphinx examples show their badges? (issue 34)
#
#  1. The pinned tools (Python/requirements-check.txt: pip, mkdocs, mkdocs-material, sphinx,
#     myst-parser, pytest, twine, auditwheel, uv, pipx, check-jsonschema) in
#     .build/python-check-venv.
#  2. The release archive (Scripts/package-tarball) and the wheel made from it twice
#     (Scripts/package-wheel, into dist/): the same bytes; `twine check --strict` passes;
#     `auditwheel show` finds no external library.
#  3. With the Swift toolchain off PATH and from `/`: the wheel in a fresh venv, with
#     `pip install --user` (a temporary HOME), with `pip install --target`, with
#     `uvx --offline --from WHEEL` and with `pipx install`; each renders a labelled badge (the
#     bundled font found), `starbadge.binary()` is the installed executable, `python -m
#     starbadge` runs it and `man starbadge` finds the page; `pip uninstall` leaves no file behind.
#  4. pytest Python/tests (the API, the MkDocs plugin and the Sphinx extension, their errors).
#  5. Examples/mkdocs (directory URLs and --no-directory-urls), Examples/mkdocs-material and
#     Examples/sphinx (html with reStructuredText and MyST, dirhtml; epub and latex built) with
#     the real tools, every page in headless Chromium at DPR 1 and 2 (Scripts/python-sites-check.py).
#  6. setup-starbadge's script with RUNNER_TEMP, GITHUB_PATH and a file:// URL to the archive,
#     then `starbadge batch` from the PATH it set (and a wrong SHA256SUMS refused); the action and
#     the workflows valid against GitHub's schemas.
#
# Needs python3 with venv, chromium, man, curl and Debian's python3-pil (.ci/run installs them).
# PYTHON_CHECK_DIR=folder keeps the work files there (default: a new temporary folder).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
work=${PYTHON_CHECK_DIR:-$(mktemp -d /tmp/starbadge-python-check.XXXXXX)}
mkdir -p "$work"
started=$EPOCHREALTIME
step() { awk -v s="$started" -v e="$EPOCHREALTIME" -v m="$1" 'BEGIN { printf "python-check [%5.1f s] %s\n", e - s, m }'; }
fail() { echo "python-check: FAIL $*" >&2; exit 1; }
python=$(command -v python3)
chrome=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chrome" ] || fail "needs chromium (apt-get install -y chromium)"

# 1. Tools.
venv=$root/.build/python-check-venv
requirements=$root/Python/requirements-check.txt
if ! cmp -s "$requirements" "$venv/requirements-check.txt" 2>/dev/null; then
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check pip==26.3
    "$venv/bin/pip" install -q -r "$requirements"
    cp "$requirements" "$venv/requirements-check.txt"
fi
tools=$venv/bin
step "tools: $("$tools/pip" --version | cut -d' ' -f1-2), pinned tools in $venv"

# 2. The wheel, twice; twine; auditwheel.
archive=$("$root/Scripts/package-tarball" --out "$work/release" 2>"$work/package-tarball.log" | tail -1) ||
    { cat "$work/package-tarball.log" >&2; fail "Scripts/package-tarball"; }
version=$(basename "$archive" | sed 's/^starbadge-\([0-9.]*\)-linux-.*/\1/')
wheel=$("$root/Scripts/package-wheel" --archive "$archive" --out "$root/dist")
again=$("$root/Scripts/package-wheel" --archive "$archive" --out "$work/again")
cmp "$wheel" "$again" || fail "two builds of the wheel from one archive differ"
"$tools/twine" check --strict "$wheel" >/dev/null || { "$tools/twine" check --strict "$wheel"; fail "twine check"; }
"$tools/auditwheel" show "$wheel" > "$work/auditwheel.txt" 2>&1 || { cat "$work/auditwheel.txt"; fail "auditwheel show"; }
grep -q "requires no external shared libraries" "$work/auditwheel.txt" ||
    { cat "$work/auditwheel.txt"; fail "auditwheel finds external libraries in the wheel"; }
step "wheel $(basename "$wheel"): $(stat -c %s "$wheel") bytes, the same twice; twine and auditwheel pass"

# 3. Installs, with the toolchain hidden and from /.
clean_path=/usr/local/bin:/usr/bin:/bin
PATH=$clean_path command -v swift >/dev/null && fail "swift is on $clean_path: the toolchain cannot be hidden"
base_python=$("$python" -c 'import sys; print(sys._base_executable if hasattr(sys, "_base_executable") else sys.executable)')
png_width() { "$tools/python" -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); assert d[:8]==b"\x89PNG\r\n\x1a\n", "not a PNG"; print(struct.unpack(">I", d[16:20])[0])' "$1"; }
plain_width=$(cd / && "$root/.build/package-release/release/starbadge" render --rating 4.5 -o - | cat > "$work/plain.png"; png_width "$work/plain.png")
# check_install NAME BIN-FOLDER [ENV...]: a labelled badge from /, with only BIN-FOLDER and the system on PATH.
check_install() {
    local name=$1 bin=$2; shift 2
    (cd / && env -i HOME="${HOME_FOR:-$work/home}" PATH="$bin:$clean_path" "$@" \
        starbadge render --rating 4.5 --label 'Rating {rating}' -o "$work/$name.png") ||
        fail "$name: starbadge render with a label"
    [ "$(png_width "$work/$name.png")" -gt "$plain_width" ] || fail "$name: the label is missing"
}
snapshot() { (cd "$1" && find . -type f -not -path '*/__pycache__/*' | sort); }

# a. A fresh venv.
"$base_python" -m venv "$work/venv"
snapshot "$work/venv" > "$work/venv-before.txt"
"$work/venv/bin/pip" install -q --disable-pip-version-check "$wheel"
[ "$(readlink -f "$work/venv/bin/starbadge")" = "$work/venv/bin/starbadge" ] || fail "venv: bin/starbadge is a link"
file "$work/venv/bin/starbadge" | grep -q 'statically linked' || fail "venv: bin/starbadge is not the static executable"
check_install venv "$work/venv/bin"
(cd / && env -i PATH="$clean_path" "$work/venv/bin/python" -c 'import starbadge, sys; print(starbadge.binary())') \
    | grep -qx "$work/venv/bin/starbadge" || fail "venv: starbadge.binary() is not bin/starbadge"
(cd / && env -i PATH="$clean_path" "$work/venv/bin/python" -m starbadge --version) | grep -q "$version" ||
    fail "venv: python -m starbadge --version"
(cd / && env -i PATH="$work/venv/bin:$clean_path" man -w starbadge) | grep -qx "$work/venv/share/man/man1/starbadge.1" ||
    fail "venv: man starbadge does not find share/man/man1/starbadge.1"
"$work/venv/bin/pip" uninstall -q -y starbadge
snapshot "$work/venv" > "$work/venv-after.txt"
diff "$work/venv-before.txt" "$work/venv-after.txt" || fail "venv: pip uninstall left the files above"
step "fresh venv: render with a label from /, binary(), python -m, man; uninstall leaves no file"

# b. pip install --user, in a temporary HOME, by the system's Python (with the tools' pip; Debian's
#    Python needs --break-system-packages for it, as it would for a user).
home=$work/user-home
mkdir -p "$home" "$work/pip-only"
ln -sfn "$("$tools/python" -c 'import os, pip; print(os.path.dirname(pip.__file__))')" "$work/pip-only/pip"
user_pip() { env -i HOME="$home" PATH="$clean_path" PYTHONPATH="$work/pip-only" PIP_ROOT_USER_ACTION=ignore "$base_python" -m pip \
    --disable-pip-version-check -q "$@"; }
user_pip install --user --break-system-packages "$wheel"
[ -x "$home/.local/bin/starbadge" ] || fail "--user: no ~/.local/bin/starbadge"
HOME_FOR=$home check_install user "$home/.local/bin"
(cd / && env -i HOME="$home" PATH="$clean_path" "$base_python" -c 'import starbadge; print(starbadge.binary())') \
    | grep -qx "$home/.local/bin/starbadge" || fail "--user: starbadge.binary() is not ~/.local/bin/starbadge"
user_pip uninstall -y --break-system-packages starbadge
left=$(find "$home/.local" -type f -not -path '*/__pycache__/*' | head -5)
[ -z "$left" ] || fail "--user: pip uninstall left $left"
step "pip install --user: render from ~/.local/bin, binary(); uninstall leaves no file"

# c. pip install --target.
"$work/venv/bin/pip" install -q --disable-pip-version-check --target "$work/target" "$wheel"
check_install target "$work/target/bin"
(cd / && env -i PATH="$clean_path" PYTHONPATH="$work/target" "$base_python" -c 'import starbadge; print(starbadge.binary())') \
    | grep -qx "$work/target/bin/starbadge" || fail "--target: starbadge.binary() is not TARGET/bin/starbadge"
step "pip install --target: render from TARGET/bin, binary()"

# d. uvx --offline --from the wheel (its own cache: nothing from the network).
(cd / && env -i HOME="$work/home" PATH="$clean_path" UV_CACHE_DIR="$work/uv-cache" UV_TOOL_DIR="$work/uv-tools" \
    UV_PYTHON_DOWNLOADS=never "$tools/uvx" --quiet --offline --from "$wheel" \
    starbadge render --rating 4.5 --label 'Rating {rating}' -o "$work/uvx.png") || fail "uvx --offline --from the wheel"
[ "$(png_width "$work/uvx.png")" -gt "$plain_width" ] || fail "uvx: the label is missing"
step "uvx --offline --from the wheel: render with a label"

# e. pipx install the wheel (its own home and bin folder), then pipx uninstall.
pipx_env=(env -i HOME="$work/home" PATH="$clean_path" PIPX_HOME="$work/pipx" PIPX_BIN_DIR="$work/pipx-bin"
          PIPX_MAN_DIR="$work/pipx-man")
(cd / && "${pipx_env[@]}" "$tools/pipx" install --quiet "$wheel") || fail "pipx install the wheel"
check_install pipx "$work/pipx-bin"
(cd / && "${pipx_env[@]}" "$tools/pipx" uninstall --quiet starbadge) || fail "pipx uninstall"
[ ! -e "$work/pipx-bin/starbadge" ] && [ ! -L "$work/pipx-bin/starbadge" ] || fail "pipx uninstall left bin/starbadge"
step "pipx install: render with a label; pipx uninstall"

# 4. pytest, against the wheel installed in the tools' venv.
"$tools/pip" install -q --disable-pip-version-check --force-reinstall --no-deps "$wheel"
(cd "$root/Python" && PATH="$tools:$clean_path" "$tools/pytest" -q -p no:cacheprovider tests) || fail "pytest Python/tests"
step "pytest Python/tests"

# 5. The examples, built by the real tools, in Chromium.
sites=()
build() {  # build KIND NAME SITE-FOLDER build.sh ARGS...
    local kind=$1 name=$2 out=$3; shift 3
    rm -rf "${work:?}/$name"
    PATH="$tools:$clean_path" "$@" >/dev/null || fail "$name: $*"
    sites+=("$kind:$name:$work/$name:$work/$name/$out")
}
build mkdocs mkdocs site "$root/Examples/mkdocs/build.sh" "$work/mkdocs"
build mkdocs mkdocs-files site "$root/Examples/mkdocs/build.sh" "$work/mkdocs-files" --no-directory-urls
build mkdocs mkdocs-material site "$root/Examples/mkdocs-material/build.sh" "$work/mkdocs-material"
build sphinx sphinx _build/html "$root/Examples/sphinx/build.sh" "$work/sphinx" html
build sphinx sphinx-dirhtml _build/dirhtml "$root/Examples/sphinx/build.sh" "$work/sphinx-dirhtml" dirhtml
for builder in epub latex; do
    rm -rf "${work:?}/sphinx-$builder"
    PATH="$tools:$clean_path" "$root/Examples/sphinx/build.sh" "$work/sphinx-$builder" "$builder" >/dev/null ||
        fail "sphinx -b $builder"
done
grep -q 'sphinxincludegraphics.*@2x' "$work"/sphinx-latex/_build/latex/*.tex || fail "latex: no 2x badge included"
ls "$work"/sphinx-latex/_build/latex/b*@2x.png >/dev/null || fail "latex: the 2x PNGs are not beside the .tex"
grep -q '<img src="_images/b[0-9a-f]*@2x.png" width=' "$work/sphinx-epub/_build/epub/index.xhtml" || fail "epub: no 2x badge"
step "examples built: mkdocs (both URL styles), mkdocs-material, sphinx html, dirhtml, epub, latex"
CHROME="$chrome" WORK="$work" /usr/bin/python3 "$root/Scripts/python-sites-check.py" "${sites[@]}" | tail -3
step "every badge of every page in Chromium at DPR 1 and 2"

# 6. The setup action's script, and the schemas.
action=$root/Examples/github-actions/setup-starbadge/action.yml
"$tools/python" -c 'import sys, yaml; print(yaml.safe_load(open(sys.argv[1]))["runs"]["steps"][0]["run"])' "$action" > "$work/setup-starbadge.sh"
run_action() {  # run_action URL RUNNER-TEMP
    mkdir -p "$2" && : > "$2.path" && : > "$2.output"
    (cd "$2" && env -i HOME="$work/home" PATH="$clean_path" RUNNER_TEMP="$2" GITHUB_PATH="$2.path" GITHUB_OUTPUT="$2.output" \
        STARBADGE_VERSION="$version" STARBADGE_URL="$1" STARBADGE_REPOSITORY= bash -e "$work/setup-starbadge.sh")
}
run_action "file://$(dirname "$archive")" "$work/runner" >/dev/null || fail "setup-starbadge with a file:// URL"
runner_path=$(cat "$work/runner.path")
printf 'name,rating,label\nhotel-1,4.5,Guests: {rating}\nhotel-2,3,\n' > "$work/runner/ratings.csv"
(cd "$work/runner" && env -i PATH="$runner_path:$clean_path" starbadge batch ratings.csv --out-dir public/badges \
    --scales 1,2 --manifest public/badges.json --quiet) || fail "starbadge batch from the PATH setup-starbadge set"
[ -f "$work/runner/public/badges/hotel-1@2x.png" ] || fail "setup-starbadge: the batch wrote no badge"
mkdir -p "$work/tampered"
cp "$archive" "$work/tampered/"
sed 's/^[0-9a-f]\{8\}/00000000/' "$(dirname "$archive")/SHA256SUMS" > "$work/tampered/SHA256SUMS"
if run_action "file://$work/tampered" "$work/runner-tampered" >/dev/null 2>&1; then fail "setup-starbadge accepted a wrong SHA256SUMS"; fi
"$tools/check-jsonschema" -q --builtin-schema vendor.github-actions "$action" || fail "action.yml against the schema"
"$tools/check-jsonschema" -q --builtin-schema vendor.github-workflows \
    "$root/Examples/github-actions/starbadge.yml" "$root/Examples/github-actions/release.yml" || fail "the workflows against the schema"
step "setup-starbadge: a batch from the PATH it set, a wrong sum refused; action and workflows valid"
echo "python-check: the wheel, the plugin, the extension and the action work (work files in $work)"
