#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole font file, refusing anything that is not a regular file or
/// is larger than the limit before reading a byte of it.
enum FontFileReader {
    /// The file's bytes. `limit` is in bytes.
    static func read(path: String, limit: Int) throws(FontError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadableFile(path: path, reason: reason(code))
        }
        defer { close(descriptor) }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadableFile(path: path, reason: reason(errno))
        }
        let fileType = info.st_mode & 0o170000
        if fileType == 0o040000 { throw .unreadableFile(path: path, reason: "it is a directory") }
        guard fileType == 0o100000 else {
            throw .unreadableFile(path: path, reason: "it is not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw .fileTooLarge(source: path, bytes: size, limit: limit) }
        guard size > 0 else { throw .emptyFile(source: path) }

        var readError: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                guard let base = buffer.baseAddress else { break }
                let n = posixRead(descriptor, base + count, size - count)
                if n > 0 {
                    count += n
                } else if n == 0 {
                    break  // the file shrank while being read
                } else if errno != EINTR {
                    readError = errno
                    break
                }
            }
        }
        if readError != 0 { throw .unreadableFile(path: path, reason: reason(readError)) }
        guard !bytes.isEmpty else { throw .emptyFile(source: path) }
        return bytes
    }

    /// The C library's description of an errno value.
    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// `read(2)`, named apart from Swift's many `read` methods.
@inline(__always)
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
