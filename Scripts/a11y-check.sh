#!/usr/bin/env bash
# Scripts/a11y-check.sh [STARBADGE] — is every badge form a named link or a named image?
#
# Renders linked and unlinked SVG badges and runs batch for every markup form it writes, puts
# each form on a page (inlined SVG, SVG as <img>, <img> in <a href>, the manifest's img/markup/
# email, the --html-fragments file), and reads headless Chromium's accessibility tree over the
# DevTools protocol on a pipe (Accessibility.getFullAXTree; no port is opened), in the light and
# the dark colour scheme: a linked badge must be one link named by its alt text, an unlinked one
# one image named by it (docs/SVG.md, "Accessible names"). Its own step of .ci/run.
#
# Needs chromium and python3 (standard library only): `apt-get install -y chromium python3`.
# STARBADGE defaults to .build/debug/starbadge (built if missing). A11Y_CHECK_DIR=folder keeps
# the pages there (default: a temporary folder, removed on success).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/Scripts/check-common.sh"
starbadge=$(starbadge_under_test "${1:-}")
chrome=$(chromium_path)
if [ -z "$chrome" ]; then
    echo "a11y-check: needs chromium (apt-get install -y chromium)" >&2
    exit 2
fi
work=${A11Y_CHECK_DIR:-$(mktemp -d /tmp/starbadge-a11y-check.XXXXXX)}
# Bounded: a browser that hangs fails the step rather than the whole CI run.
timeout 900 /usr/bin/python3 "$root/Scripts/a11y-check.py" "$starbadge" "$chrome" "$work"
[ -n "${A11Y_CHECK_DIR:-}" ] || rm -rf "$work"
