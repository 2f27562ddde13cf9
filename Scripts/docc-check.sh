#!/usr/bin/env bash
# Builds the library's reference, the DocC catalog Sources/StarBadge/StarBadge.docc
# (overview, articles, and the public API's doc comments), with the toolchain's
# own `docc` over the symbol graph `swift package dump-symbol-graph` extracts,
# and fails on any warning: a broken symbol link, an undocumented parameter, a
# curated symbol that no longer exists. A `.ci/run` step of its own.
#
#   Scripts/docc-check.sh    # writes .build/docc/StarBadge.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
docc="$(command -v docc || true)"
[ -n "$docc" ] || { echo "docc-check: no docc in the toolchain (expected /opt/swift/usr/bin/docc)" >&2; exit 1; }

# Every module's public symbols (a debug build, reused when it is up to date).
swift package dump-symbol-graph >/dev/null
graphs="$(swift build --show-bin-path)/../symbolgraph"
[ -f "$graphs/StarBadge.symbols.json" ] || { echo "docc-check: no StarBadge.symbols.json in $graphs" >&2; exit 1; }

# Only the library's graphs: StarBadge and its extensions of the stage modules'
# types (StarBadge@StarGeometry, …); not the CLI, the stages or the tests.
work=.build/docc
rm -rf "$work/symbolgraph" "$work/StarBadge.doccarchive"
mkdir -p "$work/symbolgraph"
# StarBadge's own graph, and those of its public extensions to other modules' types (none, when
# every such extension is package).
find "$graphs" -maxdepth 1 \( -name 'StarBadge.symbols.json' -o -name 'StarBadge@*.symbols.json' \) \
    -exec cp {} "$work/symbolgraph/" \;

"$docc" convert Sources/StarBadge/StarBadge.docc \
    --additional-symbol-graph-dir "$work/symbolgraph" \
    --fallback-display-name StarBadge --fallback-bundle-identifier StarBadge \
    --output-path "$work/StarBadge.doccarchive" \
    --warnings-as-errors 2>&1 | tee "$work/docc.log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ] || grep -qE '^(warning|error):' "$work/docc.log"; then
    echo "docc-check: docc reported problems (exit $status); see above" >&2
    exit 1
fi
echo "docc-check: $work/StarBadge.doccarchive built without warnings"
