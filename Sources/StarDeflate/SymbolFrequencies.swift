/// How often each literal/length and distance symbol occurs in a block
/// (the end-of-block symbol counted once).
struct SymbolFrequencies {
    var literalLength = [UInt32](repeating: 0, count: DeflateAlphabet.literalLengthCount)
    var distance = [UInt32](repeating: 0, count: DeflateAlphabet.distanceCount)

    init(_ symbols: ArraySlice<LZSymbol>) {
        let tables = DeflateAlphabet.slots
        literalLength.withUnsafeMutableBufferPointer { literalLength in
            distance.withUnsafeMutableBufferPointer { distance in
                for symbol in symbols {
                    let length = symbol.matchLength
                    if length == 0 {
                        literalLength[symbol.distanceOrByte] &+= 1
                    } else {
                        literalLength[257 + Int(tables.lengthSlot[length])] &+= 1
                        distance[tables.distanceSlot(symbol.distanceOrByte)] &+= 1
                    }
                }
            }
        }
        literalLength[DeflateAlphabet.endOfBlock] = 1
    }

    /// Bits of the block's symbols (extra bits included) under the given codes.
    func dataBits(literalLengthCode: [UInt8], distanceCode: [UInt8]) -> Int {
        var bits = 0
        for (symbol, count) in literalLength.enumerated() where count > 0 {
            bits += Int(count) * Int(literalLengthCode[symbol])
            if symbol > 256 { bits += Int(count) * Int(DeflateAlphabet.lengthExtraBits[symbol - 257]) }
        }
        for (slot, count) in distance.enumerated() where count > 0 {
            bits += Int(count) * (Int(distanceCode[slot]) + Int(DeflateAlphabet.distanceExtraBits[slot]))
        }
        return bits
    }
}
