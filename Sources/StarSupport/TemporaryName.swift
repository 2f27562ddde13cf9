#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The names of the package's temporary files, made and recognised here
/// alone: `.<name>.tmp-<pid>-<n>` beside a file being replaced, and
/// `.starbadge-spool-<pid>-<n>` for spooled bytes. The process ID lets the
/// next run in a folder remove what a killed process left (`owner(of:)`).
package enum TemporaryName {
    /// `.<name>.tmp-<pid>-<n>` in the folder of `path` (a name or a path):
    /// unique within the process.
    package static func beside(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return ".\(path).tmp-\(processID)-\(nextSerial())" }
        return String(path[...slash]) + ".\(path[path.index(after: slash)...]).tmp-\(processID)-\(nextSerial())"
    }

    /// `.starbadge-spool-<pid>-<n>` in `folder`.
    package static func spool(in folder: String) -> String {
        folder + "/\(spoolPrefix)\(processID)-\(nextSerial())"
    }

    /// The process that named `name` (one of the names above), or nil for
    /// any other name and for this process's own.
    package static func owner(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name != ".", name != ".." else { return nil }
        let marker: String
        if name.hasPrefix(spoolPrefix) {
            marker = spoolPrefix
        } else if mentionsTemporary(name), let range = name.ranges(of: ".tmp-").last {
            marker = String(name[..<range.upperBound])
        } else {
            return nil
        }
        let rest = name.dropFirst(marker.count).split(separator: "-", omittingEmptySubsequences: false)
        guard rest.count == 2, rest.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) && $0.count <= 10 }),
              let pid = pid_t(rest[0]), pid > 0, pid != getpid() else { return nil }
        return pid
    }

    /// Whether ".tmp-" is in `name`, byte by byte: the generic `ranges(of:)`
    /// costs a process its first use (the sweep reads every name of a folder).
    private static func mentionsTemporary(_ name: String) -> Bool {
        let marker: [UInt8] = [0x2E, 0x74, 0x6D, 0x70, 0x2D]  // ".tmp-"
        var matched = 0
        for byte in name.utf8 {
            matched = byte == marker[matched] ? matched + 1 : (byte == marker[0] ? 1 : 0)
            if matched == marker.count { return true }
        }
        return false
    }

    private static let spoolPrefix = ".starbadge-spool-"
    /// Makes names unique between threads of one process.
    private static let serials = Atomic<Int>(0)
    private static let processID = getpid()

    private static func nextSerial() -> Int {
        serials.add(1, ordering: .relaxed).newValue
    }
}
