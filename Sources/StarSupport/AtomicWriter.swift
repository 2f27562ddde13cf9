#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts bytes into a file so that readers see either the old file or the
/// complete new one, never a part: the one writer of the package (the
/// library's `BadgeRenderer.write` and every file of the command line).
/// A new file is written without a name (`O_TMPFILE`) and linked into
/// place when complete; where that is not available, and to replace a
/// file, the bytes go to a temporary file beside it (`TemporaryName`),
/// which is then renamed over it. Names are taken relative to a folder
/// descriptor (the working folder by default), so a caller holding a folder
/// open writes inside it whatever happens to the path meanwhile.
package struct AtomicWriter: Sendable {
    /// What runs while a named temporary file exists: `begin` before it is
    /// made, `end` once it is renamed or removed (the command line defers
    /// signals in between, so no interruption leaves one behind).
    package struct Section: Sendable {
        package var begin: @Sendable () -> Void
        package var end: @Sendable () -> Void

        package init(begin: @escaping @Sendable () -> Void, end: @escaping @Sendable () -> Void) {
            self.begin = begin
            self.end = end
        }

        /// Nothing around the temporary file (a library caller's process keeps its own signal handling).
        package static let none = Section(begin: {}, end: {})
    }

    /// The folder descriptor names are relative to.
    package let folder: Int32
    package let section: Section

    package init(folder: Int32 = AT_FDCWD, section: Section = .none) {
        self.folder = folder
        self.section = section
    }

    /// Whether the regular file `name` (a final link not followed) holds exactly `bytes`.
    package func holds(_ bytes: [UInt8], name: String) -> Bool {
        // Non-blocking: a file swapped for a named pipe since the check cannot hang the open.
        let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var content = [UInt8](repeating: 0, count: bytes.count + 1)
        var total = 0
        while total < content.count {
            let count = content.withUnsafeMutableBytes { read(fd, $0.baseAddress! + total, $0.count - total) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            total += count
        }
        return total == bytes.count && content[..<total].elementsEqual(bytes)
    }

    /// Writes the file `name`: `pieces` is given the open file and writes
    /// the content (nil on success, else the errno message).
    /// - Parameters:
    ///   - isNew: nothing is at `name` now: the file is made without a name
    ///     and linked in (falling back to a temporary file if that fails).
    ///   - mode: the permissions to give the file (a replaced file's own);
    ///     nil for the default mode.
    /// - Throws: `AtomicWriteError`, the temporary file removed.
    package func write(name: String, isNew: Bool, mode: mode_t? = nil,
                       pieces: (Int32) -> String?) throws(AtomicWriteError) {
        if isNew, writeAnonymous(name: name, pieces: pieces) { return }
        try commit(prepare(name: name, mode: mode, pieces: pieces))
    }

    /// A complete file under a temporary name beside the file it will
    /// replace: several are prepared, then all committed, so that a
    /// failure while writing any of them leaves every destination as it was.
    package struct Pending: Sendable {
        package let temporary: String
        package let name: String
    }

    /// Writes the content of the file `name` under a temporary name beside it.
    /// - Throws: `AtomicWriteError`, the temporary file removed.
    package func prepare(name: String, mode: mode_t? = nil, pieces: (Int32) -> String?) throws(AtomicWriteError) -> Pending {
        let temporary = TemporaryName.beside(name)
        section.begin()
        let fd = FileCalls.createExclusive(temporary, relativeTo: folder)
        guard fd >= 0 else {
            let failure = FileCalls.errorMessage()
            section.end()
            throw .cannotCreate(failure)
        }
        if let mode { fchmod(fd, mode) }
        var failure = pieces(fd)
        if close(fd) != 0, failure == nil { failure = FileCalls.errorMessage() }
        if let failure {
            discard(temporary)
            throw .cannotWrite(failure)
        }
        return Pending(temporary: temporary, name: name)
    }

    /// Renames a prepared file over its destination.
    /// - Throws: `AtomicWriteError.cannotRename`, the temporary file removed.
    package func commit(_ pending: Pending) throws(AtomicWriteError) {
        guard renameat(folder, pending.temporary, folder, pending.name) == 0 else {
            let failure = FileCalls.errorMessage()
            discard(pending.temporary)
            throw .cannotRename(failure)
        }
        section.end()
    }

    /// Removes a prepared file that is not to be committed.
    package func discard(_ pending: Pending) {
        discard(pending.temporary)
    }

    /// `write(name:isNew:mode:pieces:)` for bytes in memory.
    package func write(_ bytes: [UInt8], name: String, isNew: Bool, mode: mode_t? = nil) throws(AtomicWriteError) {
        try write(name: name, isNew: isNew, mode: mode) { fd in bytes.withUnsafeBytes { FileCalls.writeAll(fd, $0) } }
    }

    /// Writes a new file without a name and links it in when complete: no
    /// temporary name, no rename, nothing to clean up after a signal. False
    /// when this way is unavailable or something appeared at `name`
    /// meanwhile: the caller then takes the renaming way, which also reports any error.
    private func writeAnonymous(name: String, pieces: (Int32) -> String?) -> Bool {
        let directory = name.lastSlash.map { String(name[...$0]) } ?? "."
        let fd = FileCalls.createAnonymous(in: directory, relativeTo: folder)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard pieces(fd) == nil else { return false }
        return FileCalls.link(anonymous: fd, to: name, relativeTo: folder) == 0
    }

    private func discard(_ temporary: String) {
        unlinkat(folder, temporary, 0)
        section.end()
    }
}
