#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why spooled bytes could not be read back.
struct SpoolError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
