#!/usr/bin/env bash
# Examples/mkdocs/build.sh [WORK] [MKDOCS-BUILD-OPTIONS...] — build this site from a copy of this folder.
#
# Copies the example into WORK (default: a new temporary folder; it must not exist or be empty)
# and runs `mkdocs build --strict` there (extra options, e.g. --no-directory-urls, are passed on);
# the site is WORK/site, and WORK is printed on the last line. Needs `mkdocs` and the starbadge
# wheel installed (pip install starbadge mkdocs): the plugin renders the badges during the build.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/starbadge-mkdocs.XXXXXX")}
shift || true
mkdir -p "$work"
if [ -n "$(ls -A "$work")" ]; then
    echo "build.sh: $work is not empty" >&2
    exit 64
fi
cp -R "$here/." "$work/"
rm -f "$work/build.sh"
cd "$work"
mkdocs build --strict --quiet --site-dir site "$@"
echo "$work"
