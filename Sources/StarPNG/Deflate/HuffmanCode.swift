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
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + countPerLength[length - 1]) << 1
            next[length] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = Self.reversed(UInt16(truncatingIfNeeded: next[Int(length)]), bits: Int(length))
            next[Int(length)] += 1
        }
        self.codes = codes
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
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        // Two symbols at least: pad with the lowest unused ones.
        var padding = 0
        while used.count < 2 && padding < frequencies.count {
            if frequencies[padding] == 0 { used.append(padding) }
            padding += 1
        }
        // By frequency, then symbol: one key each, unique, so a plain sort
        // gives the same order every time.
        var keys = used.map { UInt64(frequencies[$0]) << 16 | UInt64($0) }
        keys.sort()
        used = keys.map { Int($0 & 0xFFFF) }
        var weights = used.map { max(1, Int(frequencies[$0])) }
        let depths = minimumRedundancyDepths(&weights)

        var countPerLength = [Int](repeating: 0, count: max(maximumLength, depths.max() ?? 0) + 1)
        for depth in depths { countPerLength[depth] += 1 }
        if countPerLength.count > maximumLength + 1 {
            for length in (maximumLength + 1)..<countPerLength.count {
                countPerLength[maximumLength] += countPerLength[length]
                countPerLength[length] = 0
            }
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
        // Most frequent symbols (at the end of `used`) get the shortest codes.
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var index = used.count - 1
        for length in 1..<countPerLength.count {
            for _ in 0..<countPerLength[length] {
                lengths[used[index]] = UInt8(length)
                index -= 1
            }
        }
        return lengths
    }

    /// Depths of an optimal prefix code for `weights` sorted ascending
    /// (Moffat & Katajainen, "In-place calculation of minimum-redundancy
    /// codes", 1995). Returns a depth per weight, deepest first.
    private static func minimumRedundancyDepths(_ a: inout [Int]) -> [Int] {
        let n = a.count
        if n == 1 { return [1] }
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
        return a
    }
}
