// swift-tools-version:6.0
// StarBadge: star-rating badges as PNG and SVG images.
//
// The targets follow the rendering pipeline:
//   StarUnicode (the checks of user text, values made safe to echo in messages)
//   → StarSupport (what the library and the commands share: the lock, the
//     atomic writer and its temporary names, the markup and CSS escapers, the trim)
//   → StarGeometry (pure math), StarColor (colour values, CSS parsing, scales, contrast)
//   → StarRaster (coverage, canvas) → StarText (FreeType outlines, HarfBuzz
//     shaping, FriBidi, fontconfig fallback)
//   → StarDeflate (our zlib compressor) → StarPNG (libpng)
//   → StarSVGLogo (single-colour SVG logo files read with libxml2, as outlines)
//   → StarBadge (composes them: the scene, its raster backend and SVG writer;
//     its DocC catalog is Sources/StarBadge/StarBadge.docc)
//   → StarBadgeCLI (commands) → `starbadge` (main).
// Only the C wrappers (CLibPNG, CStarPNG, CZlib, CFreeType, CFreeTypeShim, CHarfBuzz,
// CFriBidi, CFontconfig, CLibXML2) touch C;
// everything above them is plain Swift.
import PackageDescription

// How the release `starbadge` is linked on Linux: as one static executable when a
// static HarfBuzz is at hand, else against the system's shared C libraries.
// The static executable holds the Swift runtime, glibc, FreeType, libpng, zlib,
// brotli, HarfBuzz, FriBidi, fontconfig, expat and libxml2 (without ICU: see
// Scripts/libxml2-without-icu.c), not position-independent (nothing to
// relocate at start; docs/packaging.md weighs that); one process per badge then
// starts in a fraction of the time (no dynamic loader, no seventeen shared
// libraries, GLib's among them, to map and bind). Debian ships no static
// HarfBuzz: `Scripts/static-harfbuzz` builds one from Debian's source package
// into .build/static-harfbuzz.
//
// The choice is made when linking, by `Scripts/ld-static-pie` (the linker
// of the release executable), not here: SwiftPM caches this manifest's
// evaluation, so an archive made after it would go unnoticed. The flags
// below are the same whether the archive exists or not: the Swift runtime
// static, that linker, and two marker arguments telling it the mode and the
// archive's folder. `STARBADGE_LINK=dynamic` links the shared libraries
// whatever is there (the plain SwiftPM link, for a distribution package);
// `static` insists on the static executable (the link fails without the archive).
// Debug builds link into the test bundle as usual.
let staticHarfBuzz = Context.packageDirectory + "/.build/static-harfbuzz"
let linkMode = Context.environment["STARBADGE_LINK"] ?? "auto"
let commandLinkerFlags: [String] = linkMode == "dynamic"
    ? ["-static-stdlib"]
    : ["-static-stdlib", "-use-ld=" + Context.packageDirectory + "/Scripts/ld-static-pie",
       "-Xlinker", "--starbadge-link=" + (linkMode == "static" ? "static" : "auto"),
       "-Xlinker", "--starbadge-archive=" + staticHarfBuzz]

// One process per badge starts without the Swift runtime resolving type
// metadata by name: by default the compiler refers to a generic type
// (`[Point]`, `[Key: Mask]`) by its mangled name, which the runtime demangles
// on first use, scanning every protocol conformance in the binary for each
// requirement (`Key: Hashable`); that was half of a `render` process's
// instructions (issue 37). This flag makes it emit a metadata accessor per
// type instead, which the runtime calls directly. Release builds of this
// package only: SwiftPM refuses a version-pinned dependency whose targets
// carry unsafe flags (under tools version 6.0), so when this manifest is
// read as another package's dependency (from a checkout or a registry
// download) the flag is left out; the library is then as fast, only its
// first use of each type costs a few microseconds more.
let isDependency = ["/checkouts/", "/registry/downloads/"].contains { Context.packageDirectory.contains($0) }
let fastStart: [SwiftSetting] = isDependency ? [] : [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
                  "-Xfrontend", "-function-sections"], .when(configuration: .release)),
]

let package = Package(
    name: "StarBadge",
    products: [
        .library(name: "StarBadge", targets: ["StarBadge"]),
        .executable(name: "starbadge", targets: ["StarBadgeCommand"]),
        .executable(name: "starbadge-bench", targets: ["StarBadgeBench"]),
        .executable(name: "starbadge-example", targets: ["StarBadgeExample"]),
        // `swift package --allow-writing-to-package-directory starbadge batch …` in a client package.
        .plugin(name: "StarBadgePlugin", targets: ["StarBadgePlugin"]),
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
        // libxml2: the XML parser under the SVG logo reader (no network, no entity expansion).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),

        // Pipeline stages.
        .target(name: "StarUnicode", swiftSettings: fastStart),
        .target(name: "StarSupport", dependencies: ["StarUnicode"], swiftSettings: fastStart),
        .target(name: "StarGeometry", dependencies: ["StarUnicode", "StarSupport"], swiftSettings: fastStart),
        .target(name: "StarColor", dependencies: ["StarUnicode"], swiftSettings: fastStart),
        .target(name: "StarRaster", dependencies: ["StarGeometry", "StarColor"], swiftSettings: fastStart),
        .target(name: "StarDeflate", dependencies: ["CZlib"], swiftSettings: fastStart),
        .target(name: "StarPNG", dependencies: ["StarUnicode", "StarDeflate", "CLibPNG", "CStarPNG"], swiftSettings: fastStart),
        .target(name: "StarSVGLogo", dependencies: ["StarGeometry", "CLibXML2"], swiftSettings: fastStart),
        .target(name: "StarText", dependencies: ["StarUnicode", "StarSupport", "StarGeometry", "CFreeType", "CFreeTypeShim", "CHarfBuzz", "CFriBidi", "CFontconfig"], swiftSettings: fastStart),
        .target(name: "StarBadge", dependencies: ["StarUnicode", "StarSupport", "StarGeometry", "StarColor", "StarRaster", "StarText", "StarPNG",
                                                  "StarSVGLogo"], swiftSettings: fastStart),
        .target(name: "StarBadgeCLI", dependencies: ["StarUnicode", "StarSupport", "StarBadge"], swiftSettings: fastStart),

        // Executables.
        .executableTarget(name: "StarBadgeCommand", dependencies: ["StarBadgeCLI"], swiftSettings: fastStart,
                          linkerSettings: [.unsafeFlags(commandLinkerFlags, .when(platforms: [.linux], configuration: .release))]),
        .executableTarget(name: "StarBadgeBench", dependencies: ["StarBadge", "StarBadgeCLI"]),
        .executableTarget(name: "StarBadgeExample", dependencies: ["StarBadge"]),

        // The command plugin: runs `starbadge` in the client package's directory. It asks
        // SwiftPM to build the product when it runs instead of naming the executable as its
        // dependency: a plugin's tool dependency makes SwiftPM 6 compile every module a second
        // time for the host (NAME-tool.build) in every `swift build`.
        .plugin(name: "StarBadgePlugin",
                capability: .command(intent: .custom(verb: "starbadge",
                                                     description: "Render star-rating badges with starbadge (batch, render, sprite, …)"),
                                     permissions: [.writeToPackageDirectory(reason: "starbadge writes the badges, manifest and HTML into this package")])),

        // Tests, and the code they share (exact reference coverage, golden images).
        .target(name: "StarBadgeTestSupport", dependencies: ["StarGeometry", "StarPNG", "CZlib"], path: "Tests/Support"),
        .testTarget(name: "StarGeometryTests", dependencies: ["StarGeometry", "StarBadgeTestSupport"]),
        .testTarget(name: "StarUnicodeTests", dependencies: ["StarUnicode"]),
        .testTarget(name: "StarColorTests", dependencies: ["StarColor"]),
        .testTarget(name: "StarSVGLogoTests", dependencies: ["StarSVGLogo", "StarGeometry"]),
        .testTarget(name: "StarRasterTests", dependencies: ["StarRaster", "StarColor", "StarGeometry", "StarBadgeTestSupport"]),
        .testTarget(name: "StarDeflateTests", dependencies: ["StarDeflate", "CZlib", "StarBadgeTestSupport"]),
        .testTarget(name: "StarPNGTests", dependencies: ["StarPNG", "StarDeflate", "CZlib", "StarBadgeTestSupport"]),
        .testTarget(name: "StarTextTests", dependencies: ["StarText", "StarGeometry", "StarColor", "StarRaster", "StarBadgeTestSupport"]),
        .testTarget(name: "StarBadgeTests",
                    dependencies: ["StarBadge", "StarPNG", "StarBadgeTestSupport"]),
        .testTarget(name: "StarBadgeCLITests",
                    dependencies: ["StarBadgeCLI", "StarBadgeCommand", "StarPNG", "StarBadgeTestSupport"]),
    ]
)
