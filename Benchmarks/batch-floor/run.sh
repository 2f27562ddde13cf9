#!/usr/bin/env bash
# Batch throughput as a share of the machine's floor (issue 37):
#
#   Benchmarks/batch-floor/run.sh [STARBADGE [STARBADGE_BENCH]]
#   COUNT=10000 JOBS=2 ROUNDS=3 BASE=/dev/shm Benchmarks/batch-floor/run.sh
#
# In each round, one after the other: `starbadge batch` of COUNT different
# badges (precise ratings) into a fresh folder under BASE with --jobs JOBS;
# the same files' bytes written by the C program floor.c (built here with
# cc) in JOBS processes with the batch's own protocol for a new file; and
# render+encode in-process on one core, PROFILE times (less one time: the
# process's start and set-up left out), of the batch's kind of
# badge: `starbadge-bench --profile U1` (precise ratings, a different badge
# each time, so the split star is drawn afresh as in the batch). The round's
# floor is what JOBS cores could do if they only rendered, encoded and wrote:
#   floor = 1 / (1 / file rate + 1 / (JOBS × render+encode rate)).
# B1 (rating 3.5, the same badge every time: every star's mask kept) is
# measured beside it, with the share of the floor it would give.
# Prints the median round (by its share of the floor) and every round's share.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-$root/.build/release/starbadge}
bench=${2:-$root/.build/release/starbadge-bench}
count=${COUNT:-10000}
jobs=${JOBS:-2}
rounds=${ROUNDS:-3}
base=${BASE:-/dev/shm}
for tool in "$bin" "$bench"; do
    [ -x "$tool" ] || { echo "batch-floor: $tool is missing; swift build -c release first" >&2; exit 69; }
done
work=$(mktemp -d "$base/starbadge-floor-XXXXXX")
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/floor" "$root/Benchmarks/batch-floor/floor.c"
python3 - "$count" > "$work/ratings.csv" <<'PY'
import sys
n = int(sys.argv[1])
print("name,rating,fill")
for i in range(n):
    print(f"badge-{i},{i * 5 / n:.6f},precise")
PY

now() { date +%s.%N; }
# Each round measures all three, one after the other, so that a round's
# floor comes from the same minute as its batch (this machine is shared).
profile=${PROFILE:-20000}
scene=${SCENE:-U1}
rows=()
for round in $(seq "$rounds"); do
    out="$work/out-$round"
    start=$(now)
    "$bin" batch "$work/ratings.csv" --out-dir "$out" --jobs "$jobs" --quiet
    end=$(now)
    written=$(find "$out" -maxdepth 1 \( -name '*.png' -o -name '*.svg' \) | wc -l)
    [ "$written" -eq "$count" ] || { echo "batch-floor: the batch wrote $written badges, not $count" >&2; exit 1; }
    files=$("$work/floor" "$out" "$work/floor-$round" "$jobs" | awk '{print $6}')
    rm -rf "$out" "$work/floor-$round"
    # Each scene PROFILE times and once: the difference leaves out the
    # process's start and the scene's set-up.
    times=()
    for name in "$scene" B1; do
        for n in "$profile" 1; do
            t0=$(now)
            "$bench" --profile "$name" "$n" > /dev/null
            t1=$(now)
            times+=("$(python3 -c "print($t1 - $t0)")")
        done
    done
    rows+=("$start $end $files ${times[*]}")
done
printf '%s\n' "${rows[@]}" | python3 -c '
import statistics, sys
count, jobs, profile, scene = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rounds = []
def floor_of(files, render_us):
    return 1 / (1 / files + 1 / (jobs * 1e6 / render_us))
for line in sys.stdin:
    start, end, files, scene_many, scene_once, b1_many, b1_once = map(float, line.split())
    batch = count / (end - start)
    render_us = (scene_many - scene_once) / (profile - 1) * 1e6
    b1_us = (b1_many - b1_once) / (profile - 1) * 1e6
    floor = floor_of(files, render_us)
    rounds.append((batch / floor, batch, files, render_us, floor, b1_us, batch / floor_of(files, b1_us)))
share, batch, files, render_us, floor, b1_us, b1_share = sorted(rounds)[len(rounds) // 2]
print("batch        %d different badges, --jobs %d: %s badges/s" % (count, jobs, format(round(batch), ",")))
print("files        the same bytes, same protocol, %d processes: %s files/s" % (jobs, format(round(files), ",")))
print("render+PNG   %s in-process, one core: %.1f µs (%s/s on %d cores)" % (scene, render_us, format(round(jobs * 1e6 / render_us), ","), jobs))
print("floor        %s badges/s" % format(round(floor), ","))
print("batch/floor  %.0f %% (the median round of %d; every round: %s)"
      % (100 * share, len(rounds), ", ".join("%.0f %%" % (100 * r[0]) for r in rounds)))
print("beside       B1 (one badge again and again) %.1f µs: floor %s badges/s, batch %.0f %% of it"
      % (b1_us, format(round(floor_of(files, b1_us)), ","), 100 * b1_share))
' "$count" "$jobs" "$profile" "$scene"
