#!/usr/bin/env bash
# Runs StarBadge's benchmark and the peer harness (../shared/anchors) in one go
# and prints our figures beside the peers' as ratios, one line per goal of
# issue 6. Nothing is written into the repository.
#
#   Benchmarks/compare.sh                 # full: anchors run.sh (~5 min) + ours
#   SKIP_ANCHORS=1 Benchmarks/compare.sh  # reuse the anchors' last out/*.json
#   SVG_ONLY=1 Benchmarks/compare.sh      # only the SVG writer against anybadge (issue 22);
#                                         # ANYBADGE_PYTHON: a python with anybadge, if no anchors
#   TEXT_ONLY=1 Benchmarks/compare.sh     # only a new label against skia-python's drawTextBlob
#                                         # (issue 22); SKIA_PYTHON: a python with skia-python
#   PROCESS_ONLY=1 Benchmarks/compare.sh  # only the `process` line: one process per badge against
#                                         # resvg in interleaved pairs (issue 37); STARBADGE: the
#                                         # binary to time (default: the release build, the static
#                                         # PIE when .build/static-harfbuzz holds its archive);
#                                         # PAIRS: how many (40)
#   FLOOR_ONLY=1 Benchmarks/compare.sh    # only the batch against its floor (issue 37,
#                                         # Benchmarks/batch-floor/run.sh)
#
# Needs the anchors installed once: ../shared/anchors/setup.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
anchors=${ANCHORS_DIR:-$root/../shared/anchors}
home=${ANCHORS_HOME:-$HOME/.cache/starbadge-anchors}
py="$home/.venv/bin/python"
cd "$root"
if [ -n "${SVG_ONLY:-}" ]; then
  swift build -c release --product starbadge-bench >&2
  exec "${ANYBADGE_PYTHON:-$py}" "$root/Benchmarks/compare-svg.py" .build/release/starbadge-bench
fi
if [ -n "${TEXT_ONLY:-}" ]; then
  swift build -c release --product starbadge-bench >&2
  exec "${SKIA_PYTHON:-$py}" "$root/Benchmarks/text_peer.py" .build/release/starbadge-bench
fi
# The `process` line: resvg from PyPI's resvg-cli, pinned, in a venv of its
# own under .build/; B1 as the anchors draw it (their geom.py, standard
# library only), else our own SVG of the same badge.
process_line() { # $1 the starbadge binary
  local venv="$root/.build/bench-venv" svg="$work/B1.svg"
  if [ ! -x "$venv/bin/resvg" ]; then
    python3 -m venv "$venv" >&2
    "$venv/bin/pip" install -q resvg-cli==0.44.0 >&2
  fi
  if [ -f "$anchors/harness/geom.py" ]; then
    python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import geom; open(sys.argv[2], "w").write(geom.svg("B1"))' \
      "$anchors/harness" "$svg"
  else
    "$1" render --rating 3.5 -o "$svg"
  fi
  python3 "$root/Benchmarks/process.py" "$1" "$venv/bin/resvg" "$svg" "${PAIRS:-40}"
}
if [ -n "${PROCESS_ONLY:-}" ]; then
  [ -n "${STARBADGE:-}" ] || swift build -c release --product starbadge >&2
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  process_line "${STARBADGE:-$root/.build/release/starbadge}"
  exit 0
fi
if [ -n "${FLOOR_ONLY:-}" ]; then
  swift build -c release --product starbadge >&2
  swift build -c release --product starbadge-bench >&2
  exec "$root/Benchmarks/batch-floor/run.sh"
fi
[ -x "$py" ] || { echo "anchors not installed: run $anchors/setup.sh first" >&2; exit 1; }

swift build -c release --product starbadge >&2
swift build -c release --product starbadge-bench >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -z "${SKIP_ANCHORS:-}" ]; then
  echo "== anchors (about 5 minutes)" >&2
  BENCH_BUDGET=${BENCH_BUDGET:-0.3} "$anchors/run.sh" >&2
fi

bin="$root/.build/release/starbadge"
# One process per badge: ours and resvg timed by compare.py in the same way
# (subprocess.run, as the anchors time their CLIs), interleaved; before the
# batch benchmark, whose 20,000 deleted files slow file creation on ext4.
echo "== one process per badge" >&2
STARBADGE="$bin" "$py" "$root/Benchmarks/compare.py" --processes "$home/out" "$work/processes.json"

process_line "$bin"

echo "== starbadge-bench" >&2
.build/release/starbadge-bench --json > "$work/ours.json"

"$bin" render --rating 3.5 --no-metadata -o "$work/B1.png"
"$bin" render --rating 3.5 --size 192 --spacing 32 --padding 32 --no-metadata -o "$work/B3.png"
"$bin" sprite --no-metadata -o "$work/S1.png"
STARBADGE="$bin" "$py" "$root/Benchmarks/compare.py" "$home/out" "$work"
# SVG generation against anybadge's, both timed in this run.
"$py" "$root/Benchmarks/compare-svg.py" .build/release/starbadge-bench
# A new label against skia-python's drawTextBlob, both timed in this run, when a python with skia is given.
if [ -n "${SKIA_PYTHON:-}" ]; then
  "$SKIA_PYTHON" "$root/Benchmarks/text_peer.py" .build/release/starbadge-bench
fi
# The batch as a share of the machine's floor (issue 37).
echo "== batch against its floor" >&2
"$root/Benchmarks/batch-floor/run.sh" "$bin" "$root/.build/release/starbadge-bench"
