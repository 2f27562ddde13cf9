#!/usr/bin/env bash
# Scripts/inline-svg-check.sh [STARBADGE] — do SVG badges inlined together draw as alone?
#
# Fifty different badges (ratings, shapes, colours, pictures, labels, outlines, styles) are
# rendered as SVG and inlined in one HTML page; headless Chromium screenshots it, then each
# badge alone on a page at the same place; every badge's crop must be equal in both, pixel
# for pixel (docs/SVG.md, "Ids"). Slow (51 Chromium runs): its own step of .ci/run.
#
# Needs chromium and python3 with Pillow (`apt-get install -y chromium python3-pil`).
# STARBADGE defaults to .build/debug/starbadge (built if missing). INLINE_SVG_DIR=folder
# keeps the pages and screenshots there (default: a temporary folder, removed on success).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/Scripts/check-common.sh"
starbadge=$(starbadge_under_test "${1:-}")
chrome=$(chromium_path)
if [ -z "$chrome" ]; then
    echo "inline-svg-check: needs chromium (apt-get install -y chromium)" >&2
    exit 2
fi
work=${INLINE_SVG_DIR:-$(mktemp -d)}
/usr/bin/python3 "$root/Scripts/inline-svg-check.py" "$starbadge" "$chrome" "$work"
[ -n "${INLINE_SVG_DIR:-}" ] || rm -rf "$work"
