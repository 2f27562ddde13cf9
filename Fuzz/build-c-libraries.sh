#!/usr/bin/env bash
# Builds zlib, libpng, FreeType and HarfBuzz from Debian's source packages of
# the installed -dev packages as static archives instrumented for libFuzzer
# (coverage counters) and AddressSanitizer, into .build/fuzz-c:
#
#   lib/libz.a lib/libpng16.a lib/libfreetype.a lib/libharfbuzz.a
#   lib/pkgconfig/{zlib,libpng,freetype2,harfbuzz}.pc   (point at the two folders)
#   include/...                                         (the headers of the sources built)
#   src/...                                             (the sources, for ASan's reports)
#   VERSION                                             (what was built, and how)
#
# Fuzz/build.sh runs it and puts lib/pkgconfig first on PKG_CONFIG_PATH, so
# SwiftPM compiles the package against these headers and the fuzz targets
# link these archives. Nothing is rebuilt while VERSION matches (installed
# versions, flags, compiler, this script).
#
# How each is built (kept close to Debian's own build and to what StarText uses):
# - zlib: its .c files compiled directly, with Debian's -DUNALIGNED_OK and
#   configure's zconf.h settings.
# - libpng: its .c files compiled directly with scripts/pnglibconf.h.prebuilt
#   (Debian's configuration, APNG patch included); no SIMD (Debian's build has
#   none on amd64 either: configure leaves PNG_INTEL_SSE_OPT at 0).
# - FreeType: its own configure and make (builds/unix), with zlib and libpng
#   (these archives); without brotli (WOFF2 fonts are refused, as they are
#   where FreeType lacks brotli), bzip2, HarfBuzz and librsvg. Debian builds
#   with brotli and without the other three. Debian's patches (gxvalid and
#   otvalid modules, subpixel rendering, no COLRv1) are applied by apt-get source.
# - HarfBuzz: the amalgamated src/harfbuzz.cc without GLib, ICU, Graphite or
#   FreeType, exactly as Scripts/static-harfbuzz builds it for the release.
#
# fribidi, fontconfig and expat stay the system's shared libraries (not
# instrumented). See Fuzz/README.md for which FreeType fontconfig then calls.
#
# Needs root the first time (apt-get): enables Debian's source index (deb-src)
# if missing, like Scripts/static-harfbuzz, and installs dpkg-dev and make.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/fuzz-c"
toolchain=${SWIFT_TOOLCHAIN_BIN:-/opt/swift/usr/bin}
cc="$toolchain/clang"
cxx="$toolchain/clang++"
ar="$toolchain/llvm-ar"
ranlib="$toolchain/llvm-ranlib"
flags="-fsanitize=fuzzer-no-link,address -g -O1 -fPIC"
jobs=$(nproc 2>/dev/null || echo 2)
say() { echo "build-c-libraries: $*" >&2; }

# Installed version of each library (the -dev package's source package).
packages=(zlib1g-dev libpng-dev libfreetype-dev libharfbuzz-dev)
installed=()
for package in "${packages[@]}"; do
    version=$(dpkg-query -W -f='${source:Package}=${source:Version}' "$package" 2>/dev/null) || {
        say "$package is not installed (apt-get install ${packages[*]})"; exit 1; }
    installed+=("$version")
done
key="installed: ${installed[*]}
flags: $flags
compiler: $("$cc" --version | sed -n 1p)
script: $(sha256sum "$0" | cut -c1-16)"

write_pkgconfig() {
    # Regenerated every run (cheap), so a moved checkout still points here.
    local dir="$out/lib/pkgconfig" zlib_version png_version hb_version
    mkdir -p "$dir"
    zlib_version=$(sed -n 's/^#define ZLIB_VERSION "\(.*\)"/\1/p' "$out/include/zlib.h")
    png_version=$(sed -n 's/^#define PNG_LIBPNG_VER_STRING "\(.*\)"/\1/p' "$out/include/libpng16/png.h")
    hb_version=$(sed -n 's/^#define HB_VERSION_STRING "\(.*\)"/\1/p' "$out/include/harfbuzz/hb-version.h")
    cat > "$dir/zlib.pc" <<EOF
prefix=$out
Name: zlib
Description: zlib compression library (instrumented for fuzzing)
Version: $zlib_version
Libs: -L\${prefix}/lib -lz
Cflags: -I\${prefix}/include
EOF
    cat > "$dir/libpng.pc" <<EOF
prefix=$out
Name: libpng
Description: Loads and saves PNG files (instrumented for fuzzing)
Version: $png_version
Requires.private: zlib
Libs: -L\${prefix}/lib -lpng16
Libs.private: -lz -lm
Cflags: -I\${prefix}/include/libpng16
EOF
    cat > "$dir/harfbuzz.pc" <<EOF
prefix=$out
Name: harfbuzz
Description: HarfBuzz text shaping library (instrumented for fuzzing; no FreeType, GLib, ICU, Graphite)
Version: $hb_version
Libs: -L\${prefix}/lib -lharfbuzz
Libs.private: -lstdc++ -lm
Cflags: -I\${prefix}/include/harfbuzz
EOF
    # FreeType's version is its libtool number, as in the freetype2.pc its make install wrote.
    cat > "$dir/freetype2.pc" <<EOF
prefix=$out
Name: FreeType 2
Description: A free, high-quality, and portable font engine (instrumented for fuzzing; zlib and libpng, no brotli)
Version: $(sed -n 's/^Version: //p' "$out/build/freetype2.pc")
Requires.private: zlib, libpng
Libs: -L\${prefix}/lib -lfreetype
Libs.private: -lpng16 -lz -lm
Cflags: -I\${prefix}/include/freetype2
EOF
}

complete() {
    for archive in libz.a libpng16.a libfreetype.a libharfbuzz.a; do [ -f "$out/lib/$archive" ] || return 1; done
    [ -f "$out/build/freetype2.pc" ] && [ "$(cat "$out/VERSION" 2>/dev/null | head -4)" = "$key" ]
}
if complete; then
    write_pkgconfig
    say "up to date ($(sed -n 's/^built: //p' "$out/VERSION"))"
    exit 0
fi

# Debian's source index, as in Scripts/static-harfbuzz.
if ! grep -rqs '^Types:.*deb-src\|^deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    say "enabling Debian's source index (deb-src) for the configured suites"
    for file in /etc/apt/sources.list.d/*.sources; do
        [ -f "$file" ] || continue
        sed -e 's/^Types: deb$/Types: deb-src/' "$file" > "/etc/apt/sources.list.d/starbadge-src-$(basename "$file")"
    done
    if [ -f /etc/apt/sources.list ]; then
        sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > /etc/apt/sources.list.d/starbadge-src.list
    fi
    apt-get update -qq
fi
need=()
command -v dpkg-source >/dev/null || need+=(dpkg-dev)
command -v make >/dev/null || need+=(make)
if [ ${#need[@]} -gt 0 ]; then
    say "installing ${need[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
fi

rm -rf "$out"
mkdir -p "$out/src" "$out/lib" "$out/include" "$out/build"
# Fetches source package NAME=VERSION into $out/src and sets `fetched` to the
# version fetched. A version the archive no longer has (a security update
# replaced it, as on an image built from an older snapshot) falls back to the
# newest the index lists with the same upstream version, with a warning:
# Debian's updates keep the ABI, and the fuzz build compiles against the
# headers of the sources it built, not the installed ones.
updated=no
get_source() { (cd "$out/src" && apt-get source -qq --only-source "$1" >/dev/null 2>&1); }
fetch() {
    local name=${1%%=*} version=${1#*=} upstream candidate bare
    fetched=$version
    get_source "$name=$version" && return 0
    if [ $updated = no ]; then
        # Perhaps only the index is stale.
        updated=yes
        apt-get update -qq
        get_source "$name=$version" && return 0
    fi
    upstream=${version#*:}; upstream=${upstream%-*}
    for candidate in $(apt-cache showsrc --only-source "$name" | sed -n 's/^Version: //p' | sort -u -r -V); do
        bare=${candidate#*:}
        [ "${bare%-*}" = "$upstream" ] || continue
        if get_source "$name=$candidate"; then
            say "WARNING: $name $version (installed) is no longer in the archive; building $candidate (same upstream $upstream)"
            fetched=$candidate
            return 0
        fi
    done
    say "cannot fetch the source package $name=$version (is deb-src enabled? see /etc/apt/sources.list.d)"
    exit 1
}
built=()
for item in "${installed[@]}"; do
    fetch "$item"
    built+=("${item%%=*}=$fetched")
done
source_dir() { find "$out/src" -maxdepth 1 -type d -name "$1-*" | head -1; }
zlib_src=$(source_dir zlib); png_src=$(source_dir libpng1.6); ft_src=$(source_dir freetype); hb_src=$(source_dir harfbuzz)
for dir in "$zlib_src" "$png_src" "$ft_src" "$hb_src"; do
    [ -n "$dir" ] && [ -d "$dir" ] || { say "a source package did not unpack into $out/src"; exit 1; }
done

# Compiles C files (relative to $1) into $out/build/$2 and archives them as $out/lib/$3.
compile_archive() {
    local src=$1 name=$2 archive=$3; shift 3
    local objects=() file cflags=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do cflags+=("$1"); shift; done
    shift
    mkdir -p "$out/build/$name"
    for file in "$@"; do
        objects+=("$out/build/$name/${file//\//_}.o")
        # shellcheck disable=SC2086
        "$cc" $flags -w "${cflags[@]}" -c "$src/$file" -o "${objects[-1]}" &
        # At most $jobs compilers at once.
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
    done
    wait
    for file in "${objects[@]}"; do [ -f "$file" ] || { say "compiling $name failed"; exit 1; }; done
    rm -f "$out/lib/$archive"
    "$ar" rc "$out/lib/$archive" "${objects[@]}"
    "$ranlib" "$out/lib/$archive"
}

say "zlib (${built[0]#*=})"
compile_archive "$zlib_src" zlib libz.a -D_LARGEFILE64_SOURCE=1 -DHAVE_UNISTD_H -DHAVE_STDARG_H -DUNALIGNED_OK -D_REENTRANT -- \
    adler32.c crc32.c deflate.c infback.c inffast.c inflate.c inftrees.c trees.c zutil.c \
    compress.c uncompr.c gzclose.c gzlib.c gzread.c gzwrite.c
cp "$zlib_src/zlib.h" "$out/include/"
# zconf.h as zlib's configure installs it.
sed -e '/^#ifdef HAVE_UNISTD_H.* may be/s/def HAVE_UNISTD_H\(.*\) may be/ 1\1 was/' \
    -e '/^#ifdef HAVE_STDARG_H.* may be/s/def HAVE_STDARG_H\(.*\) may be/ 1\1 was/' \
    "$zlib_src/zconf.h" > "$out/include/zconf.h"

say "libpng (${built[1]#*=})"
zlib_vernum=$(sed -n 's/^#define ZLIB_VERNUM \(0x[0-9a-fA-F]*\).*/\1/p' "$out/include/zlib.h")
mkdir -p "$out/include/libpng16"
sed -e "s/^#define PNG_ZLIB_VERNUM .*/#define PNG_ZLIB_VERNUM $zlib_vernum/" \
    "$png_src/scripts/pnglibconf.h.prebuilt" > "$out/include/libpng16/pnglibconf.h"
compile_archive "$png_src" libpng libpng16.a -I"$out/include/libpng16" -I"$out/include" -- \
    png.c pngerror.c pngget.c pngmem.c pngpread.c pngread.c pngrio.c pngrtran.c pngrutil.c \
    pngset.c pngtrans.c pngwio.c pngwrite.c pngwtran.c pngwutil.c
cp "$png_src/png.h" "$png_src/pngconf.h" "$out/include/libpng16/"

say "FreeType (${built[2]#*=}): configure and make"
mkdir -p "$out/build/freetype" "$out/build/pc-for-freetype"
# configure finds zlib and libpng through pkg-config: these archives and headers.
printf 'Name: zlib\nDescription: zlib\nVersion: 1\nLibs: -L%s/lib -lz\nCflags: -I%s/include\n' "$out" "$out" \
    > "$out/build/pc-for-freetype/zlib.pc"
printf 'Name: libpng\nDescription: libpng\nVersion: 1.6\nRequires.private: zlib\nLibs: -L%s/lib -lpng16\nCflags: -I%s/include/libpng16\n' \
    "$out" "$out" > "$out/build/pc-for-freetype/libpng.pc"
(
    # Out of the source tree: FreeType's top-level configure, run from the build folder.
    cd "$out/build/freetype"
    export PKG_CONFIG_PATH="$out/build/pc-for-freetype" PKG_CONFIG_LIBDIR="$out/build/pc-for-freetype"
    "$ft_src/configure" --prefix="$out/build/freetype-install" --enable-static --disable-shared \
        --with-zlib=yes --with-png=yes --with-brotli=no --with-bzip2=no --with-harfbuzz=no --with-librsvg=no \
        CC="$cc" CFLAGS="$flags -w" AR="$ar" RANLIB="$ranlib" > configure.log 2>&1 \
        || { tail -30 configure.log >&2; exit 1; }
    make -j"$jobs" > make.log 2>&1 || { tail -30 make.log >&2; exit 1; }
    make install > install.log 2>&1 || { tail -30 install.log >&2; exit 1; }
) || { say "FreeType failed (logs in $out/build/freetype)"; exit 1; }
cp "$out/build/freetype-install/lib/libfreetype.a" "$out/lib/"
cp -R "$out/build/freetype-install/include/freetype2" "$out/include/"
cp "$out/build/freetype-install/lib/pkgconfig/freetype2.pc" "$out/build/freetype2.pc"

say "HarfBuzz (${built[3]#*=}): src/harfbuzz.cc (a few minutes)"
mkdir -p "$out/build/harfbuzz" "$out/include/harfbuzz"
# shellcheck disable=SC2086
"$cxx" $flags -w -fno-exceptions -fno-rtti -fno-threadsafe-statics -fvisibility-inlines-hidden \
    -c "$hb_src/src/harfbuzz.cc" -o "$out/build/harfbuzz/harfbuzz.o"
rm -f "$out/lib/libharfbuzz.a"
"$ar" rc "$out/lib/libharfbuzz.a" "$out/build/harfbuzz/harfbuzz.o"
"$ranlib" "$out/lib/libharfbuzz.a"
# The public headers (HarfBuzz's *.h and hb-cplusplus.hh; its internal ones are *.hh),
# and hb-features.h saying that none of the optional parts is built in.
cp "$hb_src"/src/hb*.h "$hb_src/src/hb-cplusplus.hh" "$out/include/harfbuzz/"
sed -e 's/^#mesondefine .*//' "$hb_src/src/hb-features.h.in" > "$out/include/harfbuzz/hb-features.h"

printf '%s\nbuilt: %s\n' "$key" "${built[*]}" > "$out/VERSION"
write_pkgconfig
say "done: $(cd "$out/lib" && ls ./*.a | tr '\n' ' ')($(sed -n 's/^built: //p' "$out/VERSION"))"
