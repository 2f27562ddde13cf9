#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A temporary file without a name that collects text while a batch runs
/// (report lines, standard input) and is read back at its end, so that
/// memory does not grow with the number of entries. Nobody sees it, and it
/// disappears with the process, also when the process is killed.
final class SpoolFile {
    private let fd: Int32
    private var buffer: [UInt8] = []
    /// Bytes appended so far.
    private(set) var size = 0
    /// The first write failure, reported when the content is used.
    private var failure: String?

    private static let bufferSize = 65_536
    private static let serialNumbers = Atomic<Int>(0)

    /// A spool in `folder`; nil with the errno message when no file can be made there.
    static func make(in folder: String) -> Result<SpoolFile, SpoolError> {
        var fd = POSIX.createAnonymous(in: folder, readable: true)
        if fd < 0 {
            // No O_TMPFILE here: a named file, removed at once (registered meanwhile, for signals).
            let serial = serialNumbers.add(1, ordering: .relaxed).newValue
            let path = (folder.isEmpty ? "." : folder) + "/.starbadge-spool-\(POSIX.processID)-\(serial)"
            guard let named = TemporaryFiles.create(path, readable: true) else {
                return .failure(SpoolError(message: "cannot make a temporary file in '\(folder)': \(POSIX.errorMessage())"))
            }
            TemporaryFiles.discard(path)
            fd = named
        }
        return .success(SpoolFile(fd: fd))
    }

    private init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit { close(fd) }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    func append(_ bytes: UnsafeRawBufferPointer) {
        size += bytes.count
        if buffer.count + bytes.count > Self.bufferSize { flush() }
        if bytes.count >= Self.bufferSize {
            writeOut(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// The content from `offset`, up to `count` bytes; the failure message
    /// if writing or reading it failed.
    func read(at offset: Int, count: Int) -> Result<[UInt8], SpoolError> {
        flush()
        if let failure { return .failure(SpoolError(message: failure)) }
        switch POSIX.readAt(offset, from: fd, count: min(count, max(0, size - offset))) {
        case .success(let bytes): return .success(bytes)
        case .failure(let problem): return .failure(SpoolError(message: "cannot read a temporary file: \(problem.message)"))
        }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { writeOut($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeOut(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        if let problem = POSIX.writeAll(fd, bytes) { failure = "cannot write a temporary file: \(problem)" }
    }
}

/// Why a spool file could not be made, written or read.
struct SpoolError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
