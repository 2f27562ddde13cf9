import CZlib

/// Proves a zlib stream by inflating it with zlib itself, an implementation
/// independent of ours, and comparing the result with the bytes that were
/// compressed. `--optimize` runs every stream it would write through this:
/// its slow search makes the check's cost (about a millisecond per
/// megabyte) negligible, and a corrupt file is never acceptable.
package enum ZlibStreamCheck {
    /// Whether `stream` is a valid zlib stream (Adler-32 included) that
    /// inflates to exactly `expected`.
    package static func holds(_ stream: [UInt8], inflatingTo expected: UnsafeBufferPointer<UInt8>) -> Bool {
        // One byte of room more than expected, so a longer stream is caught.
        var output = [UInt8](repeating: 0, count: expected.count + 1)
        var size = uLongf(output.count)
        let status = output.withUnsafeMutableBufferPointer { out in
            stream.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(size) == expected.count else { return false }
        return output.prefix(expected.count).elementsEqual(expected)
    }
}
