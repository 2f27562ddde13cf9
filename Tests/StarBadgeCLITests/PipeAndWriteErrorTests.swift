import Foundation
import Testing
import StarBadgeTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Exit codes that come from the failure's kind: a closed pipe or a full
/// disk while writing is an I/O error (74), found by hostile testing as a
/// kill by SIGPIPE (141, no message) and as 73.
@Suite("Closed pipes and write errors")
struct PipeAndWriteErrorTests {
    /// Runs starbadge with standard output (or error) a pipe whose reading end is already closed.
    static func runIntoClosedPipe(_ arguments: [String], stream: Int32, in folder: URL? = nil) throws -> (status: Int32, error: String) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let closed = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let errors = Pipe()
        if stream == 1 {
            process.standardOutput = closed
            process.standardError = errors
        } else {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = closed
        }
        try process.run()
        try closed.close()
        let text = stream == 1 ? String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) : ""
        process.waitUntilExit()
        return (process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus, text)
    }

    @Test("a closed standard output is exit 74 with a message, not a kill by SIGPIPE")
    func closedOutput() throws {
        let result = try Self.runIntoClosedPipe(["render", "--rating", "4", "--size", "1000", "-o", "-"], stream: 1)
        #expect(result.status == 74, "\(result.error)")
        #expect(result.error.contains("cannot write to standard output"))
    }

    @Test("a batch whose standard error is a closed pipe still writes every file and the manifest, then exits 74")
    func closedErrorOutput() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,label\na,4,中\nb,3,x\n", to: "in.csv")
        let result = try Self.runIntoClosedPipe(["batch", "in.csv", "--out-dir", "out", "--manifest", "m.json", "--no-system-fonts"],
                                                stream: 2, in: URL(fileURLWithPath: workspace.path(".")))
        #expect(result.status == 74)
        #expect(workspace.snapshot("out").paths == ["a.png", "b.png"])
        #expect(FileManager.default.fileExists(atPath: workspace.path("m.json")))
    }

    @Test("a write that fails part way (a full device) is exit 74")
    func fullDevice() throws {
        let result = try CommandRunner.run(["render", "--rating", "4", "-o", "/dev/full"])
        #expect(result.status == 74 && result.error.contains("/dev/full"), "\(result.error)")
    }

    @Test("a batch input over 256 MiB is bad data (65), not a missing file")
    func oversizedInput() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.csv")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 257 * 1_048_576)  // sparse: no disk used
        try handle.close()
        let result = try CommandRunner.run(["batch", "big.csv", "--out-dir", "out"], in: folder)
        #expect(result.status == 65 && result.error.contains("256 MiB"), "\(result.error)")
        #expect(CommandRunner.contents(of: folder) == ["big.csv"])
    }
}
