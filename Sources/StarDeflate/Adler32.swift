/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
enum Adler32 {
    static func checksum(_ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        guard let base = data.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        // 5552 bytes is the most that can be summed before b may overflow 32
        // bits; blocks are a multiple of 256 bytes below that.
        while index < data.count {
            let end = min(data.count, index + 5376)
            // 16 lanes: `sums` adds up each lane's bytes, `prefix` adds up
            // `sums` before each 16-byte chunk, so that b gains 16·prefix +
            // the lane-weighted sums, as if bytes were added one at a time.
            // The inner loop adds 16 chunks in 16-bit lanes (at most
            // 16·255 and 120·255: no overflow), then widens them once.
            var sums = SIMD16<UInt32>(repeating: 0), prefix = SIMD16<UInt32>(repeating: 0)
            let start = index
            while index + 256 <= end {
                var sums16 = SIMD16<UInt16>(repeating: 0), prefix16 = SIMD16<UInt16>(repeating: 0)
                for chunk in 0..<16 {
                    prefix16 &+= sums16
                    sums16 &+= SIMD16<UInt16>(truncatingIfNeeded:
                        raw.loadUnaligned(fromByteOffset: index &+ 16 &* chunk, as: SIMD16<UInt8>.self))
                }
                // Each of these 16 chunks also had all the earlier sums before it.
                prefix &+= sums &* 16 &+ SIMD16<UInt32>(truncatingIfNeeded: prefix16)
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: sums16)
                index += 256
            }
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
