import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory starbadge ARGUMENTS…`: runs
/// `starbadge ARGUMENTS…` (any of its commands: `batch`, `render`, `sprite`, …) in the
/// directory of the package the command is given in, so relative paths in the arguments
/// are that package's (`starbadge batch ratings.csv --out-dir Resources/badges`).
///
/// SwiftPM builds `starbadge` from this package first. The plugin asks to write into the
/// package directory because that is where the badges go; it writes nothing itself.
/// The tool's exit status becomes the command's: a failure is reported with it, and
/// starbadge's own messages reach the terminal unchanged.
@main
struct StarBadgePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The tool is named after its target, this package's executable target of the `starbadge` product.
        let tool = try context.tool(named: "StarBadgeCommand")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        process.environment = Self.environment()
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw StarBadgePluginError.toolFailed(status: process.terminationStatus, arguments: arguments)
        }
    }

    /// The plugin's environment, with `STARBADGE_FONTS` naming this package's
    /// `Fonts/` when the user has not set it: SwiftPM builds the tool inside
    /// the client's `.build`, where the bundled fonts are not, and a package
    /// depended on by path has no copy in `.build/checkouts` either. The
    /// plugin is compiled from this package's sources on the user's machine,
    /// so its own source path leads to them.
    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if environment["STARBADGE_FONTS"] == nil {
            let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            let fonts = package.appendingPathComponent("Fonts")
            if FileManager.default.fileExists(atPath: fonts.appendingPathComponent("DejaVuSans.ttf").path) {
                environment["STARBADGE_FONTS"] = fonts.path
            }
        }
        return environment
    }
}

/// Why the plugin failed: `starbadge` ran and did not succeed (its own message says why).
enum StarBadgePluginError: Error, CustomStringConvertible {
    case toolFailed(status: Int32, arguments: [String])

    var description: String {
        switch self {
        case .toolFailed(let status, let arguments):
            return "starbadge \(arguments.first ?? "") failed (exit status \(status)); its message is above"
        }
    }
}
