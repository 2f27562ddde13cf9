#!/usr/bin/env bash
# Scripts/examples-check.sh [STARBADGE] — do the site-builder examples build, and show every badge?
#
# Runs Examples/hugo/build.sh, Examples/jekyll/build.sh and Examples/jekyll/build.sh --safe
# (each builds from a copy of its folder, with the real hugo and jekyll), serves each built
# site over HTTP on 127.0.0.1 (the markup's URLs start at the site's root, /badges/…) and
# opens every page in headless Chromium at device pixel ratios 1 and 2. For every <img> on a
# page it checks: the image loaded; its box is its width/height attributes; the file shown is
# the scale's variant (the @2x file at 2x) and its pixel size is the declared size times the
# ratio; and each page shows as many badges as its source asks for (one per stars tag,
# shortcode or include), all entries of the manifest among them. Screenshots of every page are
# left in the work folder to look at.
#
# Needs hugo, jekyll and chromium (`apt-get install -y hugo jekyll chromium`), python3 with
# Pillow. STARBADGE defaults to the `starbadge` on PATH, else .build/debug/starbadge (built if
# missing). SITE_CHECK_DIR=folder keeps the sites and screenshots there (default: a new
# temporary folder).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/Scripts/check-common.sh"
starbadge=$(starbadge_under_test "${1:-}" "$(command -v starbadge || echo "$root/.build/debug/starbadge")")
chrome=$(chromium_path)
for tool in hugo jekyll "$chrome"; do
    if [ -z "$tool" ] || ! command -v "$tool" >/dev/null; then
        echo "examples-check: needs hugo, jekyll and chromium (apt-get install -y hugo jekyll chromium)" >&2
        exit 2
    fi
done
# The first python3 with Pillow: the one on PATH, else Debian's (python3-pil).
python=python3
$python -c 'import PIL' 2>/dev/null || python=/usr/bin/python3
$python -c 'import PIL' 2>/dev/null || { echo "examples-check: needs python3 with Pillow (apt-get install -y python3-pil)" >&2; exit 2; }
work=${SITE_CHECK_DIR:-$(mktemp -d /tmp/starbadge-examples-check.XXXXXX)}
mkdir -p "$work"

# build.sh finds `starbadge` on PATH, as a user's would.
bin="$work/bin"
mkdir -p "$bin"
ln -sf "$starbadge" "$bin/starbadge"
export PATH="$bin:$PATH"

build() {  # build NAME SITE-FOLDER MANIFEST build.sh-ARGS...
    local name=$1 out=$2 manifest=$3 started
    shift 3
    rm -rf "${work:?}/$name"
    started=$EPOCHREALTIME
    "$@" "$work/$name" >/dev/null
    awk -v s="$started" -v e="$EPOCHREALTIME" -v n="$name" 'BEGIN { printf "built %s in %.1f s\n", n, e - s }'
    printf '%s\t%s\t%s\n' "$name" "$work/$name/$out" "$work/$name/$manifest" >> "$work/sites.tsv"
}
: > "$work/sites.tsv"
build hugo public data/badges.json "$root/Examples/hugo/build.sh"
build jekyll _site _data/badges.json "$root/Examples/jekyll/build.sh"
build jekyll-safe _site _data/badges.json "$root/Examples/jekyll/build.sh" --safe

CHROME="$chrome" WORK="$work" "$python" "$root/Scripts/examples-check.py"
