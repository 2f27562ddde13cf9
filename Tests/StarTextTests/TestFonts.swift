import Foundation
import StarText

/// Paths to the fonts in the package's Fonts/ directory, found from this
/// file's location, and small helpers shared by the tests.
enum TestFonts {
    /// The package root: three levels up from Tests/StarTextTests/TestFonts.swift.
    static let packageRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let dejaVuSansPath = packageRoot + "/Fonts/DejaVuSans.ttf"
    static let fontAwesomePath = packageRoot + "/Fonts/FontAwesome.ttf"
    /// The same icons as CFF (cubic) outlines.
    static let fontAwesomeOpenTypePath = packageRoot + "/Fonts/FontAwesome.otf"

    static func dejaVuSans() throws -> FontFace { try FontFace(contentsOfFile: dejaVuSansPath) }
    static func fontAwesome() throws -> FontFace { try FontFace(contentsOfFile: fontAwesomePath) }

    static func bytes(of path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes `bytes` to a new file in a fresh temporary directory and returns its path.
    static func temporaryFile(named name: String, bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("StarTextTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }
}
