#!/usr/bin/env bash
# Scripts/plugin-check.sh [STARBADGE] — does the SwiftPM command plugin work from an outside package?
#
# Runs Examples/swift-plugin/build.sh: a copy of that client package, depending on this
# checkout by path, runs `swift package --allow-writing-to-package-directory starbadge batch …`
# (SwiftPM builds starbadge for the plugin in the client's own .build: minutes) and builds.
# Then checks that the plugin wrote in the client's folder what STARBADGE (default
# .build/debug/starbadge, built if missing) writes for the same command, byte for byte.
# SITE_CHECK_DIR=folder keeps the client there (default: a new temporary folder).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
. "$root/Scripts/check-common.sh"
starbadge=$(starbadge_under_test "${1:-}")
work=${SITE_CHECK_DIR:-$(mktemp -d /tmp/starbadge-plugin-check.XXXXXX)}
mkdir -p "$work"
rm -rf "${work:?}/client" "${work:?}/reference"

started=$EPOCHREALTIME
"$root/Examples/swift-plugin/build.sh" "$work/client" >/dev/null
awk -v s="$started" -v e="$EPOCHREALTIME" 'BEGIN { printf "plugin-check: the client package built its badges with the plugin in %.0f s\n", e - s }'

mkdir -p "$work/reference/Sources/Hotels/Resources"
cp "$root/Examples/swift-plugin/ratings.csv" "$work/reference/"
(cd "$work/reference" && "$starbadge" batch ratings.csv --out-dir Sources/Hotels/Resources/badges --scales 1,2 \
    --manifest Sources/Hotels/Resources/badges.json --quiet)
entries=$(grep -c '"index": ' "$work/reference/Sources/Hotels/Resources/badges.json")
files=$(cd "$work/reference/Sources/Hotels/Resources" && find badges badges.json -type f | wc -l)
if ! diff -r "$work/client/Sources/Hotels/Resources/badges" "$work/reference/Sources/Hotels/Resources/badges" ||
   ! cmp "$work/client/Sources/Hotels/Resources/badges.json" "$work/reference/Sources/Hotels/Resources/badges.json"; then
    echo "FAIL plugin-check: the plugin's output differs from starbadge's for the same command" >&2
    exit 1
fi
[ "$entries" -gt 0 ] || { echo "FAIL plugin-check: no entries rendered" >&2; exit 1; }
echo "plugin-check: the plugin wrote $entries entries ($files files) in the client package, byte for byte as starbadge does"
