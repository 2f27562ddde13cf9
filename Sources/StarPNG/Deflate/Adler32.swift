/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
enum Adler32 {
    static func checksum(_ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        guard let base = data.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        // 5552 bytes is the most that can be summed before b may overflow 32 bits.
        while index < data.count {
            let end = min(data.count, index + 5552)
            // 16 bytes at a time: b gains 16·a plus the weighted bytes.
            while index + 16 <= end {
                let bytes = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                let wide = SIMD16<UInt32>(truncatingIfNeeded: bytes)
                b &+= 16 &* a &+ (wide &* weights).wrappedSum()
                a &+= wide.wrappedSum()
                index += 16
            }
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

    private static let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
}
