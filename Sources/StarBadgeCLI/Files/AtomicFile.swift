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
        let destination = try Destination(requested, followingLinks: followingLinks, knownKind: knownKind)
        if destination.kind == .other {
            try writeInPlace(content, to: requested)
            return
        }
        Interruption.installOnce()
        StaleTemporaryFiles.sweep(FilePaths.directory(destination.path))
        do {
            try writer.write(name: destination.path, isNew: destination.isNew, mode: destination.mode) { fd in
                content.forEachPiece { FileCalls.writeAll(fd, $0) }
            }
        } catch {
            throw failure(error, path: requested)
        }
    }

    /// Writes the files of one run (a badge and its dark variant) as one:
    /// every file is complete under a temporary name beside its destination
    /// before the first is renamed into place, so a failure while writing
    /// any leaves all of them as they were. A file that already holds its
    /// bytes is left alone. Each path must be a regular file or nothing
    /// (`OutputPlan` refuses devices and folders among several outputs).
    static func writeTogether(_ files: [(bytes: [UInt8], path: String)]) throws(CLIError) {
        let changed = files.filter { file in
            let (kind, size) = POSIX.kindAndSize(file.path)
            return !(kind == .file && size == file.bytes.count && writer.holds(file.bytes, name: file.path))
        }
        if changed.count <= 1 {
            for file in changed { try write(FileContent(file.bytes), to: file.path) }
            return
        }
        Interruption.installOnce()
        var prepared: [AtomicWriter.Pending] = []
        for file in changed {
            do throws(CLIError) {
                let destination = try Destination(file.path, followingLinks: true, knownKind: nil)
                guard destination.kind != .other else {
                    throw CLIError.cannotWrite(path: file.path, reason: "it is a device, pipe or socket, and this run writes more than one file")
                }
                StaleTemporaryFiles.sweep(FilePaths.directory(destination.path))
                do {
                    prepared.append(try writer.prepare(name: destination.path, mode: destination.mode) { fd in
                        file.bytes.withUnsafeBytes { FileCalls.writeAll(fd, $0) }
                    })
                } catch {
                    throw failure(error, path: file.path)
                }
            } catch {
                prepared.forEach(writer.discard)
                throw error
            }
        }
        for (index, pending) in prepared.enumerated() {
            do { try writer.commit(pending) } catch {
                prepared[(index + 1)...].forEach(writer.discard)
                throw failure(error, path: changed[index].path)
            }
        }
    }

    /// Where a write to a path a user named lands, and how.
    private struct Destination {
        /// The file to replace or make (a link's target when following links).
        var path: String
        let kind: POSIX.FileKind
        /// Nothing is at `path` yet.
        let isNew: Bool
        /// A replaced file's permissions, which the new file keeps.
        let mode: mode_t?

        init(_ requested: String, followingLinks: Bool, knownKind: POSIX.FileKind?) throws(CLIError) {
            guard !requested.isEmpty else { throw .cannotWrite(path: requested, reason: "the file name is empty") }
            path = requested
            kind = knownKind ?? (followingLinks ? POSIX.targetKind(requested) : POSIX.kind(requested))
            switch kind {
            case .directory:
                throw .cannotWrite(path: requested, reason: "it is a folder")
            case .other:
                guard followingLinks else { throw .cannotWrite(path: requested, reason: "it is a device, pipe or socket") }
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
            isNew = kind == .missing || kind == .symlink && path != requested
            mode = kind == .file ? POSIX.permissions(path) : nil
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
