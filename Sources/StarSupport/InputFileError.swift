import StarUnicode

/// Why an input file could not be read. Every case names the file as given,
/// so the message can be shown as is; the kinds are the same for every input
/// (fonts, pictures, batch files, manifests), so a command can give each
/// kind one exit status.
package enum InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path (or a folder on the way is missing).
    case missing(path: String)
    /// The file exists but the system refuses to open or read it (`reason`
    /// is the system's message).
    case unreadable(path: String, reason: String)
    /// The path names a folder.
    case directory(path: String)
    /// The path names something that is not a regular file: a named pipe
    /// (where none is accepted, or one that nothing writes to), a device or
    /// a socket. `kind` says which, in words.
    case notRegularFile(path: String, kind: String)
    /// The file is larger than the limit (bytes; `size` is nil when it was
    /// found out while reading a pipe).
    case tooLarge(path: String, size: Int?, limit: Int)

    /// The path as given.
    package var path: String {
        switch self {
        case .missing(let path), .unreadable(let path, _), .directory(let path), .notRegularFile(let path, _),
             .tooLarge(let path, _, _):
            return path
        }
    }

    /// What is wrong, without the path.
    package var reason: String {
        switch self {
        case .missing: return "no such file"
        case .unreadable(_, let reason): return reason
        case .directory: return "it is a folder, not a file"
        case .notRegularFile(_, let kind): return "it is \(kind), not a regular file"
        case .tooLarge(_, let size, let limit):
            return (size.map { "it is \($0) bytes, more" } ?? "it is larger") + " than the limit of \(Self.bytes(limit))"
        }
    }

    package var description: String { "cannot read '\(Echo.value(path))': \(reason)" }

    /// A limit in words: whole MiB when it is one.
    private static func bytes(_ count: Int) -> String {
        count >= 1_048_576 && count % 1_048_576 == 0 ? "\(count / 1_048_576) MiB" : "\(count) bytes"
    }
}
