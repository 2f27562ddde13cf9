#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file to write, as pieces: bytes in memory and spooled
/// parts, so that a large report never has to be in memory at once.
struct FileContent {
    enum Part {
        case bytes([UInt8])
        case spool(SpoolFile)
    }

    let parts: [Part]

    init(_ parts: [Part]) { self.parts = parts }

    init(_ bytes: [UInt8]) { parts = [.bytes(bytes)] }

    var size: Int {
        parts.reduce(0) { total, part in
            switch part {
            case .bytes(let bytes): return total + bytes.count
            case .spool(let spool): return total + spool.size
            }
        }
    }

    /// Hands `body` the content in order, a piece of at most 1 MiB at a
    /// time; stops at the first failure message (its own or `body`'s).
    func forEachPiece(_ body: (UnsafeRawBufferPointer) -> String?) -> String? {
        for part in parts {
            switch part {
            case .bytes(let bytes):
                if let failure = bytes.withUnsafeBytes(body) { return failure }
            case .spool(let spool):
                var offset = 0
                while offset < spool.size {
                    switch spool.read(at: offset, count: 1_048_576) {
                    case .failure(let problem): return problem.message
                    case .success(let piece):
                        guard !piece.isEmpty else { return "a temporary file ended early" }
                        if let failure = piece.withUnsafeBytes(body) { return failure }
                        offset += piece.count
                    }
                }
            }
        }
        return nil
    }

    /// Whether the regular file at `path` holds exactly this content.
    func matches(fileAt path: String) -> Bool {
        guard POSIX.regularFileSize(path) == size else { return false }
        // Non-blocking: a file swapped for a named pipe since the check cannot hang the open.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var offset = 0
        let difference = forEachPiece { piece in
            guard case .success(let existing) = POSIX.readAt(offset, from: fd, count: piece.count),
                  existing.count == piece.count, existing.elementsEqual(piece) else { return "different" }
            offset += piece.count
            return nil
        }
        guard difference == nil, case .success(let rest) = POSIX.readAt(offset, from: fd, count: 1) else { return false }
        return rest.isEmpty
    }
}
