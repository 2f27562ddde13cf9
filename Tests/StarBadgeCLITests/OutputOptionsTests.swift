import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// Alt text stored in the PNG, and --optimize, through the real command.
@Suite("PNG metadata and --optimize")
struct OutputOptionsTests {
    static func text(_ key: String, in bytes: [UInt8]) -> String? { PNGText.text(key, in: bytes) }

    @Test("the alt text is the PNG's Title, in any locale", arguments: [
        ([String](), "3.5 out of 5 stars"),
        (["--locale", "fr"], "3,5 sur 5 étoiles"),
        (["--locale", "ja"], "5つ星のうち3.5"),
        (["--alt", "Rated {rating} of {max}"], "Rated 3.5 of 5"),
    ])
    func title(extra: [String], expected: String) throws {
        let result = try CommandRunner.run(["render", "--rating", "3.5", "-o", "-"] + extra)
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.text("Title", in: result.output) == expected)
        #expect((try? PNGDecoder().decode(result.output)) != nil)
    }

    @Test("--no-metadata stores no text; --optimize is never larger and has the same pixels")
    func switches() throws {
        let plain = try CommandRunner.run(["render", "--rating", "3.5", "-o", "-", "--no-metadata"]).output
        #expect(Self.text("Title", in: plain) == nil)
        let optimized = try CommandRunner.run(["render", "--rating", "3.5", "-o", "-", "--no-metadata", "--optimize"]).output
        #expect(optimized.count <= plain.count)
        #expect(try PNGDecoder().decode(optimized) == PNGDecoder().decode(plain))
    }

    /// The reported case: its 216 KB of rows span two segments, and the
    /// binary-tree search misplaced positions just before the first one's
    /// end, so a later match copied the wrong bytes (rows 50–66 wrong, zlib:
    /// "incorrect data check").
    @Test("--optimize writes a valid PNG for a badge whose rows span two segments")
    func optimizeAcrossSegments() throws {
        let arguments = ["render", "--rating", "3.37", "--label", "x", "--height", "100", "-o", "-", "--no-metadata"]
        let plain = try CommandRunner.run(arguments)
        let optimized = try CommandRunner.run(arguments + ["--optimize"])
        #expect(optimized.status == 0, "\(optimized.error)")
        #expect(try PNGDecoder().decode(optimized.output) == PNGDecoder().decode(plain.output))
        #expect(optimized.output.count <= plain.output.count)
    }

    @Test("batch entries carry their own alt text")
    func batch() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name,rating,alt\na,4,\nb,2,Two of {max}\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
        let result = try CommandRunner.run(["batch", "in.csv", "--out-dir", "out", "--quiet", "--locale", "de"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let a = try Array(Data(contentsOf: folder.appendingPathComponent("out/a.png")))
        let b = try Array(Data(contentsOf: folder.appendingPathComponent("out/b.png")))
        #expect(Self.text("Title", in: a) == "4 von 5 Sternen")
        #expect(Self.text("Title", in: b) == "Two of 5")
    }

    @Test("measure takes render's output options (--alt, --locale, --no-metadata) as README says")
    func measureOptions() throws {
        let result = try CommandRunner.run(["measure", "--rating", "3.5", "--alt", "Rated {rating}", "--locale", "de", "--no-metadata"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.outputText.contains("\"alt\": \"Rated 3,5\""), "\(result.outputText)")
    }
}
