#!/usr/bin/env bash
# Examples/sphinx/build.sh [WORK] [BUILDER] [SPHINX-BUILD-OPTIONS...] — build this project from a copy of this folder.
#
# Copies the example into WORK (default: a new temporary folder; it must not exist or be empty)
# and runs `sphinx-build -W -b BUILDER` there (default html; dirhtml, epub, latex, … work too);
# the output is WORK/_build/BUILDER, and WORK is printed on the last line. Needs `sphinx-build`,
# myst-parser and the starbadge wheel installed (pip install starbadge sphinx myst-parser).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/starbadge-sphinx.XXXXXX")}
builder=${2:-html}
mkdir -p "$work"
if [ -n "$(ls -A "$work")" ]; then
    echo "build.sh: $work is not empty" >&2
    exit 64
fi
cp -R "$here/." "$work/"
rm -f "$work/build.sh"
cd "$work"
sphinx-build -W -q -d _build/doctrees -b "$builder" . "_build/$builder" "${@:3}"
echo "$work"
