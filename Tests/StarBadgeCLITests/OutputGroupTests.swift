import Foundation
import Testing
import StarBadgeTestSupport
@testable import StarBadgeCLI

/// Every destination of a run is planned before any is written: a device,
/// pipe or folder among several outputs is refused up front, and the files
/// of one run (a badge and its dark variant; a batch entry's variants) are
/// written all or none (issue 32, item 5).
@Suite("Output groups: planned first, written all or none")
struct OutputGroupTests {
    @Test("render with a dark variant beside a device is refused; no file beside the device", arguments: ["/dev/null", "/dev/stdout"])
    func darkBesideDevice(device: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let before = FileManager.default.fileExists(atPath: device + ".dark")
        let result = try CommandRunner.run(["render", "--rating", "4", "--dark-on-color", "gold", "-o", device], in: folder)
        #expect(result.status == 73, "\(result.error)")
        #expect(result.error.contains("device"), "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(FileManager.default.fileExists(atPath: device + ".dark") == before)
    }

    @Test("render: a dark file that is a folder stops the run before the light file is written")
    func darkIsFolder() throws {
        let folder = try CommandRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("e.dark.png"), withIntermediateDirectories: false)
        let result = try CommandRunner.run(["render", "--rating", "4", "--dark-on-color", "gold", "-o", "e.png"], in: folder)
        #expect(result.status == 73, "\(result.error)")
        #expect(result.error.contains("folder"), "\(result.error)")
        #expect(CommandRunner.contents(of: folder) == ["e.dark.png"])
    }

    @Test("render -o /dev/stdout alone still writes the PNG to the device")
    func deviceAlone() throws {
        let result = try CommandRunner.run(["render", "--rating", "3", "-o", "/dev/stdout"])
        #expect(result.status == 0, "\(result.error)")
        #expect(Array(result.output.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test("sprite: a folder where its CSS goes stops the run before the sheet is written")
    func spriteFolder() throws {
        let folder = try CommandRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("s.css"), withIntermediateDirectories: false)
        let result = try CommandRunner.run(["sprite", "-o", "s.png", "--css", "s.css"], in: folder)
        #expect(result.status == 73, "\(result.error)")
        #expect(CommandRunner.contents(of: folder) == ["s.css"])
    }

    @Test("batch: an entry whose dark file is a folder fails alone, its light file not written")
    func batchEntryDarkFolder() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,dark-on-color\ne,4,gold\nf,3,gold\n", to: "in.csv")
        try FileManager.default.createDirectory(at: workspace.url("out/e.dark.png"), withIntermediateDirectories: true)
        let result = try workspace.batch(["in.csv", "--out-dir", "out"])
        #expect(result.status == 73 || result.status == 65, "\(result.error)")
        #expect(result.error.contains("e.dark.png"), "\(result.error)")
        #expect(!workspace.exists("out/e.png"))
        #expect(workspace.exists("out/f.png") && workspace.exists("out/f.dark.png"))
    }
}
