#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The system calls files are written with, shared by the library's
/// writer and the command line's.
package enum FileCalls {
    /// The message for the current `errno`.
    package static func errorMessage(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Writes all of `bytes` to `fd`, retrying on interruption and short writes.
    /// Returns nil on success, else the errno message.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
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

    /// Opens a new file for writing, failing if anything (a link too) is at
    /// `path` (relative to the folder descriptor `directory`); -1 and errno on failure.
    package static func createExclusive(_ path: String, relativeTo directory: Int32 = AT_FDCWD, readable: Bool = false) -> Int32 {
        openat(directory, path, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    }

    /// A new file without a name in `folder` (Linux `O_TMPFILE`): nobody can
    /// see it until `link(anonymous:to:)` names it, and it vanishes with the
    /// process otherwise. -1 and errno where the system or file system lacks it.
    /// `directory`: a folder descriptor `folder` is relative to (the working folder by default).
    package static func createAnonymous(in folder: String, relativeTo directory: Int32 = AT_FDCWD, readable: Bool = false) -> Int32 {
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
    package static func link(anonymous fd: Int32, to path: String, relativeTo directory: Int32 = AT_FDCWD) -> Int32 {
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

    /// Where a symbolic link points, followed through further links (at most
    /// 40), even when the last target does not exist yet; nil when `path`
    /// is not a link or the chain loops. Relative targets are taken from the link's folder.
    package static func linkTarget(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current == path ? nil : current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = current.lastIndex(of: "/").map { String(current[...$0]) } ?? ""
            current = target.hasPrefix("/") ? target : folder + target
        }
        return nil
    }

    /// Whether `linkat(AT_EMPTY_PATH)` may still work (it needs a privilege or a recent kernel).
    private static let emptyPathLinks = Atomic<Bool>(true)
}
