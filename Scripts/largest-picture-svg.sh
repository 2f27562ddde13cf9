#!/usr/bin/env bash
# The largest legal picture (2048×2048 noise, just under 16 MiB) through every
# SVG form: render --stars 100, a 1,001-state sprite sheet, batch --formats svg.
# Each file must hold the picture and its silhouette once, within the size
# bound, and each command's peak memory stay bounded (GNU time). The same test
# runs in `swift test` with a 512×512 picture; this one takes minutes in a
# debug build, so it is its own step (.ci/run calls it after `swift test`).
#
#   Scripts/largest-picture-svg.sh     # prints each form's file size and peak memory
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build --build-tests >&2
STARBADGE_LARGEST_PICTURE=2048 swift test --skip-build --filter LargestPictureSVGTests 2>&1 \
    | grep -E "picture \(|^✘|Test run"
