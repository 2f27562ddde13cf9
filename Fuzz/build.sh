#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets (one executable each) into
# .build/fuzz/bin, with AddressSanitizer. The package's library modules are
# compiled by SwiftPM with coverage instrumentation; each target is then
# linked against their object files.
#
#   Fuzz/build.sh                 # all targets
#   Fuzz/run.sh color 600         # fuzz one target for 600 s (see Fuzz/README.md)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PATH="/opt/swift/usr/bin:$PATH"
scratch=.build/fuzz
sanitize="fuzzer,address"

swift build --scratch-path "$scratch" --target StarBadgeCLI \
    -Xswiftc -sanitize=$sanitize -Xswiftc -enable-testing \
    -Xcc -fsanitize=fuzzer-no-link,address >&2

products=$(swift build --scratch-path "$scratch" --show-bin-path)
objects=$(find "$products" -name '*.o' -path '*.build/*' \
    | grep -E '/(StarGeometry|StarRaster|StarText|StarPNG|StarBadge|StarBadgeCLI|CStarPNG|CFreeTypeShim)\.build/' \
    | sort)
includes=(-I "$products/Modules" -I "$products")
for map in Sources/*/module.modulemap Sources/*/include/module.modulemap; do
    [ -f "$map" ] && includes+=(-Xcc -fmodule-map-file="$root/$map")
done
for dir in Sources/*/include; do includes+=(-Xcc -I"$root/$dir"); done
cflags=$(pkg-config --cflags freetype2 libpng harfbuzz fribidi fontconfig)
for flag in $cflags; do includes+=(-Xcc "$flag"); done
libs=$(pkg-config --libs freetype2 libpng zlib harfbuzz fribidi fontconfig)

mkdir -p "$scratch/bin"
for target in Fuzz/Targets/*Fuzz.swift; do
    name=$(basename "$target" Fuzz.swift | tr '[:upper:]' '[:lower:]')
    echo "linking fuzz-$name" >&2
    swiftc -sanitize=$sanitize -parse-as-library -g "${includes[@]}" "$target" $objects $libs \
        -o "$scratch/bin/fuzz-$name" 2> >(grep -v "Cannot export local symbol" >&2)
done
echo "built: $(ls "$scratch/bin" | tr '\n' ' ')" >&2
