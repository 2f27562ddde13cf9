import StarText
import StarUnicode
import StarSupport
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The batch input (a file, or standard input for "-"), read in pieces and
/// twice: once to check it as a whole before anything is written, then again
/// to make the badges. A regular file is simply read again; standard input or
/// a pipe is copied to a spool file during the first reading. A path is
/// opened through `InputFile` (a regular file or a pipe, never blocking in
/// `open`); a named pipe that gives no data at all is reported as one nothing
/// writes to.
final class BatchSource {
    /// As given: a path, or "-".
    let name: String
    /// The opened file; nil for standard input.
    private let file: InputFile?
    private let fd: Int32
    private let limit: Int
    /// The copy of an input that cannot be read twice.
    private let copy: SpoolFile?
    private var offset = 0
    private var firstReading = true
    private var total = 0

    /// The pieces of the first reading (the check, on one thread).
    private static let pieceSize = 65_536
    /// The pieces of the second: the workers take entries one at a time, and
    /// the one that finds none left reads the next piece while the others wait
    /// for the lock; a small piece (about 300 entries of a short CSV) keeps
    /// that wait short.
    private static let renderingPieceSize = 8_192

    private var currentPieceSize: Int { firstReading ? Self.pieceSize : Self.renderingPieceSize }

    init(_ name: String, limit: Int) throws(CLIError) {
        self.name = name
        self.limit = limit
        if name == "-" {
            file = nil
            fd = 0
        } else {
            let opened: InputFile
            do { opened = try InputFile(path: name, accepting: .regularFileOrPipe) } catch { throw .input(error) }
            file = opened
            fd = opened.descriptor
        }
        if let size = file?.size {
            // A file known to be too large is refused before a byte is read.
            if size > limit { throw .input(.tooLarge(path: name, size: size, limit: limit)) }
            copy = nil
        } else {
            let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            copy = SpoolFile(in: folder)
        }
    }

    /// The next piece of the input, or nil at its end.
    func next() throws(CLIError) -> [UInt8]? {
        if !firstReading, let copy {
            guard offset < copy.size else { return nil }
            switch copy.read(at: offset, count: currentPieceSize) {
            case .success(let piece):
                guard !piece.isEmpty else { return nil }
                offset += piece.count
                return piece
            case .failure(let problem):
                throw .cannotRead(path: name, reason: problem.message)
            }
        }
        var piece = [UInt8](repeating: 0, count: currentPieceSize)
        while true {
            let count = piece.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return firstReading || fd == 0 ? read(fd, base, buffer.count) : pread(fd, base, buffer.count, off_t(offset))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: name, reason: FileCalls.errorMessage())
            }
            if count == 0 {
                if firstReading, total == 0, file?.isPipe == true {
                    throw .input(.unreadable(path: name, reason: "it is a pipe that gave no data (nothing writes to it)"))
                }
                return nil
            }
            piece.removeLast(piece.count - count)
            offset += count
            if firstReading {
                total += count
                // Too large is bad data (65), like a malformed file; not a missing one.
                if total > limit { throw .input(.tooLarge(path: name == "-" ? "standard input" : name, size: nil, limit: limit)) }
                piece.withUnsafeBytes { copy?.append($0) }
            }
            return piece
        }
    }

    /// Starts the second reading, from the beginning.
    func rewind() {
        firstReading = false
        offset = 0
    }
}
