#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, typed wrappers over the few POSIX calls the commands need
/// (Foundation stays off the start-up path).
enum POSIX {
    /// The message for the current `errno`.
    static func errorMessage(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Writes all of `bytes` to `fd`, retrying on interruption and short writes.
    /// Returns nil on success, else the errno message.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
        guard var pointer = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(fd, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errorMessage()
            }
            remaining -= written
            pointer += written
        }
        return nil
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    static var processID: Int32 { getpid() }
}
