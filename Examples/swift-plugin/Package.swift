// swift-tools-version:6.0
// A client package that makes its badges with StarBadge's command plugin:
//   swift package --allow-writing-to-package-directory starbadge batch ratings.csv \
//       --out-dir Sources/Hotels/Resources/badges --scales 1,2 --manifest Sources/Hotels/Resources/badges.json
// The plugin runs starbadge in this package's directory (build.sh does it from a copy).
import PackageDescription

let package = Package(
    name: "Hotels",
    dependencies: [
        // This checkout; in your package: .package(url: "https://…/StarBadge.git", from: "…").
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "Hotels", resources: [.copy("Resources")]),
    ]
)
