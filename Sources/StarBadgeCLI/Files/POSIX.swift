#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StarSupport
import StarText

/// Thin, typed wrappers over the few POSIX calls the commands need
/// (Foundation stays off the start-up path); those that write files are
/// StarSupport's `FileCalls`, shared with the library.
enum POSIX {
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The values of the environment variables `names` that are set.
    static func environment(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { if let value = getenv(name) { values[name] = String(cString: value) } }
        return values
    }

    /// The width in columns of the terminal on `fd`, if it is one.
    static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The width in pixels of one cell of the terminal on `fd`, when it says.
    static func terminalCellWidth(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_xpixel >= size.ws_col else { return nil }
        return Int(size.ws_xpixel) / Int(size.ws_col)
    }

    /// Reads up to `count` bytes at `offset`; nil with the errno message on failure.
    static func readAt(_ offset: Int, from fd: Int32, count: Int) -> Result<[UInt8], ReadFailure> {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return pread(fd, base + filled, count - filled, off_t(offset + filled))
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.cannotRead(FileCalls.errorMessage()))
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeLast(count - filled)
        return .success(bytes)
    }

    /// The whole content of a regular file (opened through `InputFile`), or the failure.
    static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        do { return .success(try InputFile.contents(of: path, limit: limit)) } catch {
            if case .tooLarge = error { return .failure(.tooLarge(limit)) }
            return .failure(.cannotOpen(error.reason))
        }
    }

    enum ReadFailure: Error {
        case cannotOpen(String)
        case cannotRead(String)
        case tooLarge(Int)

        var message: String {
            switch self {
            case .cannotOpen(let m), .cannotRead(let m): return m
            case .tooLarge(let limit): return "larger than the limit of \(limit / 1_048_576) MiB"
            }
        }
    }

    /// The size of a regular file (not following a final symlink), or nil.
    static func regularFileSize(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// What is at `path`, without following a final symlink.
    static func kind(_ path: String) -> FileKind { kindAndSize(path).kind }

    /// What is at `path` (not following a final symlink) and its size, with one system call.
    static func kindAndSize(_ path: String) -> (kind: FileKind, size: Int) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return (.missing, 0) }
        return (kind(of: info), Int(info.st_size))
    }

    private static func kind(of info: stat) -> FileKind {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        case S_IFREG: return .file
        default: return .other
        }
    }

    enum FileKind { case missing, file, directory, symlink, other }

    /// What `path` finally refers to, following symbolic links (a dangling
    /// link is `.symlink`).
    static func targetKind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return kind(path) == .symlink ? .symlink : .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The canonical absolute path of an existing file, links resolved.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates one directory; nil on success (or if it exists), else the errno message.
    static func makeDirectory(_ path: String) -> String? {
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return nil }
        return FileCalls.errorMessage()
    }

    /// The permission bits of an existing file.
    static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// The working folder, absolute.
    static var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Processors available to this process.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
