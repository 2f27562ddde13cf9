/// Decides where a segment's symbols are cut into Huffman blocks: a block
/// ends where the statistics change enough that a second code pays for its
/// header (as when a badge's rows move from transparent padding to star
/// edges to a label).
enum BlockSplitter {
    /// Symbol ranges, one per block, in order, covering `symbols`.
    /// - Parameters:
    ///   - maximumBlocks: at most this many blocks.
    ///   - minimumSymbols: no block shorter than this.
    static func blocks(_ symbols: [LZSymbol], maximumBlocks: Int = 16, minimumSymbols: Int = 64) -> [Range<Int>] {
        var done: [Range<Int>] = []
        var pending: [Range<Int>] = [0..<symbols.count]
        while let range = pending.popLast() {
            guard done.count + pending.count + 1 < maximumBlocks, range.count >= 2 * minimumSymbols,
                  let cut = bestCut(symbols, range, minimumSymbols: minimumSymbols) else {
                done.append(range)
                continue
            }
            let whole = DeflateBlockWriter.dynamicBits(SymbolFrequencies(symbols[range]))
            let left = range.lowerBound..<cut, right = cut..<range.upperBound
            let split = DeflateBlockWriter.dynamicBits(SymbolFrequencies(symbols[left]))
                + DeflateBlockWriter.dynamicBits(SymbolFrequencies(symbols[right]))
            if split < whole {
                pending.append(right)
                pending.append(left)
            } else {
                done.append(range)
            }
        }
        return done.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The cut that an entropy estimate (with a header cost per symbol in
    /// use) finds cheapest, in one sweep that moves symbols from the right
    /// part to the left.
    private static func bestCut(_ symbols: [LZSymbol], _ range: Range<Int>, minimumSymbols: Int) -> Int? {
        var left = Side(), right = Side()
        for symbol in symbols[range] { right.add(symbol) }
        var best: (cut: Int, cost: Int)? = nil
        for index in range.dropLast() {
            left.add(symbols[index])
            right.remove(symbols[index])
            let cut = index + 1
            guard cut - range.lowerBound >= minimumSymbols, range.upperBound - cut >= minimumSymbols else { continue }
            let cost = left.estimatedBits + right.estimatedBits
            if best.map({ cost < $0.cost }) ?? true { best = (cut, cost) }
        }
        return best?.cut
    }

    /// Running statistics of one side of a cut, in 1/1024 bits.
    private struct Side {
        var literalLength = [Int32](repeating: 0, count: DeflateAlphabet.literalLengthCount)
        var distance = [Int32](repeating: 0, count: DeflateAlphabet.distanceCount)
        var literalLengthTotal = 0, distanceTotal = 0
        /// Σ n·log2 n over each alphabet's counts.
        var literalLengthSum = 0, distanceSum = 0
        var symbolsInUse = 0

        /// Entropy of both alphabets plus about 5 bits of header per symbol in use.
        var estimatedBits: Int {
            Self.nLog2n(literalLengthTotal) - literalLengthSum + Self.nLog2n(distanceTotal) - distanceSum
                + symbolsInUse * 5 * 1024
        }

        mutating func add(_ symbol: LZSymbol) { change(symbol, by: 1) }
        mutating func remove(_ symbol: LZSymbol) { change(symbol, by: -1) }

        private mutating func change(_ symbol: LZSymbol, by step: Int32) {
            let length = symbol.matchLength
            let literalLengthSymbol = length == 0 ? symbol.distanceOrByte : 257 + Int(DeflateAlphabet.lengthSlot[length])
            let (sumChange, inUseChange) = Self.bump(&literalLength[literalLengthSymbol], step)
            literalLengthSum += sumChange
            literalLengthTotal += Int(step)
            symbolsInUse += inUseChange
            if length > 0 {
                let (sumChange, inUseChange) = Self.bump(&distance[DeflateAlphabet.distanceSlot(symbol.distanceOrByte)], step)
                distanceSum += sumChange
                distanceTotal += Int(step)
                symbolsInUse += inUseChange
            }
        }

        /// Changes a count; returns the change in n·log2 n and in symbols in use.
        private static func bump(_ count: inout Int32, _ step: Int32) -> (Int, Int) {
            let before = Int(count)
            count += step
            let after = Int(count)
            return (nLog2n(after) - nLog2n(before), before == 0 ? 1 : after == 0 ? -1 : 0)
        }

        @inline(__always)
        static func nLog2n(_ n: Int) -> Int { n < 2 ? 0 : n * FixedLog2.of(n) }
    }
}
