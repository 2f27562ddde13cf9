#!/usr/bin/env bash
# Examples/jekyll/build.sh [--safe] [WORK] — build this site from a copy of this folder.
#
# Copies the example into WORK (default: a new temporary folder; it must not
# exist or be empty), then runs the pre-build step and Jekyll there; the site
# is WORK/_site, and WORK is printed on the last line. Needs `starbadge` and
# `jekyll` on PATH. The pre-build step writes the PNGs into badges/ (copied as
# they are into _site/) and the manifest into _data/ (read by the `stars` tag
# and include as site.data.badges).
#
# --safe builds as GitHub Pages does: `jekyll build --safe`, where _plugins/
# does not load, so only the include-based page (index.md) is built.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
safe=()
if [ "${1:-}" = --safe ]; then
    safe=(--safe --config _config.yml,_config.safe.yml)
    shift
fi
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/starbadge-jekyll.XXXXXX")}
mkdir -p "$work"
if [ -n "$(ls -A "$work")" ]; then
    echo "build.sh: $work is not empty" >&2
    exit 64
fi
cp -R "$here/." "$work/"
cd "$work"

# The pre-build step (on GitHub Pages: a workflow step before the Jekyll build).
starbadge batch _data/ratings.csv --out-dir badges --scales 1,2 \
    --manifest _data/badges.json --base-url /badges/ --quiet
jekyll build --quiet "${safe[@]}"
echo "$work"
