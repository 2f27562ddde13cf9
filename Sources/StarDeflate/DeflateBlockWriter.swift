/// Writes one DEFLATE block of symbols in whichever form is smallest:
/// dynamic Huffman codes, the fixed codes, or stored bytes.
enum DeflateBlockWriter {
    static let fixedLiteralLengthLengths: [UInt8] = (0..<288).map { symbol in
        symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8
    }
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)
    private static let fixedLiteralLengthCode = HuffmanCode(lengths: fixedLiteralLengthLengths)
    private static let fixedDistanceCode = HuffmanCode(lengths: fixedDistanceLengths)

    /// The size in bits of `symbols` as a dynamic block (header included).
    static func dynamicBits(_ frequencies: SymbolFrequencies) -> Int { DynamicCode(frequencies).bits }

    /// The optimal codes for a block's frequencies, their header and size.
    private struct DynamicCode {
        let literalLengths: [UInt8]
        let distanceLengths: [UInt8]
        let header: DynamicHeader
        /// Block size in bits, header and block type included.
        let bits: Int

        init(_ frequencies: SymbolFrequencies) {
            literalLengths = HuffmanCode.lengths(for: frequencies.literalLength, maximumLength: 15)
            distanceLengths = HuffmanCode.lengths(for: frequencies.distance, maximumLength: 15)
            header = DynamicHeader(literalLengthLengths: literalLengths, distanceLengths: distanceLengths)
            bits = 3 + header.bitCount + frequencies.dataBits(literalLengthCode: literalLengths, distanceCode: distanceLengths)
        }
    }

    /// Writes `symbols`, which encode `source` (the same bytes, for a stored
    /// block), as one block; `isFinal` marks the stream's last block.
    static func write(_ symbols: ArraySlice<LZSymbol>, source: UnsafeBufferPointer<UInt8>, isFinal: Bool,
                      to writer: inout BitWriter) {
        let frequencies = SymbolFrequencies(symbols)
        let code = DynamicCode(frequencies)
        let dynamic = code.bits
        let fixed = 3 + frequencies.dataBits(literalLengthCode: fixedLiteralLengthLengths, distanceCode: fixedDistanceLengths)
        let storedBlocks = max(1, (source.count + 65534) / 65535)
        let stored = storedBlocks * (3 + 7 + 32) + 8 * source.count
        let final: UInt32 = isFinal ? 1 : 0

        if stored < dynamic && stored < fixed {
            writeStored(source, isFinal: isFinal, to: &writer)
        } else if fixed <= dynamic {
            writer.write(final | 1 << 1, 3)
            writeSymbols(symbols, fixedLiteralLengthCode, fixedDistanceCode, to: &writer)
        } else {
            writer.write(final | 2 << 1, 3)
            code.header.write(to: &writer)
            writeSymbols(symbols, HuffmanCode(lengths: code.literalLengths), HuffmanCode(lengths: code.distanceLengths),
                         to: &writer)
        }
    }

    /// Writes an empty, non-final stored block (zlib's sync flush), which
    /// ends on a byte boundary. A part compressed apart ends with one: its
    /// stored blocks align to bytes of the part's own writer, so the part
    /// must start on a byte boundary of the whole stream too.
    static func writeSyncFlush(to writer: inout BitWriter) {
        writer.write(0, 3)
        writer.alignToByte()
        writer.write(0xFFFF_0000, 32)
    }

    private static func writeStored(_ source: UnsafeBufferPointer<UInt8>, isFinal: Bool, to writer: inout BitWriter) {
        var offset = 0
        repeat {
            let length = min(65535, source.count - offset)
            let last = offset + length == source.count
            writer.write(isFinal && last ? 1 : 0, 3)
            writer.alignToByte()
            writer.write(UInt32(length) | UInt32(~length & 0xFFFF) << 16, 32)
            writer.append(bytes: UnsafeBufferPointer(rebasing: source[offset..<offset + length]))
            offset += length
        } while offset < source.count
    }

    private static func writeSymbols(_ symbols: ArraySlice<LZSymbol>, _ literalLength: HuffmanCode, _ distance: HuffmanCode,
                                     to writer: inout BitWriter) {
        let tables = DeflateAlphabet.slots
        // A symbol takes at most 15 + 5 bits of length and 15 + 13 of distance.
        writer.withReservedBits(48 * symbols.count + 15) { writer in
        literalLength.codes.withUnsafeBufferPointer { literalCodes in
        literalLength.lengths.withUnsafeBufferPointer { literalBits in
        distance.codes.withUnsafeBufferPointer { distanceCodes in
        distance.lengths.withUnsafeBufferPointer { distanceBits in
            for symbol in symbols {
                let length = symbol.matchLength
                if length == 0 {
                    let byte = symbol.distanceOrByte
                    writer.write(UInt32(literalCodes[byte]), Int(literalBits[byte]))
                    continue
                }
                let lengthSlot = Int(tables.lengthSlot[length])
                let lengthSymbol = 257 + lengthSlot
                writer.write(UInt32(literalCodes[lengthSymbol]), Int(literalBits[lengthSymbol]))
                let lengthExtra = Int(tables.lengthExtraBits[lengthSlot])
                if lengthExtra > 0 {
                    writer.write(UInt32(length - Int(tables.lengthBase[lengthSlot])), lengthExtra)
                }
                let distanceValue = symbol.distanceOrByte
                let distanceSlot = tables.distanceSlot(distanceValue)
                writer.write(UInt32(distanceCodes[distanceSlot]), Int(distanceBits[distanceSlot]))
                let distanceExtra = Int(tables.distanceExtraBits[distanceSlot])
                if distanceExtra > 0 {
                    writer.write(UInt32(distanceValue - Int(tables.distanceBase[distanceSlot])), distanceExtra)
                }
            }
            writer.write(UInt32(literalCodes[DeflateAlphabet.endOfBlock]), Int(literalBits[DeflateAlphabet.endOfBlock]))
        }}}}
        }
    }
}
