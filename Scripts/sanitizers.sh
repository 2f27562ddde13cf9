#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer (each
# in its own build folder). The CLI tests run the sanitized starbadge binary
# too, so its batch workers are checked as well.
#
#   Scripts/sanitizers.sh            # both
#   Scripts/sanitizers.sh thread     # one
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
kinds=${1:-address thread}
for kind in $kinds; do
    echo "== swift test --sanitize=$kind" >&2
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1} ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
        swift test --sanitize="$kind" --scratch-path ".build/sanitize-$kind"
done
