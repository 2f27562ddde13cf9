import StarUnicode
import StarSupport
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
        guard descriptor >= 0 else { throw .invalid("cannot open the output folder '\(Echo.value(root))': \(FileCalls.errorMessage())") }
        try self.init(descriptor: descriptor, path: root, components: components)
    }

    /// The folder `components` below this one (this one itself for none).
    func subfolder(_ components: [String]) throws(OutputNameError) -> ContainedFolder {
        guard !components.isEmpty else { return self }
        let copy = dup(descriptor)
        guard copy >= 0 else { throw .invalid("cannot open the output folder '\(Echo.value(path))': \(FileCalls.errorMessage())") }
        return try ContainedFolder(descriptor: copy, path: path, components: components)
    }

    /// Takes `descriptor` (closed on failure), then opens `components` below it.
    private init(descriptor: Int32, path root: String, components: [String]) throws(OutputNameError) {
        var current = descriptor
        var path = root
        for part in components {
            path += "/" + part
            if mkdirat(current, part, 0o777) != 0, errno != EEXIST {
                let failure = FileCalls.errorMessage()
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
    /// refused. Written by the package's one writer (`AtomicWriter`), relative
    /// to the folder's descriptor. Returns whether it wrote.
    /// - Parameter refusal: given the identity (device, inode) of what is
    ///   at the name now (nil for nothing there), an error if it must not be written.
    func writeIfChanged(_ bytes: [UInt8], name: String,
                        refusal: ([UInt64]?) -> CLIError? = { _ in nil }) throws(CLIError) -> Bool {
        try writeTogether([(bytes, name)]) { _, identity in refusal(identity) }[0]
    }

    /// Writes several files of this folder as one (an entry's light and dark
    /// variants, its scales): every name is checked first (`refusal`, then
    /// what is there: a folder or device is refused), then every changed
    /// file is written under a temporary name, and only when all are
    /// complete are they renamed into place, so a failure leaves all of
    /// them as they were. Returns, for each file, whether it was written.
    /// - Parameter refusal: given a name and the identity (device, inode) of
    ///   what is at it now (nil for nothing there), an error if it must not be written.
    func writeTogether(_ files: [(bytes: [UInt8], name: String)],
                       refusal: (String, [UInt64]?) -> CLIError?) throws(CLIError) -> [Bool] {
        let writer = AtomicWriter(folder: descriptor, section: AtomicFile.section)
        var planned: [(index: Int, isNew: Bool, mode: mode_t?)] = []
        for (index, file) in files.enumerated() {
            var info = stat()
            let exists = fstatat(descriptor, file.name, &info, AT_SYMLINK_NOFOLLOW) == 0
            if let refused = refusal(file.name, exists ? [UInt64(info.st_dev), UInt64(info.st_ino)] : nil) { throw refused }
            let kind = exists ? info.st_mode & S_IFMT : 0
            if exists, kind != S_IFREG, kind != S_IFLNK {
                throw .cannotWrite(path: path + "/" + file.name, reason: "it is not a regular file (a folder or device)")
            }
            if kind == S_IFREG, Int(info.st_size) == file.bytes.count, writer.holds(file.bytes, name: file.name) { continue }
            planned.append((index, !exists, kind == S_IFREG ? info.st_mode & 0o7777 : nil))
        }
        var written = [Bool](repeating: false, count: files.count)
        guard !planned.isEmpty else { return written }
        Interruption.installOnce()
        if planned.count == 1, let only = planned.first {
            do { try writer.write(files[only.index].bytes, name: files[only.index].name, isNew: only.isNew, mode: only.mode) } catch {
                throw AtomicFile.failure(error, path: path + "/" + files[only.index].name)
            }
            written[only.index] = true
            return written
        }
        var prepared: [AtomicWriter.Pending] = []
        for file in planned {
            let (bytes, name) = files[file.index]
            do {
                prepared.append(try writer.prepare(name: name, mode: file.mode) { fd in bytes.withUnsafeBytes { FileCalls.writeAll(fd, $0) } })
            } catch {
                prepared.forEach(writer.discard)
                throw AtomicFile.failure(error, path: path + "/" + name)
            }
        }
        for (position, pending) in prepared.enumerated() {
            do { try writer.commit(pending) } catch {
                prepared[(position + 1)...].forEach(writer.discard)
                throw AtomicFile.failure(error, path: path + "/" + pending.name)
            }
            written[planned[position].index] = true
        }
        return written
    }
}
