import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CommandRunner {
    /// Runs `starbadge` with `arguments` in `directory`, feeding `input` to its
    /// standard input (then closing it), and waits for it.
    public static func run(_ arguments: [String], in directory: URL? = nil, standardInput input: [UInt8]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Feed the input and drain both outputs on their own threads, so no pipe can fill up and block.
        let group = DispatchGroup()
        // A child that exits without reading all its input must not kill the test with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let writer = stdin.fileHandleForWriting
        group.enter()
        DispatchQueue.global().async {
            try? writer.write(contentsOf: Data(input))
            try? writer.close()
            group.leave()
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
}
