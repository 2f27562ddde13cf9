#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StarBadge

/// The temporary files being written right now, so that an interrupted
/// process can remove them: no partial file survives a signal.
enum TemporaryFiles {
    private static let registry = Locked<Set<String>>([])

    /// Creates `path` exclusively and registers it; nil (errno set) on failure.
    static func create(_ path: String, readable: Bool = false) -> Int32? {
        registry.withLock { paths -> Int32? in
            let fd = POSIX.createExclusive(path, readable: readable)
            guard fd >= 0 else { return nil }
            paths.insert(path)
            return fd
        }
    }

    /// Renames the finished temporary file into place; the errno message on failure.
    static func commit(_ temporary: String, to destination: String) -> String? {
        registry.withLock { paths -> String? in
            guard rename(temporary, destination) == 0 else { return POSIX.errorMessage() }
            paths.remove(temporary)
            return nil
        }
    }

    /// Removes a temporary file that will not be used.
    static func discard(_ path: String) {
        registry.withLock { paths in
            unlink(path)
            paths.remove(path)
        }
    }

    /// Removes every registered file and never returns: `_exit(status)` while
    /// holding the lock, so no rename can complete after the cleanup.
    static func removeAllAndExit(_ status: Int32) -> Never {
        registry.withLock { paths -> Never in
            for path in paths { unlink(path) }
            _exit(status)
        }
    }
}
