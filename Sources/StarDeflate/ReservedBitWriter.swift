/// A `BitWriter`'s state over reserved memory (see `withReservedBits`).
struct ReservedBitWriter {
    let base: UnsafeMutableRawPointer
    var offset: Int
    var buffer: UInt64
    var count: Int

    /// Appends the low `length` bits (≤ 32) of `bits`.
    @inline(__always)
    mutating func write(_ bits: UInt32, _ length: Int) {
        buffer |= UInt64(bits) << UInt64(count)
        count &+= length
        if count >= 32 {
            base.storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, toByteOffset: offset, as: UInt32.self)
            offset &+= 4
            buffer >>= 32
            count &-= 32
        }
    }
}
