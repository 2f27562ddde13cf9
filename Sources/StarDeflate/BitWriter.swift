/// Writes bit fields least-significant bit first into a byte array, as
/// DEFLATE stores them.
struct BitWriter {
    private(set) var bytes: [UInt8]
    private var buffer: UInt64 = 0
    private var count = 0

    init(reservingCapacity capacity: Int, prefix: [UInt8] = []) {
        bytes = prefix
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `length` bits (≤ 32) of `bits`.
    @inline(__always)
    mutating func write(_ bits: UInt32, _ length: Int) {
        buffer |= UInt64(bits) << UInt64(count)
        count += length
        if count >= 32 {
            let word = UInt32(truncatingIfNeeded: buffer)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(0, count - 8)
        }
        buffer = 0
    }

    /// Appends every bit `other` holds, as if written here.
    mutating func append(_ other: BitWriter) {
        other.bytes.withUnsafeBufferPointer { more in
            var index = 0
            while index + 4 <= more.count {
                write(UInt32(more[index]) | UInt32(more[index + 1]) << 8 | UInt32(more[index + 2]) << 16
                      | UInt32(more[index + 3]) << 24, 32)
                index += 4
            }
            while index < more.count {
                write(UInt32(more[index]), 8)
                index += 1
            }
        }
        var pending = other.buffer, remaining = other.count
        while remaining > 0 {
            let length = min(remaining, 32)
            write(UInt32(truncatingIfNeeded: pending & (1 << UInt64(length) - 1)), length)
            pending >>= UInt64(length)
            remaining -= length
        }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func append<C: Collection>(bytes more: C) where C.Element == UInt8 {
        precondition(count == 0, "BitWriter.append(bytes:) needs byte alignment")
        bytes.append(contentsOf: more)
    }
}

extension BitWriter {
    /// Runs `body` with a writer over memory reserved for at most
    /// `maximumBits` bits, which writes with no capacity checks (for the
    /// hot loop of a block's symbols); what it wrote then continues here.
    mutating func withReservedBits(_ maximumBits: Int, _ body: (inout ReservedBitWriter) -> Void) {
        let start = bytes.count
        // Words are stored whole: room for the last one beyond the bound.
        bytes.append(contentsOf: repeatElement(0, count: maximumBits / 8 + 8))
        var end = start
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            var writer = ReservedBitWriter(base: base, offset: start, buffer: buffer, count: count)
            body(&writer)
            end = writer.offset
            buffer = writer.buffer
            count = writer.count
        }
        bytes.removeLast(bytes.count - end)
    }
}

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
