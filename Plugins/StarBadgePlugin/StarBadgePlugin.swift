import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory starbadge ARGUMENTS…`: runs
/// `starbadge ARGUMENTS…` (any of its commands: `batch`, `render`, `sprite`, …) in the
/// directory of the package the command is given in, so relative paths in the arguments
/// are that package's (`starbadge batch ratings.csv --out-dir Resources/badges`).
///
/// The plugin has SwiftPM build the `starbadge` product first. The plugin asks to write into the
/// package directory because that is where the badges go; it writes nothing itself.
/// The tool's exit status becomes the command's: a failure is reported with it, and
/// starbadge's own messages reach the terminal unchanged.
@main
struct StarBadgePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try await buildTool()
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        process.environment = Self.environment()
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw StarBadgePluginError.toolFailed(status: process.terminationStatus, arguments: arguments)
        }
    }

    /// Builds the `starbadge` product (debug: the first build takes the least
    /// time) and returns its executable.
    func buildTool() async throws -> URL {
        let result = try await packageManager.build(.product("starbadge"), parameters: .init(configuration: .debug))
        guard result.succeeded else {
            throw StarBadgePluginError.buildFailed(log: result.logText)
        }
        guard let tool = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw StarBadgePluginError.buildFailed(log: "the build of the starbadge product gave no executable")
        }
        return tool.url
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
    case buildFailed(log: String)

    var description: String {
        switch self {
        case .toolFailed(let status, let arguments):
            return "starbadge \(arguments.first ?? "") failed (exit status \(status)); its message is above"
        case .buildFailed(let log):
            return "could not build starbadge:\n\(log)"
        }
    }
}
