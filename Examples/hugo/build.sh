#!/usr/bin/env bash
# Examples/hugo/build.sh [WORK] — build this site from a copy of this folder.
#
# Copies the example into WORK (default: a new temporary folder; it must not
# exist or be empty), then runs the pre-build step and Hugo there; the site is
# WORK/public, and WORK is printed on the last line. Needs `starbadge` and
# `hugo` on PATH. Hugo runs no programs at build time, so the badges are made
# first: the PNGs into static/ (copied as they are into public/), the
# manifest into data/ (read by the `stars` shortcode as site.Data.badges).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/starbadge-hugo.XXXXXX")}
mkdir -p "$work"
if [ -n "$(ls -A "$work")" ]; then
    echo "build.sh: $work is not empty" >&2
    exit 64
fi
cp -R "$here/." "$work/"
cd "$work"

# The pre-build step.
starbadge batch data/ratings.csv --out-dir static/badges --scales 1,2 \
    --manifest data/badges.json --base-url /badges/ --quiet
hugo --quiet --destination public
echo "$work"
