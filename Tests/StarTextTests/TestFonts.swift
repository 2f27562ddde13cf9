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

/// A small deterministic generator (SplitMix64) so "random" test data is the same every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
