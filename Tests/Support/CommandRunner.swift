import Foundation

/// Runs the built `starbadge` executable as a real process.
public enum CommandRunner {
    public struct Result: Sendable {
        public let status: Int32
        public let output: [UInt8]
        public let error: String
        public var outputText: String { String(decoding: output, as: UTF8.self) }
    }

    public static var executable: URL { PackagePaths.products.appendingPathComponent("starbadge") }

    /// Runs `starbadge` with `arguments` in `directory` and waits for it.
    public static func run(_ arguments: [String], in directory: URL? = nil, executable: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? Self.executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: Array(outputData),
                      error: String(decoding: errorData, as: UTF8.self))
    }

    /// A new empty folder for one test.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("starbadge-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names in a folder, sorted.
    public static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}
