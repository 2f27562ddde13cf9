import Foundation

/// Folders of the package checkout, found from this source file's path.
public enum PackagePaths {
    /// The package root (the folder holding Package.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Fixtures/` in the package root.
    public static let fixtures = root.appendingPathComponent("Fixtures")

    /// Where failing golden comparisons leave their actual and diff images.
    public static let goldenFailures = root.appendingPathComponent(".build/golden-failures")

    /// The folder holding the built products (beside the running test bundle).
    public static var products: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("starbadge").path) {
            url.deleteLastPathComponent()
        }
        return url
    }
}
