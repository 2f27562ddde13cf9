#!/usr/bin/env bash
# Scripts/logo-check.sh [STARBADGE] — do SVG logos draw as resvg draws the logo file?
#
# Renders Fixtures/logos/*.svg as --logo in every style, light and dark, with the default and a
# given colour, at scales 1 and 2, as PNG and SVG, and compares each with resvg's drawing of the
# logo file itself at 64x, averaged down (Scripts/logo-compare.py says how): within 1.5/255 on
# premultiplied values. Its own step of .ci/run.
#
# Needs python3 with Pillow (Debian: python3-pil) and resvg from PyPI (resvg-cli, pinned below,
# installed into .build/logo-resvg-venv on first use). STARBADGE defaults to
# .build/debug/starbadge (built if missing). LOGO_CHECK_DIR=folder keeps the images there.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
resvg_version=0.44.0
. "$root/Scripts/check-common.sh"
starbadge=$(starbadge_under_test "${1:-}")
venv=$root/.build/logo-resvg-venv
if [ "$("$venv/bin/resvg" --version 2>/dev/null || true)" != "$resvg_version" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "resvg-cli==$resvg_version"
fi
keep=()
[ -n "${LOGO_CHECK_DIR:-}" ] && keep=(--keep "$LOGO_CHECK_DIR")
timeout 1800 /usr/bin/python3 "$root/Scripts/logo-compare.py" --starbadge "$starbadge" --resvg "$venv/bin/resvg" "${keep[@]}"
