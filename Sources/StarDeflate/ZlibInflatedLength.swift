import CZlib

/// How long a zlib stream is once inflated, learned by inflating it with
/// zlib and throwing the output away, up to a limit: past the limit it
/// stops. A stream of a few megabytes can stand for gigabytes (a run of
/// zeros costs a bit or two per 258 bytes); what reads it then spends time
/// in proportion to the limit and to the bytes it is given, never to what
/// the stream would go on to make.
package struct ZlibInflatedLength: Equatable, Sendable {
    /// How the stream ended for the reader.
    package enum End: Equatable, Sendable {
        /// It ends (with its checksum) within the limit.
        case complete
        /// It goes on past the limit; it was not inflated further.
        case exceedsLimit
        /// The bytes run out before its end, or zlib finds it broken: left
        /// to the real reader to report in its words.
        case unfinished
    }

    package var end: End
    /// Bytes inflated (at most the limit and one buffer more).
    package var inflated: Int
    /// Compressed bytes zlib took in.
    package var fed: Int

    /// Inflates the stream made of `pieces` of `bytes` (in order) until it
    /// ends, breaks or makes more than `limit` bytes.
    package static func measure(_ bytes: [UInt8], pieces: [Range<Int>], limit: Int) -> ZlibInflatedLength {
        var result = ZlibInflatedLength(end: .unfinished, inflated: 0, fed: 0)
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return result }
        defer { inflateEnd(&stream) }
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)
        bytes.withUnsafeBufferPointer { input in
            scratch.withUnsafeMutableBufferPointer { output in
                guard let base = input.baseAddress, let out = output.baseAddress else { return }
                for piece in pieces where !piece.isEmpty && piece.lowerBound >= 0 && piece.upperBound <= input.count {
                    stream.next_in = UnsafeMutablePointer(mutating: base + piece.lowerBound)
                    stream.avail_in = UInt32(piece.count)
                    while true {
                        // One byte more than the limit allows is enough to know it is passed.
                        let room = min(output.count, limit + 1 - result.inflated)
                        stream.next_out = out
                        stream.avail_out = UInt32(room)
                        let taken = stream.avail_in
                        let status = inflate(&stream, Z_NO_FLUSH)
                        result.fed += Int(taken - stream.avail_in)
                        result.inflated += room - Int(stream.avail_out)
                        if result.inflated > limit {
                            result.end = .exceedsLimit
                            return
                        }
                        if status == Z_STREAM_END {
                            result.end = .complete
                            return
                        }
                        // Z_BUF_ERROR: no progress possible without more input.
                        guard status == Z_OK || status == Z_BUF_ERROR else { return }
                        if stream.avail_in == 0 && stream.avail_out > 0 { break }
                        // Input and room left, and no progress: zlib is stuck on this stream.
                        if status == Z_BUF_ERROR { return }
                    }
                }
            }
        }
        return result
    }
}
