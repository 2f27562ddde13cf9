/// What each DEFLATE symbol is expected to cost, in 1/16 bits (extra bits
/// included), for choosing between literals and matches.
struct CostModel {
    /// Literal byte → cost.
    var literal: [UInt32]
    /// Match length 0…258 → cost of its length symbol and extra bits.
    var length: [UInt32]
    /// Distance symbol → cost including extra bits.
    var distanceSlot: [UInt32]

    /// Costs from the symbols a greedy walk through `matches` would choose
    /// (the longest match wherever there is one): a first model close to
    /// what the optimal parse will find.
    init(greedyOver matches: MatchTable, _ data: UnsafePointer<UInt8>, start: Int, end: Int) {
        var literalLength = [UInt32](repeating: 0, count: DeflateAlphabet.literalLengthCount)
        var distance = [UInt32](repeating: 0, count: DeflateAlphabet.distanceCount)
        var k = 0
        let count = end - start
        while k < count {
            let first = k == 0 ? 0 : Int(matches.ends[k - 1]), last = Int(matches.ends[k])
            if last > first {
                let record = matches.records[last - 1]
                literalLength[257 + Int(DeflateAlphabet.lengthSlot[record.matchLength])] += 1
                distance[DeflateAlphabet.distanceSlot(record.distanceOrByte)] += 1
                k += record.matchLength
            } else {
                literalLength[Int(data[start + k])] += 1
                k += 1
            }
        }
        literalLength[DeflateAlphabet.endOfBlock] = 1
        self.init(literalLengthFrequencies: literalLength, distanceFrequencies: distance)
    }

    /// Costs of 1/16 bits: each symbol's information content under the
    /// frequencies (−log2 of its share; unused symbols as if seen half a
    /// time), plus its extra bits. Fractions steer the parse better than
    /// whole Huffman code lengths.
    init(literalLengthFrequencies: [UInt32], distanceFrequencies: [UInt32]) {
        func costs(_ frequencies: [UInt32]) -> [UInt32] {
            let total = frequencies.reduce(0) { $0 + Int($1) }
            // log2(total) − log2(f), with f doubled throughout so that "half a time" is 1.
            let top = FixedLog2.of(max(1, 2 * total))
            return frequencies.map { f in
                let bits = top - FixedLog2.of(f == 0 ? 1 : 2 * Int(f))
                return UInt32(max(Int(Self.unit) / 4, bits * Int(Self.unit) / FixedLog2.unit))
            }
        }
        let literalLengthCosts = costs(literalLengthFrequencies)
        let distanceCosts = costs(distanceFrequencies)
        literal = Array(literalLengthCosts[0..<256])
        length = Self.lengthCosts { slot in
            literalLengthCosts[257 + slot] + UInt32(DeflateAlphabet.lengthExtraBits[slot]) * Self.unit
        }
        distanceSlot = (0..<DeflateAlphabet.distanceCount).map { slot in
            distanceCosts[slot] + UInt32(DeflateAlphabet.distanceExtraBits[slot]) * Self.unit
        }
    }

    /// One bit in these costs.
    static let unit: UInt32 = 16

    private static func lengthCosts(_ slotCost: (Int) -> UInt32) -> [UInt32] {
        let slots = (0..<DeflateAlphabet.lengthBase.count).map(slotCost)
        return (0...DeflateAlphabet.maximumMatch).map { length in
            length < DeflateAlphabet.minimumMatch ? 0 : slots[Int(DeflateAlphabet.lengthSlot[length])]
        }
    }
}
