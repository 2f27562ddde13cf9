/// What each DEFLATE symbol is expected to cost, in bits (extra bits
/// included), for choosing between literals and matches.
struct CostModel {
    /// Literal byte → bits.
    var literal: [UInt32]
    /// Match length 0…258 → bits of its length symbol and extra bits.
    var length: [UInt32]
    /// Distance symbol → bits including extra bits.
    var distanceSlot: [UInt32]

    /// A first guess before any statistics: literals by how often each byte
    /// occurs in `data`, lengths and distances by their extra bits.
    init(estimatingFrom data: UnsafeBufferPointer<UInt8>) {
        var histogram = [UInt32](repeating: 0, count: 256)
        for byte in data { histogram[Int(byte)] &+= 1 }
        let lengths = HuffmanCode.lengths(for: histogram, maximumLength: 15)
        literal = lengths.map { $0 == 0 ? 12 : UInt32($0) }
        length = Self.lengthCosts { slot in 4 + UInt32(DeflateAlphabet.lengthExtraBits[slot]) + (slot > 8 ? 2 : 0) }
        distanceSlot = (0..<DeflateAlphabet.distanceCount).map { 5 + UInt32(DeflateAlphabet.distanceExtraBits[$0]) }
    }

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

    /// The costs of the Huffman codes `frequencies` would get; unused
    /// symbols cost a little more than the rarest used one.
    init(literalLengthFrequencies: [UInt32], distanceFrequencies: [UInt32]) {
        let literalLengths = HuffmanCode.lengths(for: literalLengthFrequencies, maximumLength: 15)
        let distanceLengths = HuffmanCode.lengths(for: distanceFrequencies, maximumLength: 15)
        let unusedLiteral = UInt32(min(15, (literalLengths.max() ?? 8) + 1))
        let unusedDistance = UInt32(min(15, (distanceLengths.max() ?? 5) + 1))
        literal = literalLengths[0..<256].map { $0 == 0 ? unusedLiteral : UInt32($0) }
        length = Self.lengthCosts { slot in
            let bits = literalLengths[257 + slot]
            return (bits == 0 ? unusedLiteral : UInt32(bits)) + UInt32(DeflateAlphabet.lengthExtraBits[slot])
        }
        distanceSlot = (0..<DeflateAlphabet.distanceCount).map { slot in
            let bits = distanceLengths[slot]
            return (bits == 0 ? unusedDistance : UInt32(bits)) + UInt32(DeflateAlphabet.distanceExtraBits[slot])
        }
    }

    private static func lengthCosts(_ slotCost: (Int) -> UInt32) -> [UInt32] {
        let slots = (0..<DeflateAlphabet.lengthBase.count).map(slotCost)
        return (0...DeflateAlphabet.maximumMatch).map { length in
            length < DeflateAlphabet.minimumMatch ? 0 : slots[Int(DeflateAlphabet.lengthSlot[length])]
        }
    }
}
