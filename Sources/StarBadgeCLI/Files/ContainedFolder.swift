import StarUnicode
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder under a batch's `--out-dir`, held open: every component was
/// opened relative to the one before it with `O_NOFOLLOW`, and files are
/// created, compared and renamed relative to the folder's descriptor. So
/// containment holds by construction: once the folder is open, no symlink
/// swapped in under its name, by a race or otherwise, can send a file
/// anywhere else (checking names and then writing by path could).
final class ContainedFolder: @unchecked Sendable {
    /// The folder's path as the user sees it, for messages.
    let path: String
    /// Only `*at` calls use it, which threads may share.
    private let descriptor: Int32

    /// Opens `root`, then each of `components` under it, making the missing
    /// ones; refuses a component that is a symbolic link or not a folder.
    convenience init(root: String, components: [String] = []) throws(OutputNameError) {
        let descriptor = open(root.isEmpty ? "." : root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .invalid("cannot open the output folder '\(Echo.value(root))': \(POSIX.errorMessage())") }
        try self.init(descriptor: descriptor, path: root, components: components)
    }

    /// The folder `components` below this one (this one itself for none).
    func subfolder(_ components: [String]) throws(OutputNameError) -> ContainedFolder {
        guard !components.isEmpty else { return self }
        let copy = dup(descriptor)
        guard copy >= 0 else { throw .invalid("cannot open the output folder '\(Echo.value(path))': \(POSIX.errorMessage())") }
        return try ContainedFolder(descriptor: copy, path: path, components: components)
    }

    /// Takes `descriptor` (closed on failure), then opens `components` below it.
    private init(descriptor: Int32, path root: String, components: [String]) throws(OutputNameError) {
        var current = descriptor
        var path = root
        for part in components {
            path += "/" + part
            if mkdirat(current, part, 0o777) != 0, errno != EEXIST {
                let failure = POSIX.errorMessage()
                close(current)
                throw .invalid("cannot create folder '\(Echo.value(path))': \(failure)")
            }
            let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            close(current)
            guard next >= 0 else {
                throw .invalid(failure == ELOOP || failure == ENOTDIR
                    ? "'\(Echo.value(path))' is a symbolic link or not a folder; refusing to write through it"
                    : "cannot open folder '\(Echo.value(path))': \(String(cString: strerror(failure)))")
            }
            current = next
        }
        self.descriptor = current
        self.path = path
    }

    deinit { close(descriptor) }

    /// Writes `bytes` as the file `name` in this folder unless a regular
    /// file there already holds exactly them. A symbolic link there is
    /// replaced by the file, never written through; a folder or device is
    /// refused. Atomic like `AtomicFile`. Returns whether it wrote.
    /// - Parameter refusal: given the identity (device, inode) of what is
    ///   at the name now (nil for nothing there), an error if it must not be written.
    func writeIfChanged(_ bytes: [UInt8], name: String,
                        refusal: ([UInt64]?) -> CLIError? = { _ in nil }) throws(CLIError) -> Bool {
        let shown = path + "/" + name
        var info = stat()
        let exists = fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
        if let refused = refusal(exists ? [UInt64(info.st_dev), UInt64(info.st_ino)] : nil) { throw refused }
        let kind = exists ? info.st_mode & S_IFMT : 0
        if exists {
            guard kind == S_IFREG || kind == S_IFLNK else {
                throw .cannotWrite(path: shown, reason: "it is not a regular file (a folder or device)")
            }
            if kind == S_IFREG, Int(info.st_size) == bytes.count, holds(bytes, name: name) { return false }
        }
        Interruption.installOnce()
        if !exists, writeAnonymous(bytes, name: name) { return true }
        try writeReplacing(bytes, name: name, mode: kind == S_IFREG ? info.st_mode & 0o7777 : nil, shown: shown)
        return true
    }

    /// Whether the file `name` (not followed if a link) holds exactly `bytes`.
    private func holds(_ bytes: [UInt8], name: String) -> Bool {
        // Non-blocking: a file swapped for a named pipe since the check cannot hang the open.
        let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard case .success(let existing) = POSIX.readAt(0, from: fd, count: bytes.count + 1) else { return false }
        return existing == bytes
    }

    /// A new file without a name, linked in when complete (nothing to clean
    /// up after a signal); false when that way is unavailable or the name
    /// appeared meanwhile.
    private func writeAnonymous(_ bytes: [UInt8], name: String) -> Bool {
        let fd = POSIX.createAnonymous(in: ".", relativeTo: descriptor)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard bytes.withUnsafeBytes({ POSIX.writeAll(fd, $0) }) == nil else { return false }
        return POSIX.link(anonymous: fd, to: name, relativeTo: descriptor) == 0
    }

    /// A named temporary file in this folder, renamed over `name` when
    /// complete, inside an interruption section.
    private func writeReplacing(_ bytes: [UInt8], name: String, mode: mode_t?, shown: String) throws(CLIError) {
        let temporary = AtomicFile.temporaryName(for: name)
        Interruption.beginSection()
        let fd = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            let failure = POSIX.errorMessage()
            Interruption.endSection()
            throw .cannotWrite(path: shown, reason: failure)
        }
        if let mode { fchmod(fd, mode) }
        var failure = bytes.withUnsafeBytes { POSIX.writeAll(fd, $0) }
        if close(fd) != 0, failure == nil { failure = POSIX.errorMessage() }
        if let failure {
            unlinkat(descriptor, temporary, 0)
            Interruption.endSection()
            throw .io("cannot write '\(Echo.value(shown))': \(failure)")
        }
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let failure = POSIX.errorMessage()
            unlinkat(descriptor, temporary, 0)
            Interruption.endSection()
            throw .cannotWrite(path: shown, reason: failure)
        }
        Interruption.endSection()
    }

}
