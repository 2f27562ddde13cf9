#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Puts bytes into a file the way the CLI does: unchanged files are left
/// alone, others are replaced atomically through a temporary file in the
/// same folder (named `.NAME.tmp-PID-N`, which the CLI's next run in that
/// folder removes if a killed process left one).
enum BadgeFile {
    private static let counter = Atomic<Int>(0)

    /// Writes `bytes` to `path` (following a symbolic link to its target);
    /// false when the file already held them.
    static func write(_ bytes: [UInt8], to path: String) throws(BadgeWriteError) -> Bool {
        let target = resolvedLinks(path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists, (existing.st_mode & S_IFMT) == S_IFREG, Int(existing.st_size) == bytes.count, holds(target, bytes) {
            return false
        }
        if exists, (existing.st_mode & S_IFMT) == S_IFDIR { throw .file(path: path, reason: "is a folder") }
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = (folder.isEmpty ? "" : folder + "/")
            + ".\(name).tmp-\(getpid())-\(counter.wrappingAdd(1, ordering: .relaxed).oldValue)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .file(path: path, reason: systemReason()) }
        var failure: String? = nil
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == nil {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno != EINTR { failure = systemReason() } else if written > 0 { offset += written }
            }
        }
        if failure == nil, exists { fchmod(descriptor, existing.st_mode & 0o7777) }
        if close(descriptor) != 0, failure == nil { failure = systemReason() }
        if failure == nil, rename(temporary, target) != 0 { failure = systemReason() }
        if let failure {
            unlink(temporary)
            throw .file(path: path, reason: failure)
        }
        return true
    }

    /// Whether the file at `path` holds exactly `bytes`.
    private static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        // Non-blocking: a file swapped for a named pipe since the check cannot hang the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var content = [UInt8](repeating: 0, count: bytes.count + 1)
        var total = 0
        while total < content.count {
            let count = content.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            total += count
        }
        return total == bytes.count && content[..<total].elementsEqual(bytes)
    }

    /// `path` with symbolic links at its end followed (at most 40), relative
    /// links taken from the link's folder; a dangling link gives its target.
    private static func resolvedLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + link
            } else {
                current = link
            }
        }
        return current
    }

    /// write(2), which `write(_:to:)` hides inside this type.
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        return Musl.write(descriptor, bytes, count)
        #else
        return Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
