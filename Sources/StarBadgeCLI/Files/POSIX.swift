#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import StarText

/// Thin, typed wrappers over the few POSIX calls the commands need
/// (Foundation stays off the start-up path).
enum POSIX {
    /// The message for the current `errno`.
    static func errorMessage(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Writes all of `bytes` to `fd`, retrying on interruption and short writes.
    /// Returns nil on success, else the errno message.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
        guard var pointer = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(fd, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errorMessage()
            }
            remaining -= written
            pointer += written
        }
        return nil
    }

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

    /// Opens a new file for writing, failing if it exists; -1 and errno on failure.
    static func createExclusive(_ path: String, readable: Bool = false) -> Int32 {
        open(path, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    }

    /// A new file without a name in `folder` (Linux `O_TMPFILE`): nobody can
    /// see it until `link(anonymous:to:)` names it, and it vanishes with the
    /// process otherwise. -1 and errno where the system or file system lacks it.
    /// `directory`: a folder descriptor `folder` is relative to (the working folder by default).
    static func createAnonymous(in folder: String, relativeTo directory: Int32 = AT_FDCWD, readable: Bool = false) -> Int32 {
        #if os(Linux)
        // O_TMPFILE is __O_TMPFILE | O_DIRECTORY, a macro Swift does not import.
        let temporaryFile: Int32 = 0o20_000_000 | O_DIRECTORY
        return openat(directory, folder.isEmpty ? "." : folder, temporaryFile | (readable ? O_RDWR : O_WRONLY) | O_CLOEXEC, 0o666)
        #else
        errno = EOPNOTSUPP
        return -1
        #endif
    }

    /// Gives the anonymous file `fd` the name `path` (relative to the folder
    /// descriptor `directory`), atomically and only if nothing is there
    /// (EEXIST otherwise); 0, or -1 and errno.
    static func link(anonymous fd: Int32, to path: String, relativeTo directory: Int32 = AT_FDCWD) -> Int32 {
        #if os(Linux)
        // The file itself (AT_EMPTY_PATH) where this process may do that, else through /proc.
        if emptyPathLinks.load(ordering: .relaxed) {
            let emptyPath: Int32 = 0x1000  // AT_EMPTY_PATH, which Swift does not import without _GNU_SOURCE
            if linkat(fd, "", directory, path, emptyPath) == 0 { return 0 }
            guard errno == EPERM || errno == ENOENT || errno == EINVAL else { return -1 }
            emptyPathLinks.store(false, ordering: .relaxed)
        }
        return linkat(AT_FDCWD, "/proc/self/fd/\(fd)", directory, path, AT_SYMLINK_FOLLOW)
        #else
        errno = EOPNOTSUPP
        return -1
        #endif
    }

    /// Whether `linkat(AT_EMPTY_PATH)` may still work (it needs a privilege or a recent kernel).
    private static let emptyPathLinks = Atomic<Bool>(true)

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
                return .failure(.cannotRead(errorMessage()))
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

    /// Where a symbolic link points, followed through further links (at most
    /// 40), even when the last target does not exist yet; nil when `path`
    /// is not a link or the chain loops.
    static func linkTarget(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: 4097)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current == path ? nil : current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : FilePaths.directory(current) + target
        }
        return nil
    }

    /// Creates one directory; nil on success (or if it exists), else the errno message.
    static func makeDirectory(_ path: String) -> String? {
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return nil }
        return errorMessage()
    }

    /// The permission bits of an existing file.
    static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    static var processID: Int32 { getpid() }

    /// The working folder, absolute.
    static var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Processors available to this process.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
