import StarUnicode
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StarSupport

/// Writes the files a user names, through the package's one writer
/// (`AtomicWriter`: readers see either the old file or the complete new
/// one, never a partial file), adding what a command line needs around it:
/// devices and pipes written in place, links followed, the stale temporary
/// files of killed runs swept, signals deferred while a temporary file exists.
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
                guard let target = FileCalls.linkTarget(requested) else {
                    throw .cannotWrite(path: requested, reason: "it is a symbolic link that loops")
                }
                path = target
            }
        case .missing:
            break
        }
        Interruption.installOnce()
        StaleTemporaryFiles.sweep(FilePaths.directory(path))
        // A replaced file keeps its permissions (the new file is otherwise made with the default mode).
        let mode = kind == .file ? POSIX.permissions(path) : nil
        do {
            try writer.write(name: path, isNew: kind == .missing || kind == .symlink && path != requested, mode: mode) { fd in
                content.forEachPiece { FileCalls.writeAll(fd, $0) }
            }
        } catch {
            throw failure(error, path: requested)
        }
    }

    /// The command line's writer: each temporary file inside an
    /// `Interruption` section, so a signal never leaves one behind.
    static let writer = AtomicWriter(section: section)

    /// What runs around a named temporary file of the command line's.
    static let section = AtomicWriter.Section(begin: { Interruption.beginSection() }, end: { Interruption.endSection() })

    /// Writing that fails part way (a full disk) is an I/O error, 74; a file
    /// that cannot be made or put in place, 73.
    static func failure(_ error: AtomicWriteError, path: String) -> CLIError {
        switch error {
        case .cannotWrite(let reason): return .io("cannot write '\(Echo.value(path))': \(reason)")
        case .cannotCreate(let reason), .cannotRename(let reason): return .cannotWrite(path: path, reason: reason)
        }
    }

    /// Writes into an existing device or pipe, without a temporary file.
    private static func writeInPlace(_ content: FileContent, to path: String) throws(CLIError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: FileCalls.errorMessage()) }
        var failure = content.forEachPiece { FileCalls.writeAll(fd, $0) }
        if close(fd) != 0, failure == nil { failure = FileCalls.errorMessage() }
        if let failure { throw .io("cannot write '\(Echo.value(path))': \(failure)") }
    }
}
