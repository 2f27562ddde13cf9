#!/usr/bin/env bash
# The slow end-to-end checks, kept out of `swift test` so its inner loop stays
# quick: the tests marked `.endToEnd` (Tests/Support/EndToEnd.swift), which
# plain `swift test` skips, run here with STARBADGE_E2E=1 — the same tests,
# with the same assertions. `.ci/run` runs this after `swift test`.
#
#   Scripts/e2e.sh              # builds if needed, then runs them
#   Scripts/e2e.sh --skip-build # after `swift test` (or `swift build --build-tests`)
#
# They are now:
#   SwiftPackageUseTests  the guide's Package.swift and site generator, built as
#                         an outside package depending on this checkout by path
#                         (its build is kept in .build/package-use).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
build=()
[ "${1:-}" = "--skip-build" ] && build=(--skip-build)
STARBADGE_E2E=1 swift test "${build[@]}" --filter 'StarBadgeCLITests\.SwiftPackageUseTests'
