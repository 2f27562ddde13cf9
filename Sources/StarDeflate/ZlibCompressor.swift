import Dispatch

/// StarBadge's own zlib-format compressor (RFC 1950/1951), built for image
/// rows. Fast efforts: a lazy parse over hash chains, one Huffman block per
/// segment. Thorough efforts: binary-tree match search, an optimal parse
/// under a cost model refined over several passes, blocks split where the
/// statistics change. Either way large inputs are cut into parts compressed
/// on several threads.
/// Deterministic: the same bytes and effort give the same stream, whatever
/// the number of threads (parts depend only on the input size).
package struct ZlibCompressor {
    let effort: DeflateEffort
    /// Bytes parsed as one block at most; bounds the parser's memory.
    static let defaultSegmentSize = 1 << 17
    /// Inputs of twice this or more are cut into parts of at least this
    /// many bytes (at most `maximumParts`).
    static let defaultPartMinimum = 1 << 19
    static let maximumParts = 8

    /// Threads for the parts of a large input; nil: one a part.
    let maximumThreads: Int?
    let segmentSize: Int
    let partMinimum: Int

    /// - Parameters:
    ///   - segmentSize, partMinimum: the defaults above; tests make them
    ///     small to meet many segment and part boundaries in small inputs.
    package init(effort: DeflateEffort, maximumThreads: Int? = nil, segmentSize: Int = defaultSegmentSize,
         partMinimum: Int = defaultPartMinimum) {
        self.effort = effort
        self.maximumThreads = maximumThreads
        self.segmentSize = max(1024, segmentSize)
        self.partMinimum = max(4096, partMinimum)
    }

    /// A complete zlib stream for `data[0..<count]`. `data` must hold at
    /// least `count + 8` bytes (the search reads a word past its position).
    package func compress(_ data: [UInt8], count: Int) -> [UInt8] {
        precondition(data.count >= count + 8, "ZlibCompressor needs 8 bytes of padding")
        // CMF 0x78: deflate, 32 KiB window; FLG 0xDA: maximum compression, check bits.
        var writer = BitWriter(reservingCapacity: count / 4 + 64, prefix: [0x78, 0xDA])
        let parts = Self.parts(of: count, minimum: partMinimum)
        let adler: UInt32
        if parts.count == 1 {
            compressPart(data, count: count, part: 0..<count, isLast: true, into: &writer)
            adler = data.withUnsafeBufferPointer { Adler32.checksum(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        } else {
            adler = compressInParallel(data, count: count, parts: parts, into: &writer)
        }
        writer.alignToByte()
        var bytes = writer.bytes
        bytes += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return bytes
    }

    /// Compresses the parts on up to `maximumThreads` threads (each part
    /// alike on any), then appends them in order; the Adler-32 of the whole.
    /// Every part but the last ends with a sync flush, so each starts on a
    /// byte boundary, where its stored blocks expect to be.
    private func compressInParallel(_ data: [UInt8], count: Int, parts: [Range<Int>],
                                    into writer: inout BitWriter) -> UInt32 {
        let results = PartResults(count: parts.count)
        let workers = max(1, min(parts.count, maximumThreads ?? parts.count))
        let compressOne: @Sendable (Int) -> Void = { index in
            let part = parts[index]
            var partWriter = BitWriter(reservingCapacity: part.count / 4 + 64)
            let isLast = index == parts.count - 1
            self.compressPart(data, count: count, part: part, isLast: isLast, into: &partWriter)
            if !isLast { DeflateBlockWriter.writeSyncFlush(to: &partWriter) }
            let checksum = data.withUnsafeBufferPointer { Adler32.checksum(UnsafeBufferPointer(rebasing: $0[part])) }
            results.store((partWriter, checksum), at: index)
        }
        if workers == 1 {
            parts.indices.forEach(compressOne)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: parts.count, by: workers) { compressOne(index) }
            }
        }
        var adler: UInt32 = 1
        for (index, part) in parts.enumerated() {
            guard let (partWriter, checksum) = results[index] else { continue }
            writer.append(partWriter)
            adler = Adler32.combine(adler, checksum, secondLength: part.count)
        }
        return adler
    }

    /// The parts `count` bytes are compressed in: one below twice
    /// `partMinimum`, else equal parts of at least `partMinimum` bytes.
    static func parts(of count: Int, minimum partMinimum: Int = defaultPartMinimum) -> [Range<Int>] {
        let number = min(maximumParts, count / partMinimum)
        guard number >= 2 else { return [0..<count] }
        return (0..<number).map { count * $0 / number..<count * ($0 + 1) / number }
    }

    /// Compresses `data[part]` as whole blocks (the last of them final if
    /// `isLast`). A part after the first starts with the window before it
    /// indexed, so its matches reach back as they would in one piece.
    private func compressPart(_ data: [UInt8], count: Int, part: Range<Int>, isLast: Bool,
                              into writer: inout BitWriter) {
        let workspace = CompressorWorkspace.forCurrentThread()
        if effort.passes == 0 {
            workspace.chains.prepare(inputSize: count, prefixLength: effort.minimumMatch, window: effort.window)
        }
        var trees = BinaryTrees(inputSize: effort.passes == 0 ? 0 : count, prefixLength: effort.minimumMatch)
        data.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            workspace.chains.withTables { tables in
            trees.withTables { treeTables in
                for position in max(0, part.lowerBound - effort.window)..<part.lowerBound {
                    if effort.passes == 0 {
                        tables.insert(position, hash: tables.hash(raw, position))
                    } else {
                        // As the previous part's last segment, which ends here, inserted it.
                        let limit = min(DeflateAlphabet.maximumMatch, part.lowerBound - position)
                        guard limit >= effort.minimumMatch else { continue }
                        _ = treeTables.advance(raw, position, count: count, limit: limit, nice: effort.niceLength,
                                               depth: effort.chainDepth, window: effort.window,
                                               minimum: effort.minimumMatch, records: nil)
                    }
                }
                // Segments of equal size, none over `segmentSize`.
                let segments = max(1, (part.count + segmentSize - 1) / segmentSize)
                var start = part.lowerBound, segment = 0
                repeat {
                    segment += 1
                    let end = part.lowerBound + part.count * segment / segments
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
                    writeBlocks(workspace.symbols, source: source, isLastSegment: isLast && end == part.upperBound,
                                to: &writer)
                    start = end
                } while start < part.upperBound
            }
            }
        }
    }

    /// Writes a segment's symbols as one or more blocks: split where the
    /// statistics change (see `BlockSplitter`) after an optimal parse; one
    /// block after the lazy parse, where splitting saves little for its time
    /// (docs/INTERNALS.md).
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

/// The compressed parts and their checksums, each slot written by one thread.
private final class PartResults: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<(BitWriter, UInt32)?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ result: (BitWriter, UInt32), at index: Int) { storage[index] = result }

    subscript(index: Int) -> (BitWriter, UInt32)? { storage[index] }
}
