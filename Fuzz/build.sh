#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets (one executable each) into
# .build/fuzz/bin, with AddressSanitizer. The package's library modules are
# compiled by SwiftPM with coverage instrumentation; each target is then
# linked against their object files and against zlib, libpng, FreeType and
# HarfBuzz built from Debian's sources with the same instrumentation
# (Fuzz/build-c-libraries.sh, into .build/fuzz-c). FriBidi, fontconfig,
# expat and libxml2 (the SVG logo reader's parser) are the system's shared libraries. The svgwriter target's oracles,
# libxml2 and librsvg (Fuzz/SVGCheck), are the system's too (librsvg2-dev),
# linked into that target alone.
#
#   Fuzz/build.sh                 # all targets
#   Fuzz/run.sh color 600         # fuzz one target for 600 s (see Fuzz/README.md)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PATH="/opt/swift/usr/bin:$PATH"
scratch=.build/fuzz
sanitize="fuzzer,address"

# The instrumented C libraries; their .pc files come first, so SwiftPM's
# compile and the links below use their headers and archives.
Fuzz/build-c-libraries.sh
c_libraries="$root/.build/fuzz-c/lib"
export PKG_CONFIG_PATH="$c_libraries/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

# Optimised, as the release build is: run.sh's per-input time limit then measures
# the code's work, not -Onone's (a debug build took 62 s for a label of 4,000 code
# points that the release build draws in 0.2 s, and 6 s for 250 joined letters).
# Whole-module builds list a module object in the output file map that is not
# written; the objects taken below are the sources' own.
swift build -c release --scratch-path "$scratch" --target StarBadgeCLI \
    -Xswiftc -sanitize=$sanitize -Xswiftc -enable-testing \
    -Xcc -fsanitize=fuzzer-no-link,address >&2

products=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
# The command plugin's tool (starbadge, built for the host) makes SwiftPM write a
# second module map for each C target (NAME-tool.build/module.modulemap), which
# the links below would read as a redefinition of the module; the fuzz targets
# link the target builds alone.
rm -rf "$products"/*-tool.build
# The modules' objects for the sources there are now (a file renamed or
# removed leaves its old object behind in the scratch folder): Swift's from
# each module's output file map, C's by source name.
objects=""
for module in StarUnicode StarSupport StarGeometry StarColor StarRaster StarText StarDeflate StarPNG StarSVGLogo StarBadge StarBadgeCLI; do
    objects+=" $(grep -o '"object" *: *"[^"]*"' "$products/$module.build/output-file-map.json" \
        | sed 's/.*: *"\(.*\)"/\1/' | grep '\.swift\.o$' | sort | tr '\n' ' ')"
done
for module in CStarPNG CFreeTypeShim; do
    for source in $(cd "Sources/$module" && find . -name '*.c' | sort); do
        objects+=" $products/$module.build/${source#./}.o"
    done
done
includes=(-I "$products/Modules" -I "$products")
for map in Sources/*/module.modulemap Sources/*/include/module.modulemap; do
    [ -f "$map" ] && includes+=(-Xcc -fmodule-map-file="$root/$map")
done
for dir in Sources/*/include; do includes+=(-Xcc -I"$root/$dir"); done
cflags=$(pkg-config --cflags freetype2 libpng harfbuzz fribidi fontconfig libxml-2.0)
for flag in $cflags; do includes+=(-Xcc "$flag"); done
# Shared libraries first, then the archives in dependency order, so that
# what fontconfig calls in FreeType is taken from the archive too (see
# Fuzz/README.md). -L first: the modules' own `link "freetype"` etc. find
# the archives (.build/fuzz-c/lib holds no shared libraries).
libs="-L$c_libraries -lfontconfig -lfribidi -lxml2 -lharfbuzz -lfreetype -lpng16 -lz -lstdc++ -lm"

# The SVG writer's oracles: libxml2 and librsvg (the system's) behind a C
# shim, compiled with the same instrumentation.
svgcheck_flags=$(pkg-config --cflags librsvg-2.0 libxml-2.0)
svgcheck_libs=$(pkg-config --libs librsvg-2.0 libxml-2.0)
"$(dirname "$(command -v swiftc)")/clang" -fsanitize=fuzzer-no-link,address -g -O1 $svgcheck_flags \
    -c Fuzz/SVGCheck/svgcheck.c -o "$scratch/svgcheck.o"

# The targets use the modules' `package` API, so they are compiled as part of
# this package: under the package name SwiftPM gave the modules.
package_name=$(grep -o '"-package-name","[^"]*"' "$scratch/release.yaml" | head -1 | sed 's/.*,"\(.*\)"/\1/')
[ -n "$package_name" ] || { echo "no -package-name in $scratch/release.yaml" >&2; exit 1; }

mkdir -p "$scratch/bin"
for target in Fuzz/Targets/*Fuzz.swift; do
    name=$(basename "$target" Fuzz.swift | tr '[:upper:]' '[:lower:]')
    extra=()
    if [ "$name" = svgwriter ]; then
        extra=(-Xcc -fmodule-map-file="$root/Fuzz/SVGCheck/module.modulemap" "$scratch/svgcheck.o" $svgcheck_libs)
    fi
    echo "linking fuzz-$name" >&2
    swiftc -sanitize=$sanitize -parse-as-library -g -package-name "$package_name" "${includes[@]}" "${extra[@]}" "$target" $objects $libs \
        -o "$scratch/bin/fuzz-$name" 2> >(grep -v "Cannot export local symbol" >&2)
done
echo "built: $(ls "$scratch/bin" | tr '\n' ' ')" >&2
