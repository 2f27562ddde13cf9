#!/usr/bin/env bash
# Fuzzes one target (or all) for a number of seconds on its seed corpus in
# Fixtures/fuzz/<target>. New interesting inputs go to .build/fuzz/corpus/<target>
# (not committed); a crash leaves .build/fuzz/crash-<target>-* and fails.
#
#   Fuzz/run.sh color 600        # one target, 10 minutes
#   Fuzz/run.sh all 20           # every target, 20 s each (what CI does)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target=${1:?usage: Fuzz/run.sh <target|all> <seconds>}
seconds=${2:-60}
targets=(color svgpath svglogo batchinput batchplanner pngreader pngwriter font arguments svgwriter)
[ "$target" = all ] || targets=("$target")
status=0
# Leaks inside system libraries that are not ours (see the file).
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# A crash is reported by libFuzzer and AddressSanitizer; Swift's own
# backtracer (swift-backtrace) can hang on an instrumented process.
export SWIFT_BACKTRACE=enable=no
for name in "${targets[@]}"; do
    binary=.build/fuzz/bin/fuzz-$name
    [ -x "$binary" ] || { echo "no $binary: run Fuzz/build.sh first" >&2; exit 1; }
    corpus=.build/fuzz/corpus/$name
    mkdir -p "$corpus"
    seeds=(Fixtures/fuzz/$name)
    [ "$name" = font ] && seeds+=(Fonts)
    echo "== fuzz-$name for ${seconds}s" >&2
    if ! "$binary" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        -artifact_prefix=".build/fuzz/crash-$name-" "$corpus" "${seeds[@]}" 2> ".build/fuzz/$name.log"; then
        echo "fuzz-$name FAILED; see .build/fuzz/$name.log and .build/fuzz/crash-$name-*" >&2
        tail -30 ".build/fuzz/$name.log" >&2
        status=1
    fi
    grep -E "^stat::number_of_executed_units|^#[0-9]+ +DONE" ".build/fuzz/$name.log" | tail -2 >&2
done
exit $status
