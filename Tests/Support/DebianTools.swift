import Foundation

/// Programs the tests run as oracles or harnesses, from Debian packages
/// (installed by `.ci/run`), with the package each comes from: tests that
/// run one say which (the `needs(_:)` trait), and are skipped with the
/// package to install when it is missing.
public enum DebianTools {
    public struct Tool: Sendable, CustomStringConvertible {
        /// The program's name, or its absolute path when the tests run it by path.
        public let name: String
        public let package: String
        public var description: String { "\(name) (Debian \(package))" }

        /// True when the program is found (by path, or on PATH).
        public var isInstalled: Bool {
            if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) }
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
    }

    /// HarfBuzz's shaper, the oracle of the shaping tests.
    public static let hbShape = Tool(name: "/usr/bin/hb-shape", package: "libharfbuzz-bin")
    /// librsvg's rasteriser, the oracle of the SVG tests.
    public static let rsvgConvert = Tool(name: "rsvg-convert", package: "librsvg2-bin")
    /// The real terminal the preview tests draw in.
    public static let tmux = Tool(name: "tmux", package: "tmux")
    /// A JSON reformatter, the way users rewrite manifests (`manifest merge` reads any layout).
    public static let jq = Tool(name: "/usr/bin/jq", package: "jq")
    /// The site builders README's recipes build with (Debian's versions, as users have them).
    public static let hugo = Tool(name: "hugo", package: "hugo")
    public static let jekyll = Tool(name: "jekyll", package: "jekyll")
    /// GNU time, which reports a command's peak memory.
    public static let gnuTime = Tool(name: "/usr/bin/time", package: "time")
}
