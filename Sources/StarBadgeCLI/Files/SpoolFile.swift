#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StarSupport

/// Bytes collected while a batch runs (report lines, standard input) and
/// read back at its end, so that memory does not grow with the number of
/// entries: the first MiB stays in memory, the rest goes to a temporary file
/// without a name (nobody sees it, and it disappears with the process, also
/// when the process is killed). When no such file can be made or written
/// (a full disk), the bytes stay in memory instead: nothing is lost.
final class SpoolFile {
    private let folder: String
    private var fd: Int32 = -1
    /// Bytes in the file; those after them are in `memory`.
    private var fileSize = 0
    private var memory: [UInt8] = []
    /// Set when the file failed: everything from then on stays in memory.
    private var memoryOnly = false

    static let memoryLimit = 1_048_576

    /// Bytes appended so far.
    var size: Int { fileSize + memory.count }

    /// A spool whose file, if it needs one, goes in `folder`.
    init(in folder: String) {
        self.folder = folder.isEmpty ? "." : folder
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    func append(_ bytes: UnsafeRawBufferPointer) {
        memory.append(contentsOf: bytes)
        if memory.count >= Self.memoryLimit, !memoryOnly { spill() }
    }

    /// The content from `offset`, up to `count` bytes (fewer only at the end).
    func read(at offset: Int, count: Int) -> Result<[UInt8], SpoolFile.ReadError> {
        if offset >= fileSize {
            let start = min(offset - fileSize, memory.count)
            return .success(Array(memory[start..<min(memory.count, start + count)]))
        }
        switch POSIX.readAt(offset, from: fd, count: min(count, fileSize - offset)) {
        case .success(let bytes): return .success(bytes)
        case .failure(let problem): return .failure(SpoolFile.ReadError(message: "cannot read a temporary file: \(problem.message)"))
        }
    }

    /// Moves the bytes in memory to the end of the file.
    private func spill() {
        if fd < 0 {
            fd = Self.createFile(in: folder)
            guard fd >= 0 else { memoryOnly = true; return }
        }
        var written = 0
        let complete = memory.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            while written < buffer.count {
                let count = pwrite(fd, base + written, buffer.count - written, off_t(fileSize + written))
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        if complete {
            fileSize += memory.count
            memory.removeAll(keepingCapacity: true)
        } else {
            // What reached the file is ignored; the bytes stay in memory.
            memoryOnly = true
        }
    }

    /// A file without a name (O_TMPFILE), or else a named one removed at
    /// once (inside an interruption section, so no signal leaves it).
    private static func createFile(in folder: String) -> Int32 {
        let fd = FileCalls.createAnonymous(in: folder, readable: true)
        if fd >= 0 { return fd }
        let path = TemporaryName.spool(in: folder)
        AtomicFile.section.begin()
        defer { AtomicFile.section.end() }
        let named = FileCalls.createExclusive(path, readable: true)
        if named >= 0 { unlink(path) }
        return named
    }
}

extension SpoolFile {
    /// Why spooled bytes could not be read back.
    struct ReadError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
