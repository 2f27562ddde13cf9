import Foundation
import Testing
import StarBadgeTestSupport

/// What a command says about the files it writes: an output named as an
/// image format starbadge does not write is refused rather than filled with
/// PNG bytes, and the batch summary gives a rate only for badges rendered.
@Suite("Output names and the batch summary")
struct OutputNamingTests {
    @Test("an output named .jpg, .gif, .webp, … without --format is refused with nothing written",
          arguments: ["render", "sprite"], ["x.jpg", "x.JPEG", "x.v1.webp", "x.gif", "x.tiff"])
    func otherImageExtension(command: String, name: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rating = command == "render" ? ["--rating", "4"] : []
        let result = try CommandRunner.run([command] + rating + ["-o", name], in: folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("writes PNG and SVG") && result.error.contains("--format png"), "\(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }

    @Test("--format png writes a PNG under any name; names without an image extension stay PNG",
          arguments: [["-o", "x.jpg", "--format", "png"], ["-o", "badge"], ["-o", "x.v2.png"], ["-o", "dir.jpg/x.png"]])
    func explicitFormat(arguments: [String]) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.jpg"), withIntermediateDirectories: true)
        let result = try CommandRunner.run(["render", "--rating", "4"] + arguments, in: folder)
        #expect(result.status == 0, "\(result.error)")
        let written = try Data(contentsOf: folder.appendingPathComponent(arguments[1]))
        #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("the batch summary gives badges/s only when badges were rendered")
    func batchRate() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(#"[{"name": "a", "rating": 3}, {"name": "b", "rating": 4}]"#, to: "in.json")
        let first = try workspace.batch(["in.json", "--out-dir", "out"])
        #expect(first.status == 0 && first.error.contains("2 rendered") && first.error.contains("badges/s"), "\(first.error)")
        let again = try workspace.batch(["in.json", "--out-dir", "out"])
        #expect(again.status == 0 && again.error.contains("0 rendered, 2 unchanged"), "\(again.error)")
        #expect(!again.error.contains("badges/s"), "\(again.error)")
    }
}
