/// Hash chains over the last 32 KiB of input: for each position, the most
/// recent earlier position whose first bytes hash alike. Positions are stored
/// plus one so that zero means "none".
struct HashChains {
    private var head: [Int32]
    private var previous: [Int32]
    private let hashShift: UInt32
    private let prefixMask: UInt32
    private let previousMask: Int

    /// - Parameters:
    ///   - inputSize: bytes to be indexed; sizes the tables.
    ///   - prefixLength: bytes hashed, 3 or 4.
    init(inputSize: Int, prefixLength: Int) {
        var bits = 10
        while bits < 15 && (1 << bits) < inputSize / 4 { bits += 1 }
        hashShift = UInt32(32 - bits)
        prefixMask = prefixLength == 3 ? 0x00FF_FFFF : 0xFFFF_FFFF
        head = [Int32](repeating: 0, count: 1 << bits)
        var size = 1024
        while size < DeflateAlphabet.window && size < inputSize { size <<= 1 }
        // Never read before written (links lead only to indexed positions),
        // so not cleared.
        previous = [Int32](unsafeUninitializedCapacity: size) { _, count in count = size }
        previousMask = size - 1
    }

    /// Calls `body` with the tables as raw buffers for a hot loop.
    mutating func withTables<R>(_ body: (inout Tables) -> R) -> R {
        let shift = hashShift, mask = prefixMask, previousMask = previousMask
        return head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                var tables = Tables(head: head, previous: previous, hashShift: shift, prefixMask: mask,
                                    previousMask: previousMask)
                return body(&tables)
            }
        }
    }

    struct Tables {
        let head: UnsafeMutableBufferPointer<Int32>
        let previous: UnsafeMutableBufferPointer<Int32>
        let hashShift: UInt32
        let prefixMask: UInt32
        let previousMask: Int

        /// Hash of the bytes at `position`; 4 bytes there must be readable.
        @inline(__always)
        func hash(_ data: UnsafeRawPointer, _ position: Int) -> Int {
            let prefix = data.loadUnaligned(fromByteOffset: position, as: UInt32.self) & prefixMask
            return Int((prefix &* 0x9E37_79B1) >> hashShift)
        }

        /// The most recent indexed position with hash `h`, or -1.
        @inline(__always)
        func newest(_ h: Int) -> Int { Int(head[h]) - 1 }

        /// The indexed position before `position` with the same hash, or -1.
        /// Valid only while `position` is within the window.
        @inline(__always)
        func older(_ position: Int) -> Int { Int(previous[position & previousMask]) - 1 }

        @inline(__always)
        func insert(_ position: Int, hash h: Int) {
            previous[position & previousMask] = head[h]
            head[h] = Int32(truncatingIfNeeded: position + 1)
        }
    }
}
