/// StarBadge's own zlib-format compressor (RFC 1950/1951), built for image
/// rows. Fast efforts: a lazy parse over hash chains, one Huffman block per
/// segment. Thorough efforts: binary-tree match search, an optimal parse
/// under a cost model refined over several passes, blocks split where the
/// statistics change.
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
        let workspace = CompressorWorkspace.forCurrentThread()
        if effort.passes == 0 { workspace.chains.prepare(inputSize: count, prefixLength: effort.minimumMatch) }
        var trees = BinaryTrees(inputSize: effort.passes == 0 ? 0 : count, prefixLength: effort.minimumMatch)
        data.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            workspace.chains.withTables { tables in
            trees.withTables { treeTables in
                var start = 0
                repeat {
                    let end = min(count, start + Self.segmentSize)
                    let source = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    if effort.passes == 0 {
                        LazyParse.symbols(raw, count: count, start: start, end: end, effort: effort,
                                          chains: &tables, into: &workspace.symbols)
                    } else {
                        MatchSearch.collect(raw, count: count, start: start, end: end, effort: effort,
                                            trees: &treeTables, into: &workspace.table)
                        workspace.symbols = bestSymbols(base, start: start, end: end, source: source,
                                                        table: workspace.table, parser: &workspace.parser)
                    }
                    writeBlocks(workspace.symbols, source: source, isLastSegment: end == count, to: &writer)
                    start = end
                } while start < count
            }
            }
        }
        writer.alignToByte()
        let adler = data.withUnsafeBufferPointer { Adler32.checksum(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        var bytes = writer.bytes
        bytes += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return bytes
    }

    /// Writes a segment's symbols as one or more blocks: split where the
    /// statistics change (see `BlockSplitter`) after an optimal parse; one
    /// block after the lazy parse (splitting measured 0–1 % smaller on
    /// badges for half again the time).
    private func writeBlocks(_ symbols: [LZSymbol], source: UnsafeBufferPointer<UInt8>, isLastSegment: Bool,
                             to writer: inout BitWriter) {
        let blocks = effort.passes > 0 ? BlockSplitter.blocks(symbols) : [0..<symbols.count]
        var offset = 0
        for (index, block) in blocks.enumerated() {
            let bytes = symbols[block].reduce(0) { $0 + max(1, $1.matchLength) }
            DeflateBlockWriter.write(symbols[block], source: UnsafeBufferPointer(rebasing: source[offset..<offset + bytes]),
                                     isFinal: isLastSegment && index == blocks.count - 1, to: &writer)
            offset += bytes
        }
    }

    /// Parses `passes` times, each with the costs of the previous parse's
    /// symbols, and keeps the parse whose dynamic block is smallest.
    private func bestSymbols(_ data: UnsafePointer<UInt8>, start: Int, end: Int, source: UnsafeBufferPointer<UInt8>,
                             table: MatchTable, parser: inout OptimalParse) -> [LZSymbol] {
        var costs = CostModel(greedyOver: table, data, start: start, end: end)
        var best: (symbols: [LZSymbol], bits: Int)? = nil
        for pass in 0..<effort.passes {
            let symbols = parser.symbols(data, start: start, end: end, matches: table, costs: costs,
                                         minimumMatch: effort.minimumMatch)
            let frequencies = SymbolFrequencies(symbols[...])
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
