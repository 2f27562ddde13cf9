/// A canonical Huffman code (RFC 1951 §3.2.2): a bit length per symbol, and
/// the codes those lengths imply, bit-reversed for least-significant-first
/// writing.
struct HuffmanCode {
    /// Code length of each symbol in bits; 0 = the symbol is not coded.
    let lengths: [UInt8]
    /// The code of each symbol, bit-reversed.
    let codes: [UInt16]

    init(lengths: [UInt8]) {
        self.lengths = lengths
        self.codes = withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) { next in
            next.initialize(repeating: 0)
            for length in lengths where length > 0 { next[Int(length)] += 1 }
            // Counts per length become the first code of each length.
            var code = 0, previousCount = 0
            for length in 1..<16 {
                code = (code + previousCount) << 1
                previousCount = next[length]
                next[length] = code
            }
            return [UInt16](unsafeUninitializedCapacity: lengths.count) { codes, count in
                for (symbol, length) in lengths.enumerated() {
                    if length > 0 {
                        codes[symbol] = Self.reversed(UInt16(truncatingIfNeeded: next[Int(length)]), bits: Int(length))
                        next[Int(length)] += 1
                    } else {
                        codes[symbol] = 0
                    }
                }
                count = lengths.count
            }
        }
    }

    /// The optimal code for `frequencies` with no code longer than
    /// `maximumLength` bits. At least two symbols get a code (decoders such
    /// as zlib's reject a code with a single symbol of length 0), so unused
    /// symbols may be given one.
    init(frequencies: [UInt32], maximumLength: Int) {
        self.init(lengths: Self.lengths(for: frequencies, maximumLength: maximumLength))
    }

    /// The low `bits` bits of `code` in reverse order (1…16 bits).
    static func reversed(_ code: UInt16, bits: Int) -> UInt16 {
        // Swap halves, then bytes, nibbles, pairs and bits: all 16 reversed.
        var value = code
        value = value >> 8 | value << 8
        value = (value & 0xF0F0) >> 4 | (value & 0x0F0F) << 4
        value = (value & 0xCCCC) >> 2 | (value & 0x3333) << 2
        value = (value & 0xAAAA) >> 1 | (value & 0x5555) << 1
        return bits == 0 ? 0 : value >> UInt16(16 - bits)
    }

    /// Code lengths by the in-place algorithm of Moffat and Katajainen, then
    /// limited to `maximumLength` by moving leaves up (miniz's repair), which
    /// keeps the Kraft sum exactly one.
    static func lengths(for frequencies: [UInt32], maximumLength: Int) -> [UInt8] {
        let symbolCount = frequencies.count
        var lengths = [UInt8](repeating: 0, count: symbolCount)
        guard symbolCount > 0 else { return lengths }
        precondition(symbolCount <= 1 << FrequencyOrder.symbolBits, "an alphabet larger than DEFLATE's")
        // Scratch on the stack (small enough for a badge's codes): a sort key
        // per used symbol (frequency, then symbol: unique, so the order is
        // the same every time) and room to sort them, then weights that
        // become depths, then counts per length.
        var used = 0
        for frequency in frequencies where frequency > 0 { used += 1 }
        let keyCount = max(2, used)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * keyCount) { buffer in
            let keys = UnsafeMutableBufferPointer(rebasing: buffer[0..<keyCount])
            used = 0
            for symbol in 0..<symbolCount where frequencies[symbol] > 0 {
                precondition(frequencies[symbol] < 1 << 23, "a Huffman code for over 2²³ symbols")
                keys[used] = FrequencyOrder.key(frequency: frequencies[symbol], symbol: symbol)
                used += 1
            }
            // Two symbols at least: pad with the lowest unused ones.
            var padding = 0
            while used < 2 && padding < symbolCount {
                if frequencies[padding] == 0 { keys[used] = FrequencyOrder.key(frequency: 0, symbol: padding); used += 1 }
                padding += 1
            }
            let sorted = UnsafeMutableBufferPointer(rebasing: keys[0..<used])
            FrequencyOrder.sort(sorted, scratch: UnsafeMutableBufferPointer(rebasing: buffer[keyCount...]))
            withUnsafeTemporaryAllocation(of: Int.self, capacity: used + maximumLength + 1) { scratch in
                let depths = UnsafeMutableBufferPointer(rebasing: scratch[0..<used])
                for index in 0..<used { depths[index] = max(1, Int(FrequencyOrder.frequency(sorted[index]))) }
                minimumRedundancyDepths(depths)
                let deepest = depths.max() ?? 0
                // Depths beyond `maximumLength` are counted at it, then repaired.
                let countPerLength = UnsafeMutableBufferPointer(rebasing: scratch[used..<(used + maximumLength + 1)])
                countPerLength.initialize(repeating: 0)
                for depth in depths { countPerLength[min(depth, maximumLength)] += 1 }
                if deepest > maximumLength {
                    var kraft = 0
                    for length in 1...maximumLength { kraft += countPerLength[length] << (maximumLength - length) }
                    while kraft > 1 << maximumLength {
                        countPerLength[maximumLength] -= 1
                        for length in stride(from: maximumLength - 1, through: 1, by: -1) where countPerLength[length] > 0 {
                            countPerLength[length] -= 1
                            countPerLength[length + 1] += 2
                            break
                        }
                        kraft -= 1
                    }
                }
                // Most frequent symbols (at the end of `sorted`) get the shortest codes.
                var index = used - 1
                for length in 1...maximumLength {
                    for _ in 0..<countPerLength[length] {
                        lengths[FrequencyOrder.symbol(sorted[index])] = UInt8(length)
                        index -= 1
                    }
                }
            }
        }
        return lengths
    }

    /// Depths of an optimal prefix code for `weights` sorted ascending
    /// (Moffat & Katajainen, "In-place calculation of minimum-redundancy
    /// codes", 1995). Leaves a depth per weight in `a`, deepest first.
    private static func minimumRedundancyDepths(_ a: UnsafeMutableBufferPointer<Int>) {
        let n = a.count
        if n == 1 { a[0] = 1; return }
        a[0] += a[1]
        var root = 0, leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]; a[root] = next; root += 1
            } else {
                a[next] = a[leaf]; leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]; a[root] = next; root += 1
            } else {
                a[next] += a[leaf]; leaf += 1
            }
        }
        a[n - 2] = 0
        if n >= 3 {
            for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 }
        }
        var available = 1, usedCount = 0, depth = 0
        var rootIndex = n - 2, next = n - 1
        while available > 0 {
            while rootIndex >= 0 && a[rootIndex] == depth { usedCount += 1; rootIndex -= 1 }
            while available > usedCount { a[next] = depth; next -= 1; available -= 1 }
            available = 2 * usedCount
            depth += 1
            usedCount = 0
        }
    }
}
