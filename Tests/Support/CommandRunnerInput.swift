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
        try run(arguments, in: directory, executable: nil, input: input)
    }
}
