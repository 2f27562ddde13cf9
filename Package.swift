// swift-tools-version:6.0
// StarBadge: star-rating badges as PNG images.
//
// The targets follow the rendering pipeline:
//   StarGeometry (pure math) → StarRaster (coverage, canvas) → StarText (FreeType)
//   → StarPNG (libpng)
//   → StarBadge (composes them) → StarBadgeCLI (commands) → `starbadge` (main).
// Only the C wrappers (CLibPNG, CStarPNG, CZlib, CFreeType, CFreeTypeShim, CHarfBuzz,
// CFriBidi, CFontconfig) touch C;
// everything above them is plain Swift.
import PackageDescription

// How the release `starbadge` is linked on Linux. By default as one static
// PIE: the Swift runtime, glibc, FreeType, libpng, zlib and brotli inside,
// still position-independent (the system places it at a random address).
// One process per badge then starts in ~1.6 ms instead of ~2.7 ms: no
// dynamic loader, no nine shared libraries to map and bind. GNU ld links it
// (gold cannot), through a script that drops the `$ORIGIN` run path SwiftPM
// adds (glibc will not start a static PIE that has one).
// `STARBADGE_LINK=dynamic swift build -c release` links the system's shared
// C libraries instead (security updates apply without a rebuild), with the
// Swift runtime still static. Debug builds link into the test bundle as usual.
let commandLinkerFlags: [String] = Context.environment["STARBADGE_LINK"] == "dynamic"
    ? ["-static-stdlib"]
    : ["-static-executable", "-Xclang-linker", "-static-pie",
       "-use-ld=" + Context.packageDirectory + "/Scripts/ld-static-pie",
       // FreeType's and libpng's own dependencies (pkg-config names only the libraries).
       "-lbrotlidec", "-lbrotlicommon", "-lz", "-lm"]

let package = Package(
    name: "StarBadge",
    products: [
        .library(name: "StarBadge", targets: ["StarBadge"]),
        .executable(name: "starbadge", targets: ["StarBadgeCommand"]),
        .executable(name: "starbadge-bench", targets: ["StarBadgeBench"]),
        .executable(name: "starbadge-example", targets: ["StarBadgeExample"]),
    ],
    targets: [
        // C libraries, found through pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The setjmp-protected libpng writer (Swift cannot call setjmp).
        .target(name: "CStarPNG", dependencies: ["CLibPNG"]),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        // zlib's inflater: the independent check of our own compressor.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // FreeType macros and outline callbacks that do not import into Swift.
        .target(name: "CFreeTypeShim", dependencies: ["CFreeType"]),

        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),

        // Pipeline stages.
        .target(name: "StarGeometry"),
        .target(name: "StarRaster", dependencies: ["StarGeometry"]),
        .target(name: "StarPNG", dependencies: ["CLibPNG", "CStarPNG", "CZlib"]),
        .target(name: "StarText", dependencies: ["StarGeometry", "CFreeType", "CFreeTypeShim", "CHarfBuzz", "CFriBidi", "CFontconfig"]),
        .target(name: "StarBadge", dependencies: ["StarGeometry", "StarRaster", "StarText", "StarPNG"]),
        .target(name: "StarBadgeCLI", dependencies: ["StarBadge"]),

        // Executables.
        .executableTarget(name: "StarBadgeCommand", dependencies: ["StarBadgeCLI"],
                          linkerSettings: [.unsafeFlags(commandLinkerFlags, .when(platforms: [.linux], configuration: .release))]),
        .executableTarget(name: "StarBadgeBench", dependencies: ["StarBadge", "StarBadgeCLI"]),
        .executableTarget(name: "StarBadgeExample", dependencies: ["StarBadge"]),

        // Tests, and the code they share (exact reference coverage, golden images).
        .target(name: "StarBadgeTestSupport", dependencies: ["StarGeometry", "StarPNG"], path: "Tests/Support"),
        .testTarget(name: "StarGeometryTests", dependencies: ["StarGeometry", "StarBadgeTestSupport"]),
        .testTarget(name: "StarRasterTests", dependencies: ["StarRaster", "StarGeometry", "StarBadgeTestSupport"]),
        .testTarget(name: "StarPNGTests", dependencies: ["StarPNG", "CZlib", "StarBadgeTestSupport"]),
        .testTarget(name: "StarTextTests", dependencies: ["StarText", "StarGeometry", "StarRaster", "StarBadgeTestSupport"]),
        .testTarget(name: "StarBadgeTests",
                    dependencies: ["StarBadge", "StarBadgeCLI", "StarPNG", "StarBadgeTestSupport"]),
        .testTarget(name: "StarBadgeCLITests",
                    dependencies: ["StarBadgeCLI", "StarBadgeCommand", "StarPNG", "StarBadgeTestSupport"]),
    ]
)
