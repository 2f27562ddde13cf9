/// StarBadge's own zlib-format compressor (RFC 1950/1951), built for image
/// rows: hash-chain match search, then an optimal parse under a cost model
/// refined over several passes, one Huffman block per segment.
/// Deterministic: the same bytes and effort give the same stream.
struct ZlibCompressor {
    let effort: DeflateEffort
    /// Bytes parsed as one block; bounds the parser's memory.
    static let segmentSize = 1 << 17

    init(effort: DeflateEffort) {
        self.effort = effort
    }

    /// A complete zlib stream for `data[0..<count]`. `data` must hold at
    /// least `count + 8` bytes (the search reads a word past its position).
    func compress(_ data: [UInt8], count: Int) -> [UInt8] {
        precondition(data.count >= count + 8, "ZlibCompressor needs 8 bytes of padding")
        // CMF 0x78: deflate, 32 KiB window; FLG 0xDA: maximum compression, check bits.
        var writer = BitWriter(reservingCapacity: count / 4 + 64, prefix: [0x78, 0xDA])
        var chains = HashChains(inputSize: count, prefixLength: effort.minimumMatch)
        var table = MatchTable()
        var parser = OptimalParse()
        var symbols: [LZSymbol] = []
        data.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            chains.withTables { tables in
                var start = 0
                repeat {
                    let end = min(count, start + Self.segmentSize)
                    let source = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    if effort.passes == 0 {
                        LazyParse.symbols(raw, count: count, start: start, end: end, effort: effort,
                                          chains: &tables, into: &symbols)
                    } else {
                        MatchSearch.collect(raw, count: count, start: start, end: end, effort: effort,
                                            chains: &tables, into: &table)
                        symbols = bestSymbols(base, start: start, end: end, source: source, table: table, parser: &parser)
                    }
                    DeflateBlockWriter.write(symbols, source: source, isFinal: end == count, to: &writer)
                    start = end
                } while start < count
            }
        }
        writer.alignToByte()
        let adler = data.withUnsafeBufferPointer { Adler32.checksum(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        var bytes = writer.bytes
        bytes += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return bytes
    }

    /// Parses `passes` times, each with the costs of the previous parse's
    /// symbols, and keeps the parse whose dynamic block is smallest.
    private func bestSymbols(_ data: UnsafePointer<UInt8>, start: Int, end: Int, source: UnsafeBufferPointer<UInt8>,
                             table: MatchTable, parser: inout OptimalParse) -> [LZSymbol] {
        var costs = CostModel(greedyOver: table, data, start: start, end: end)
        var best: (symbols: [LZSymbol], bits: Int)? = nil
        for pass in 0..<effort.passes {
            let symbols = parser.symbols(data, start: start, end: end, matches: table, costs: costs,
                                         niceLength: effort.niceLength, minimumMatch: effort.minimumMatch)
            let frequencies = SymbolFrequencies(symbols)
            let bits = effort.passes == 1 ? 0 : DeflateBlockWriter.dynamicBits(frequencies)
            if best.map({ bits < $0.bits }) ?? true { best = (symbols, bits) }
            if pass + 1 < effort.passes {
                costs = CostModel(literalLengthFrequencies: frequencies.literalLength,
                                  distanceFrequencies: frequencies.distance)
            }
        }
        return best?.symbols ?? []
    }
}
