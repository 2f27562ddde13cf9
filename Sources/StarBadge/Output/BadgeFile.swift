#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StarSupport

/// Puts bytes into a file the way the CLI does, with the package's one
/// writer (`AtomicWriter`): unchanged files are left alone, others are
/// replaced atomically.
enum BadgeFile {
    /// Writes `bytes` to `path` (following symbolic links to their target);
    /// false when the file already held them.
    static func write(_ bytes: [UInt8], to path: String) throws(BadgeWriteError) -> Bool {
        // A link is followed to where it points, even a file not made yet.
        let target = FileCalls.linkTarget(path) ?? path
        let writer = AtomicWriter()
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists, (existing.st_mode & S_IFMT) == S_IFREG, Int(existing.st_size) == bytes.count,
           writer.holds(bytes, name: target) {
            return false
        }
        if exists, (existing.st_mode & S_IFMT) == S_IFDIR { throw .file(path: path, reason: "is a folder") }
        do {
            try writer.write(bytes, name: target, isNew: !exists, mode: exists ? existing.st_mode & 0o7777 : nil)
        } catch {
            throw .file(path: path, reason: error.reason)
        }
        return true
    }
}
