import StarUnicode
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Writes files so that readers see either the old file or the complete new
/// one, never a partial file. A new file is written without a name
/// (`O_TMPFILE`) and linked into place when complete; where that is not
/// available, and to replace an existing file, the bytes go to a temporary
/// file in the same directory, which is then renamed over the destination.
///
/// With `followingLinks` (a path the user named), a destination that is not a
/// regular file (`/dev/null`, `/dev/stdout`, a pipe) is written in place, since
/// renaming over it would replace the device, and a symbolic link keeps
/// pointing where it did: its target is replaced. Without it (batch outputs,
/// which must stay inside their folder) whatever is at the path is replaced.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to requested: String, followingLinks: Bool = true) throws(CLIError) {
        try write(FileContent(bytes), to: requested, followingLinks: followingLinks)
    }

    /// `knownKind`: what `POSIX.kind` (or `targetKind` when following links) just said is at the path.
    static func write(_ content: FileContent, to requested: String, followingLinks: Bool = true,
                      knownKind: POSIX.FileKind? = nil) throws(CLIError) {
        guard !requested.isEmpty else { throw .cannotWrite(path: requested, reason: "the file name is empty") }
        var path = requested
        let kind = knownKind ?? (followingLinks ? POSIX.targetKind(requested) : POSIX.kind(requested))
        switch kind {
        case .directory:
            throw .cannotWrite(path: requested, reason: "it is a folder")
        case .other:
            guard followingLinks else { throw .cannotWrite(path: requested, reason: "it is a device, pipe or socket") }
            try writeInPlace(content, to: requested)
            return
        case .file:
            if followingLinks, POSIX.kind(requested) == .symlink, let target = POSIX.resolvedPath(requested) {
                path = target
            }
        case .symlink:
            // A link to a file not made yet: the file is made where it points, the link stays.
            if followingLinks {
                guard let target = POSIX.linkTarget(requested) else {
                    throw .cannotWrite(path: requested, reason: "it is a symbolic link that loops")
                }
                path = target
            }
        case .missing:
            break
        }
        Interruption.installOnce()
        StaleTemporaryFiles.sweep(FilePaths.directory(path))
        if kind == .missing || kind == .symlink && path != requested, writeAnonymous(content, to: path) { return }
        // A replaced file keeps its permissions (the new file is otherwise made with the default mode).
        let mode = kind == .file ? POSIX.permissions(path) : nil
        let temporary = temporaryPath(for: path)
        guard let fd = TemporaryFiles.create(temporary) else {
            throw .cannotWrite(path: requested, reason: POSIX.errorMessage())
        }
        // Writing that fails part way (a full disk) is an I/O error, 74; a
        // file that cannot be put in place, like one that cannot be made, 73.
        if let mode { fchmod(fd, mode) }
        var failure = content.forEachPiece { POSIX.writeAll(fd, $0) }
        if close(fd) != 0, failure == nil { failure = POSIX.errorMessage() }
        if let failure {
            TemporaryFiles.discard(temporary)
            throw .io("cannot write '\(Echo.value(requested))': \(failure)")
        }
        if let failure = TemporaryFiles.commit(temporary, to: path) {
            TemporaryFiles.discard(temporary)
            throw .cannotWrite(path: requested, reason: failure)
        }
    }

    /// Writes a new file without a name and links it in when complete: no
    /// temporary name, no rename, nothing to clean up after a signal. False
    /// when this way is unavailable or something appeared at `path`
    /// meanwhile: the caller then takes the renaming way, which also reports
    /// any error.
    private static func writeAnonymous(_ content: FileContent, to path: String) -> Bool {
        let fd = POSIX.createAnonymous(in: FilePaths.directory(path))
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard content.forEachPiece({ POSIX.writeAll(fd, $0) }) == nil else { return false }
        return POSIX.link(anonymous: fd, to: path) == 0
    }

    /// Writes into an existing device or pipe, without a temporary file.
    private static func writeInPlace(_ content: FileContent, to path: String) throws(CLIError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: POSIX.errorMessage()) }
        var failure = content.forEachPiece { POSIX.writeAll(fd, $0) }
        if close(fd) != 0, failure == nil { failure = POSIX.errorMessage() }
        if let failure { throw .io("cannot write '\(Echo.value(path))': \(failure)") }
    }

    /// ".<name>.tmp-<pid>-<n>" beside the destination.
    private static func temporaryPath(for path: String) -> String {
        let directory: Substring, name: Substring
        if let slash = path.lastIndex(of: "/") {
            directory = path[...slash]
            name = path[path.index(after: slash)...]
        } else {
            directory = ""
            name = Substring(path)
        }
        return String(directory) + temporaryName(for: String(name))
    }

    /// ".<name>.tmp-<pid>-<n>": the temporary name for a file named `name`,
    /// unique within the process (what `StaleTemporaryFiles` recognises).
    static func temporaryName(for name: String) -> String {
        let serial = serialNumbers.add(1, ordering: .relaxed).newValue
        return ".\(name).tmp-\(processID)-\(serial)"
    }

    /// Makes temporary names unique between threads of one process.
    private static let serialNumbers = Atomic<Int>(0)
    private static let processID = POSIX.processID
}
