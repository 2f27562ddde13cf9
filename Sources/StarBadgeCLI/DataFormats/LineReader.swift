import StarSupport
import StarText
import StarUnicode
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read line by line ('\n'-separated), a piece at a time, so a large
/// file (a million-entry manifest) is never in memory at once.
final class LineReader {
    /// The path as given, for messages.
    let path: String
    /// 1-based number of the line `next()` returned last.
    private(set) var lineNumber = 0
    private let file: InputFile
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    /// Longest line accepted (longer: the file is not what it should be).
    static let maxLineBytes = 4 * 1_048_576

    /// Opens `path` through `InputFile`: anything but a readable regular
    /// file is missing input (66), as for every input.
    init(path: String) throws(CLIError) {
        self.path = path
        do { file = try InputFile(path: path) } catch { throw .input(error) }
    }

    /// The next line without its '\n' (a last line without one included),
    /// or nil at the end of the file.
    func next() throws(CLIError) -> ArraySlice<UInt8>? {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                lineNumber += 1
                return line
            }
            searched = buffer.count
            guard buffer.count - start <= Self.maxLineBytes else {
                throw .badData("\(Echo.value(path)): line \(lineNumber + 1) is longer than \(Self.maxLineBytes) bytes")
            }
            if ended {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                lineNumber += 1
                return line
            }
            try fill()
            searched -= start
            if start > 0 { buffer.removeFirst(start); start = 0 }
        }
    }

    /// Reads the next piece onto the end of the buffer.
    private func fill() throws(CLIError) {
        let piece: [UInt8]
        do { piece = try file.read(upTo: 65_536) } catch { throw .input(error) }
        if piece.isEmpty { ended = true } else { buffer += piece }
    }
}
