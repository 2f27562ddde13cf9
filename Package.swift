// swift-tools-version:6.0
// StarBadge: star-rating badges as PNG images.
//
// The targets follow the rendering pipeline:
//   StarGeometry (pure math) → StarRaster (coverage, canvas) → StarText (FreeType)
//   → StarPNG (libpng)
//   → StarBadge (composes them) → StarBadgeCLI (commands) → `starbadge` (main).
// Only the C wrappers (CLibPNG, CStarPNG, CFreeType, CFreeTypeShim) touch C;
// everything above them is plain Swift.
import PackageDescription

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
        // FreeType macros and outline callbacks that do not import into Swift.
        .target(name: "CFreeTypeShim", dependencies: ["CFreeType"]),

        // Pipeline stages.
        .target(name: "StarGeometry"),
        .target(name: "StarRaster", dependencies: ["StarGeometry"]),
        .target(name: "StarPNG", dependencies: ["CLibPNG", "CStarPNG"]),
        .target(name: "StarText", dependencies: ["StarGeometry", "CFreeType", "CFreeTypeShim"]),
        .target(name: "StarBadge", dependencies: ["StarGeometry", "StarRaster", "StarText", "StarPNG"]),
        .target(name: "StarBadgeCLI", dependencies: ["StarBadge"]),

        // Executables.
        // Linked with the Swift runtime statically: one process per badge
        // starts ~1 ms sooner without loading a dozen shared libraries. Release
        // only: the debug build links into the test bundle with the dynamic runtime.
        .executableTarget(name: "StarBadgeCommand", dependencies: ["StarBadgeCLI"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        .executableTarget(name: "StarBadgeBench", dependencies: ["StarBadge", "StarBadgeCLI"]),
        .executableTarget(name: "StarBadgeExample", dependencies: ["StarBadge"]),

        // Tests, and the code they share (exact reference coverage, golden images).
        .target(name: "StarBadgeTestSupport", dependencies: ["StarGeometry", "StarPNG"], path: "Tests/Support"),
        .testTarget(name: "StarGeometryTests", dependencies: ["StarGeometry", "StarBadgeTestSupport"]),
        .testTarget(name: "StarRasterTests", dependencies: ["StarRaster", "StarGeometry", "StarBadgeTestSupport"]),
        // zlib's inflater, an independent check of our compressor (tests only).
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", pkgConfig: "zlib"),
        .testTarget(name: "StarPNGTests", dependencies: ["StarPNG", "CZlib", "StarBadgeTestSupport"]),
        .testTarget(name: "StarTextTests", dependencies: ["StarText", "StarGeometry", "StarRaster", "StarBadgeTestSupport"]),
        .testTarget(name: "StarBadgeTests",
                    dependencies: ["StarBadge", "StarBadgeCLI", "StarPNG", "StarBadgeTestSupport"]),
        .testTarget(name: "StarBadgeCLITests",
                    dependencies: ["StarBadgeCLI", "StarBadgeCommand", "StarPNG", "StarBadgeTestSupport"]),
    ]
)
