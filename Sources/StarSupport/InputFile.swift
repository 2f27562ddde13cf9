#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An input file opened the one way every input is opened (fonts, pictures,
/// batch files, defaults, manifests, HTML): without blocking, and checked
/// for what it is before a byte is read.
///
/// `open(2)` of a named pipe waits until something writes to it, for ever
/// if nothing does; of a device it may act on the device. So the path is
/// looked at first (a folder, device or socket is refused without being
/// opened), then opened with `O_NONBLOCK`, checked again through the open
/// descriptor (the file that is read is the file that was checked), and only
/// then made blocking for reading. A named pipe is accepted only where the
/// caller accepts one (a batch input, like `<(command)`): reading it then
/// waits for its writer, and a pipe nothing writes to reads as no data.
package final class InputFile {
    /// What the caller reads besides regular files.
    package enum Accepting: Sendable {
        case regularFile
        /// Also a pipe (a named one, or `/dev/fd/N` from `<(command)`).
        case regularFileOrPipe
    }

    /// The path as given.
    package let path: String
    /// The open descriptor (closed with this object).
    package let descriptor: Int32
    /// A regular file's size in bytes when opened; nil for a pipe.
    package let size: Int?

    /// Opens `path` for reading.
    /// - Throws: `InputFileError` naming the path: missing, unreadable, a
    ///   folder, or not a regular file (or pipe, when `accepting` one).
    package init(path: String, accepting: Accepting = .regularFile) throws(InputFileError) {
        self.path = path
        var info = stat()
        if stat(path, &info) == 0 { _ = try Self.check(info, path: path, accepting: accepting) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw Self.openError(errno, path: path) }
        do throws(InputFileError) {
            guard fstat(descriptor, &info) == 0 else { throw InputFileError.unreadable(path: path, reason: Self.reason(errno)) }
            size = try Self.check(info, path: path, accepting: accepting)
            let flags = fcntl(descriptor, F_GETFL)
            guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
                throw InputFileError.unreadable(path: path, reason: Self.reason(errno))
            }
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Whether this is a pipe rather than a regular file.
    package var isPipe: Bool { size == nil }

    /// The next at most `count` bytes; empty at the end of the file.
    /// - Throws: `.unreadable` when the system cannot read it.
    package func read(upTo count: Int) throws(InputFileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        while true {
            let got = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if got >= 0 {
                bytes.removeLast(bytes.count - got)
                return bytes
            }
            if errno != EINTR { throw .unreadable(path: path, reason: Self.reason(errno)) }
        }
    }

    /// The whole file, at most `limit` bytes: a regular file larger than
    /// that is refused before a byte is read, a pipe as soon as more arrives.
    package func readAll(limit: Int) throws(InputFileError) -> [UInt8] {
        if let size, size > limit { throw .tooLarge(path: path, size: size, limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size ?? 65_536, limit) + 1)
        while true {
            let piece = try read(upTo: min(1 << 20, limit + 1 - bytes.count))
            if piece.isEmpty { return bytes }
            bytes += piece
            if bytes.count > limit { throw .tooLarge(path: path, size: size, limit: limit) }
        }
    }

    /// Opens and reads `path` whole (see `readAll(limit:)`).
    package static func contents(of path: String, limit: Int, accepting: Accepting = .regularFile) throws(InputFileError) -> [UInt8] {
        try InputFile(path: path, accepting: accepting).readAll(limit: limit)
    }

    /// What is wrong with `path` as an input (nil: it opens as a readable
    /// regular file), found the way `init` finds it.
    package static func problem(at path: String, accepting: Accepting = .regularFile) -> InputFileError? {
        do { _ = try InputFile(path: path, accepting: accepting) } catch { return error }
        return nil
    }

    /// The regular file's size, or nil for an accepted pipe; else the error for what it is.
    private static func check(_ info: stat, path: String, accepting: Accepting) throws(InputFileError) -> Int? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Int(info.st_size)
        case S_IFDIR: throw .directory(path: path)
        case S_IFIFO:
            guard accepting == .regularFileOrPipe else { throw .notRegularFile(path: path, kind: "a named pipe") }
            return nil
        case S_IFCHR: throw .notRegularFile(path: path, kind: "a character device")
        case S_IFBLK: throw .notRegularFile(path: path, kind: "a block device")
        case S_IFSOCK: throw .notRegularFile(path: path, kind: "a socket")
        default: throw .notRegularFile(path: path, kind: "a special file")
        }
    }

    private static func openError(_ code: Int32, path: String) -> InputFileError {
        switch code {
        case ENOENT, ENOTDIR: return .missing(path: path)
        case EISDIR: return .directory(path: path)
        case ENXIO: return .notRegularFile(path: path, kind: "a device or socket that cannot be opened")
        default: return .unreadable(path: path, reason: reason(code))
        }
    }

    /// The C library's description of an errno value.
    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// `read(2)`, named apart from `InputFile.read(upTo:)`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
