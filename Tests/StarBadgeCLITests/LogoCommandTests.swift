import Foundation
import Testing
import StarBadgeTestSupport

/// `--logo` as a user gives it: in a batch entry, and as an input no output may replace.
@Suite("Logos on the command line")
struct LogoCommandTests {
    static func medal(in folder: URL) throws {
        let source = PackagePaths.fixtures.appendingPathComponent("images/medal-full.png")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("medal.png"))
    }

    @Test("a batch entry's logo field takes a file, a glyph or an emoji")
    func batchField() throws {
        let folder = try CommandRunner.temporaryDirectory()
        try Self.medal(in: folder)
        try Data("name,rating,logo\na,3,glyph:U+2665\nb,4,medal.png\nc,2,🍕\n".utf8)
            .write(to: folder.appendingPathComponent("in.csv"))
        let result = try CommandRunner.run(["batch", "in.csv", "--label", "x", "--out-dir", "out"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let plain = try CommandRunner.run(["render", "--rating", "3", "--label", "x", "-o", "plain.png"], in: folder)
        #expect(plain.status == 0)
        // The PNG's width (IHDR, bytes 16–19): a logo widens the badge.
        func width(_ path: String) throws -> Int {
            try Data(contentsOf: folder.appendingPathComponent(path))[16..<20].reduce(0) { $0 << 8 | Int($1) }
        }
        let plainWidth = try width("plain.png")
        for name in ["a", "b", "c"] {
            #expect(try width("out/\(name).png") > plainWidth, "\(name)")
        }
    }

    /// Issue 32: a valid 16×16 picture whose zlib stream goes on with zeros
    /// after its last row (8 MiB here, 8 KiB of file; 16 GB in a 16 MiB
    /// file) was read to the stream's end, taking seconds to minutes, and
    /// drawn. Refused as bad data naming the file and the setting, with no
    /// output, as `--logo` and as `--full-image`.
    @Test("a picture whose image data goes on after its last row is refused, naming the file")
    func trailingImageData() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(RawPNG.trailingData(zeros: 8 << 20)).write(to: folder.appendingPathComponent("long tail.png"))
        for setting in ["--logo", "--full-image"] {
            let result = try CommandRunner.run(["render", "--rating", "3", setting, "long tail.png", "-o", "out.png"], in: folder)
            #expect(result.status == 65, "\(setting): \(result.error)")
            #expect(result.error.contains(setting) && result.error.contains("long tail.png")
                    && result.error.contains("after the last row"), "\(result.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        }
        // The same picture with its stream ending after the rows draws.
        try Data(RawPNG.trailingData(zeros: 0)).write(to: folder.appendingPathComponent("short.png"))
        let plain = try CommandRunner.run(["render", "--rating", "3", "--logo", "short.png", "-o", "out.png"], in: folder)
        #expect(plain.status == 0, "\(plain.error)")
    }

    @Test("an output named like the logo file is refused, and the logo is left as it was")
    func logoNotReplaced() throws {
        let folder = try CommandRunner.temporaryDirectory()
        try Self.medal(in: folder)
        let before = try Data(contentsOf: folder.appendingPathComponent("medal.png"))
        let result = try CommandRunner.run(["render", "--rating", "3", "--logo", "medal.png", "-o", "medal.png"], in: folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("--logo"), "\(result.error)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("medal.png")) == before)
    }
}
