import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `starbadge` executable as a real process.
public enum CommandRunner {
    public struct Result: Sendable {
        public let status: Int32
        public let output: [UInt8]
        public let error: String
        public var outputText: String { String(decoding: output, as: UTF8.self) }
        /// Control characters on standard error other than the line break
        /// (none should reach a terminal: messages show values as \u{1B}).
        public var rawControlsInError: [Unicode.Scalar] {
            error.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
        }
    }

    public static var executable: URL { PackagePaths.products.appendingPathComponent("starbadge") }

    /// Runs `starbadge` with `arguments` in `directory` and waits for it.
    public static func run(_ arguments: [String], in directory: URL? = nil, executable: URL? = nil,
                           environment: [String: String] = [:]) throws -> Result {
        try run(arguments, in: directory, executable: executable, input: nil, environment: environment)
    }

    /// Runs `starbadge`; with `input`, feeds it to standard input and closes it,
    /// else standard input is /dev/null. Both outputs are drained on their own
    /// threads while the child runs, so no pipe can fill up and block it.
    static func run(_ arguments: [String], in directory: URL?, executable: URL?, input: [UInt8]?,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? Self.executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        let group = DispatchGroup()
        if let input {
            // A child that exits without reading all its input must not kill the test with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
            let writer = stdin.fileHandleForWriting
            group.enter()
            DispatchQueue.global().async {
                try? writer.write(contentsOf: Data(input))
                try? writer.close()
                group.leave()
            }
        }
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
