#!/usr/bin/env bash
# Examples/swift-plugin/build.sh [WORK] — make this package's badges with StarBadge's command plugin.
#
# Copies this client package into WORK (default: a new temporary folder; it must not exist
# or be empty), points its dependency at this StarBadge checkout (STARBADGE_PACKAGE, default
# the checkout this script is in), then runs the plugin as a user would:
#   swift package --allow-writing-to-package-directory starbadge batch …
# and builds the package with the badges as resources. WORK is printed on the last line.
# Needs the Swift toolchain on PATH. SwiftPM builds starbadge itself for the plugin (a debug
# build of the whole tool: minutes, the first time in WORK).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
starbadge_package=${STARBADGE_PACKAGE:-$(cd "$here/../.." && pwd)}
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/starbadge-swift-plugin.XXXXXX")}
mkdir -p "$work"
if [ -n "$(ls -A "$work")" ]; then
    echo "build.sh: $work is not empty" >&2
    exit 64
fi
cp -R "$here/." "$work/"
rm -rf "$work/.build"
cd "$work"
sed -i "s|\.package(path: \"\.\./\.\.\")|.package(path: \"$starbadge_package\")|" Package.swift
grep -q "$starbadge_package" Package.swift || { echo "build.sh: could not point Package.swift at $starbadge_package" >&2; exit 70; }

swift package --allow-writing-to-package-directory starbadge batch ratings.csv \
    --out-dir Sources/Hotels/Resources/badges --scales 1,2 \
    --manifest Sources/Hotels/Resources/badges.json --quiet
swift build --quiet
echo "$work"
