import Foundation
import Testing
import StarBadgeTestSupport
import StarPNG
@testable import StarBadgeCLI

/// What replacing an output file keeps: a link stays a link, a file keeps
/// its permissions.
@Suite("a replaced file keeps its link and permissions")
struct ReplacedFileTests {
    @Test("-o through a link to a file not made yet writes the file where it points; the link stays")
    func danglingLink() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "real/b.png")
        let result = try CommandRunner.run(["render", "--rating", "4", "-o", "link.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.png").path) == "real/b.png")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("real/b.png").path))
    }
    @Test("replacing a file keeps its permissions")
    func keepsMode() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("b.png")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try CommandRunner.run(["render", "--rating", "4", "-o", "b.png"], in: folder).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try Data(contentsOf: file).count > 100)
    }
}
