import Foundation
import Testing
@testable import StarText
import StarSupport

/// `InputFile`, the one way inputs are opened: never blocking in open(2),
/// checked before a byte is read, the same error kinds for every caller.
@Suite("InputFile")
struct InputFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("inputfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a named pipe nothing writes to is refused without blocking, unless pipes are accepted")
    func namedPipe() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(InputFile.problem(at: path) == .notRegularFile(path: path, kind: "a named pipe"))
        let pipe = try InputFile(path: path, accepting: .regularFileOrPipe)
        #expect(pipe.isPipe)
        #expect(try pipe.read(upTo: 16).isEmpty)  // no writer: the end, at once
    }

    @Test("a folder, a device and a missing path are told apart; a regular file reads whole")
    func kinds() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(InputFile.problem(at: folder.path) == .directory(path: folder.path))
        #expect(InputFile.problem(at: "/dev/null") == .notRegularFile(path: "/dev/null", kind: "a character device"))
        let missing = folder.appendingPathComponent("nope").path
        #expect(InputFile.problem(at: missing) == .missing(path: missing))
        #expect(InputFile.problem(at: missing + "/x") == .missing(path: missing + "/x"))
        let file = folder.appendingPathComponent("f.bin").path
        try Data([1, 2, 3, 4, 5]).write(to: URL(fileURLWithPath: file))
        #expect(try InputFile.contents(of: file, limit: 5) == [1, 2, 3, 4, 5])
        #expect(throws: InputFileError.tooLarge(path: file, size: 5, limit: 4)) { try InputFile.contents(of: file, limit: 4) }
        #expect(InputFileError.directory(path: "d").description == "cannot read 'd': it is a folder, not a file")
    }
}
