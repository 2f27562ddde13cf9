/// Hash chains over the last 32 KiB of input: for each position, the most
/// recent earlier position whose first bytes hash alike.
///
/// The tables are reused from one input to the next without being cleared:
/// positions are stored plus an offset that grows past every position of
/// the inputs before, so older entries read as negative, that is "none".
struct HashChains {
    private var head: [Int32] = []
    private var previous: [Int32] = []
    private var hashShift: UInt32 = 0
    private var prefixMask: UInt32 = 0
    /// Added to positions when stored; 0 stored means "none" in fresh tables.
    private var offset = 1
    private var lastInputSize = 0

    /// Makes the tables ready for `inputSize` bytes hashed `prefixLength`
    /// (3 or 4) bytes at a time, for matches at most `window` bytes back,
    /// reusing them when they fit. Links are kept for the last `window`
    /// positions only: a search never follows one from farther back.
    mutating func prepare(inputSize: Int, prefixLength: Int, window: Int) {
        var bits = 10
        while bits < 15 && (1 << bits) < inputSize / 4 { bits += 1 }
        var size = 1024
        while size < min(window, DeflateAlphabet.window) && size < inputSize { size <<= 1 }
        let mask: UInt32 = prefixLength == 3 ? 0x00FF_FFFF : 0xFFFF_FFFF
        let nextOffset = offset + lastInputSize + 1
        lastInputSize = inputSize
        if head.count == 1 << bits && previous.count >= size && prefixMask == mask
            && nextOffset + inputSize < Int(Int32.max) {
            offset = nextOffset
            return
        }
        hashShift = UInt32(32 - bits)
        prefixMask = mask
        offset = 1
        head = [Int32](repeating: 0, count: 1 << bits)
        // Never read before written (links lead only to indexed positions),
        // so not cleared.
        previous = [Int32](unsafeUninitializedCapacity: size) { _, count in count = size }
    }

    /// Calls `body` with the tables as raw buffers for a hot loop.
    mutating func withTables<R>(_ body: (inout Tables) -> R) -> R {
        let shift = hashShift, mask = prefixMask, previousMask = previous.count - 1, offset = offset
        return head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                var tables = Tables(head: head, previous: previous, hashShift: shift, prefixMask: mask,
                                    previousMask: previousMask, offset: offset)
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
        let offset: Int

        /// Hash of the bytes at `position`; 4 bytes there must be readable.
        @inline(__always)
        func hash(_ data: UnsafeRawPointer, _ position: Int) -> Int {
            let prefix = data.loadUnaligned(fromByteOffset: position, as: UInt32.self) & prefixMask
            return Int((prefix &* 0x9E37_79B1) &>> hashShift)
        }

        /// The most recent indexed position with hash `h`, or a negative number.
        @inline(__always)
        func newest(_ h: Int) -> Int { Int(head[h]) &- offset }

        /// The indexed position before `position` with the same hash, or a
        /// negative number. Valid only while `position` is within the window.
        @inline(__always)
        func older(_ position: Int) -> Int { Int(previous[position & previousMask]) &- offset }

        @inline(__always)
        func insert(_ position: Int, hash h: Int) {
            previous[position & previousMask] = head[h]
            head[h] = Int32(truncatingIfNeeded: position &+ offset)
        }
    }
}
