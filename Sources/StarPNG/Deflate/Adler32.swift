/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
enum Adler32 {
    static func checksum(_ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        guard let base = data.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        // 5552 bytes is the most that can be summed before b may overflow 32
        // bits; blocks are a multiple of 16 bytes below that.
        while index < data.count {
            let end = min(data.count, index + 5536)
            // 16 lanes: `sums` adds up each lane's bytes, `prefix` adds up
            // `sums` before each chunk, so that b gains 16·prefix + the
            // lane-weighted sums, as if bytes were added one at a time.
            var sums = SIMD16<UInt32>(repeating: 0), prefix = SIMD16<UInt32>(repeating: 0)
            let start = index
            while index + 16 <= end {
                prefix &+= sums
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self))
                index += 16
            }
            let chunks = UInt32((index - start) / 16)
            b &+= 16 &* chunks &* a &+ 16 &* prefix.wrappedSum() &+ (sums &* weights).wrappedSum()
            a &+= sums.wrappedSum()
            while index < end {
                a &+= UInt32(data[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    /// The checksum of A followed by B, from theirs and B's length (as
    /// zlib's adler32_combine).
    static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let base: UInt32 = 65521
        let remainder = UInt32(secondLength % Int(base))
        var a = first & 0xFFFF
        var b = UInt32((UInt64(remainder) * UInt64(a)) % UInt64(base))
        a += (second & 0xFFFF) + base - 1
        b += (first >> 16) + (second >> 16) + base - remainder
        if a >= base { a -= base }
        if a >= base { a -= base }
        if b >= 2 * base { b -= 2 * base }
        if b >= base { b -= base }
        return b << 16 | a
    }

    private static let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
}
