#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Named temporary files: each lives inside an `Interruption` section, so a
/// signal can never end the process while one exists and no partial or
/// leftover file survives an interruption.
enum TemporaryFiles {
    /// Creates `path` exclusively and opens a section; nil (errno set, no
    /// section) on failure. `commit` or `discard` must follow a success.
    static func create(_ path: String, readable: Bool = false) -> Int32? {
        Interruption.beginSection()
        let fd = POSIX.createExclusive(path, readable: readable)
        guard fd >= 0 else {
            let error = errno
            Interruption.endSection()
            errno = error
            return nil
        }
        return fd
    }

    /// Renames the finished temporary file into place and closes its section;
    /// the errno message on failure (the section stays open for `discard`).
    static func commit(_ temporary: String, to destination: String) -> String? {
        guard rename(temporary, destination) == 0 else { return POSIX.errorMessage() }
        Interruption.endSection()
        return nil
    }

    /// Removes a temporary file that will not be used and closes its section.
    static func discard(_ path: String) {
        unlink(path)
        Interruption.endSection()
    }
}
