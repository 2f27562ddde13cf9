#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StarBadge
import StarSupport

/// Temporary files of our own naming (`TemporaryName`: ".<name>.tmp-<pid>-<n>"
/// and ".starbadge-spool-<pid>-<n>") that a process killed outright (SIGKILL,
/// a power cut) left behind. Signals we can catch never leave one; these
/// are removed by the next run that writes into the same folder, once per
/// folder per process, when the process that named them no longer exists.
/// A file whose process is alive (perhaps another starbadge at work) stays.
enum StaleTemporaryFiles {
    private static let swept = Locked<Set<String>>([])

    /// Removes the stale temporary files in `folder` ("" or "." for the working folder), the first time only.
    static func sweep(_ folder: String) {
        let key = folder.isEmpty ? "." : folder
        guard swept.withLock({ $0.insert(key).inserted }) else { return }
        guard let directory = opendir(key) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        // The name is read up to its NUL where it lies: a record is only as
        // long as its name, so copying all of `d_name` (256 bytes) read past
        // the last record of readdir's buffer, into an unmapped page (SIGSEGV).
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(directory) {
            let bytes = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
            // Our temporary names all start with a dot: a folder of thousands
            // of badges costs one byte's look each, not a string each (a
            // process a badge writing into such a folder reads it every time).
            guard bytes.pointee == CChar(UInt8(ascii: ".")) else { continue }
            let name = String(cString: bytes)
            if let pid = TemporaryName.owner(of: name), kill(pid, 0) != 0, errno == ESRCH { stale.append(name) }
        }
        for name in stale { unlink(key + "/" + name) }
    }
}
