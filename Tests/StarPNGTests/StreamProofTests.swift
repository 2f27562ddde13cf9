import CZlib
import Testing
import StarBadgeTestSupport
@testable import StarPNG
@testable import StarDeflate

/// Property tests: every compressor effort and filter strategy, over many
/// random inputs shaped like what a PNG holds, must give streams that
/// zlib inflates back to the very bytes (Adler-32 included), and PNGs that
/// libpng decodes to the very pixels. Segments and parts are made small so
/// that small inputs meet many of their boundaries, where the match finder
/// once went wrong.
@Suite("stream proofs")
struct StreamProofTests {
    /// Efforts that between them reach every branch of both parsers.
    static let efforts: [DeflateEffort] = [
        .standard, .thorough,
        DeflateEffort(chainDepth: 8, niceLength: 258, minimumMatch: 3, passes: 0, indexesInsideLongMatches: true, window: 2048),
        DeflateEffort(chainDepth: 1, niceLength: 4, minimumMatch: 4, passes: 0, indexesInsideLongMatches: false, window: 256),
        DeflateEffort(chainDepth: 64, niceLength: 32, minimumMatch: 3, passes: 1, indexesInsideLongMatches: false, window: 8192),
        DeflateEffort(chainDepth: 256, niceLength: 100, minimumMatch: 4, passes: 2, indexesInsideLongMatches: true, window: 1024),
        DeflateEffort(chainDepth: 2, niceLength: 258, minimumMatch: 3, passes: 3, indexesInsideLongMatches: true, window: 32768),
    ]

    /// (segment size, part minimum): the defaults, and small ones.
    static let cuts: [(segment: Int, part: Int)] = [
        (ZlibCompressor.defaultSegmentSize, ZlibCompressor.defaultPartMinimum), (1024, 4096), (3000, 8192),
    ]

    @Test("zlib inflates every effort's stream of random image-like bytes", arguments: Array(0..<efforts.count))
    func everyEffort(effortIndex: Int) throws {
        let effort = Self.efforts[effortIndex]
        var random = SplitMix64(seed: 0x5EED_0000 + UInt64(effortIndex))
        // The thorough efforts cost more per byte: fewer and smaller inputs.
        let rounds = effort.passes == 0 ? 60 : 24
        for round in 0..<rounds {
            let size = Self.size(&random, maximum: effort.passes == 0 ? 40_000 : 14_000)
            let bytes = RandomImageBytes.make(&random, count: size)
            let cut = Self.cuts[round % Self.cuts.count]
            let compressor = ZlibCompressor(effort: effort, maximumThreads: 2, segmentSize: cut.segment, partMinimum: cut.part)
            let padded = bytes + [UInt8](repeating: 0, count: 8)
            let stream = compressor.compress(padded, count: bytes.count)
            let holds = bytes.withUnsafeBufferPointer { ZlibStreamCheck.holds(stream, inflatingTo: $0) }
            #expect(holds, "round \(round): \(size) bytes, segments of \(cut.segment), parts from \(cut.part), \(effort)")
            if !holds { return }
        }
    }

    @Test("inputs the size of segment, part and window boundaries, and a 64 KiB stored block")
    func boundarySizes() throws {
        var random = SplitMix64(seed: 41)
        for size in [1023, 1024, 1025, 2047, 2048, 2049, 4095, 4096, 4097, 8191, 8193, 32767, 32768, 32769, 65535, 65536] {
            for noise in [false, true] {
                let bytes = noise ? (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                    : RandomImageBytes.make(&random, count: size)
                let padded = bytes + [UInt8](repeating: 0, count: 8)
                for effort in [DeflateEffort.standard, .thorough] {
                    for cut in Self.cuts.prefix(2) {
                        let stream = ZlibCompressor(effort: effort, segmentSize: cut.segment, partMinimum: cut.part)
                            .compress(padded, count: size)
                        let holds = bytes.withUnsafeBufferPointer { ZlibStreamCheck.holds(stream, inflatingTo: $0) }
                        #expect(holds, "\(size) bytes\(noise ? " of noise" : ""), segments of \(cut.segment), \(effort)")
                    }
                }
            }
        }
    }

    /// A small input (2,312 bytes of repeated badge-like rows, segments of
    /// 1,024) that meets the defect behind `--optimize`'s corrupt PNGs: the
    /// binary-tree search placed the positions just before a segment's end
    /// by the few bytes left in the segment, which misordered the tree, and
    /// a later search reported a match whose bytes differ (here at 2,229).
    @Test("positions before a segment's end keep the tree ordered")
    func segmentEndOrdering() throws {
        let bytes = Self.segmentEndCase()
        let padded = bytes + [UInt8](repeating: 0, count: 8)
        let stream = ZlibCompressor(effort: .thorough, segmentSize: 1024).compress(padded, count: bytes.count)
        #expect(bytes.withUnsafeBufferPointer { ZlibStreamCheck.holds(stream, inflatingTo: $0) })
        // And the match records themselves: every one repeats earlier bytes.
        var trees = BinaryTrees(inputSize: bytes.count, prefixLength: 3)
        var table = MatchTable()
        padded.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            trees.withTables { tables in
                for (start, end) in [(0, bytes.count / 2), (bytes.count / 2, bytes.count)] {
                    MatchSearch.collect(UnsafeRawPointer(base), count: bytes.count, start: start, end: end,
                                        effort: .thorough, trees: &tables, into: &table)
                    for k in 0..<(end - start) {
                        let first = k == 0 ? 0 : Int(table.ends[k - 1])
                        for record in table.records[first..<Int(table.ends[k])] {
                            let position = start + k, length = record.matchLength, distance = record.distanceOrByte
                            #expect(position + length <= end && distance <= position, "record at \(position) leaves its segment")
                            guard position + length <= end, distance <= position else { continue }
                            #expect(buffer[position..<position + length].elementsEqual(buffer[position - distance..<position - distance + length]),
                                    "record at \(position): \(length) bytes at distance \(distance) differ")
                        }
                    }
                }
            }
        }
    }

    @Test("every filter strategy and effort gives PNGs libpng decodes to the same pixels")
    func everyStrategyThroughLibpng() throws {
        var random = SplitMix64(seed: 77)
        for round in 0..<40 {
            let image = try #require(RandomImageBytes.image(&random))
            let strategy = PNGRoundTripTests.strategies[round % PNGRoundTripTests.strategies.count]
            let effort = Self.efforts[round % Self.efforts.count]
            let encoder = PNGEncoder(compression: .init(filter: strategy, effort: effort))
            let decoded = try PNGDecoder().decode(encoder.encode(image))
            #expect(decoded == image, "round \(round): \(image.width)×\(image.height), \(strategy), \(effort)")
        }
    }

    @Test("optimize proves what it writes, and equals the default encoder's pixels")
    func optimizeMatchesDefault() throws {
        var random = SplitMix64(seed: 99)
        for round in 0..<12 {
            let image = try #require(RandomImageBytes.image(&random, maximumSide: 120))
            for content in [PNGEncoder.ImageContent.unknown, .shapes, .text] {
                var optimizing = PNGEncoder(content: content)
                optimizing.optimize = true
                let optimized = try optimizing.encode(image)
                let standard = try PNGEncoder(content: content).encode(image)
                #expect(optimized.count <= standard.count, "round \(round): optimize made a larger file")
                #expect(try PNGDecoder().decode(optimized) == image, "round \(round), \(content)")
            }
        }
    }

    @Test("the stream check refuses a corrupted, truncated or longer stream")
    func checkRefuses() throws {
        var random = SplitMix64(seed: 2026)
        let bytes = RandomImageBytes.make(&random, count: 5000)
        let stream = ZlibCompressor(effort: .standard).compress(bytes + [UInt8](repeating: 0, count: 8), count: bytes.count)
        bytes.withUnsafeBufferPointer { expected in
            #expect(ZlibStreamCheck.holds(stream, inflatingTo: expected))
            var flipped = stream
            flipped[stream.count / 2] ^= 0x10
            #expect(!ZlibStreamCheck.holds(flipped, inflatingTo: expected))
            #expect(!ZlibStreamCheck.holds(Array(stream.dropLast(3)), inflatingTo: expected))
            #expect(!ZlibStreamCheck.holds(stream, inflatingTo: UnsafeBufferPointer(rebasing: expected.dropLast())))
        }
    }

    /// A size, often near a power of two (where windows and tables end).
    static func size(_ random: inout SplitMix64, maximum: Int) -> Int {
        if random.next() % 3 == 0 {
            let power = 1 << Int(8 + random.next() % 7)
            return min(maximum, max(0, power + Int(random.next() % 7) - 3))
        }
        return Int(random.next() % UInt64(maximum + 1))
    }

    /// Rows of a badge-like image whose repeated edges sit across segment
    /// boundaries of 1,024 bytes.
    static func segmentEndCase() -> [UInt8] {
        var bytes: [UInt8] = []
        var random = SplitMix64(seed: 3)
        let tile = (0..<37).map { _ in UInt8(truncatingIfNeeded: random.next() % 4) }
        for row in 0..<64 {
            for x in 0..<29 { bytes.append(x < 3 + row % 5 ? 0 : tile[(x + row) % tile.count]) }
            bytes.append(contentsOf: [1, 1, 1, 1, 1, 1, 1])
        }
        return bytes
    }
}

/// Random bytes shaped like a PNG's rows: noise, runs, few-colour areas,
/// gradients, sparse strokes (text) and repeated tiles, mixed in bands.
enum RandomImageBytes {
    static func make(_ random: inout SplitMix64, count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        let rowLength = Int(random.next() % 600) + 4
        while bytes.count < count {
            let band = min(count - bytes.count, Int(random.next() % 4000) + 1)
            switch random.next() % 6 {
            case 0: for _ in 0..<band { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
            case 1:
                let value = UInt8(truncatingIfNeeded: random.next())
                bytes.append(contentsOf: repeatElement(value, count: band))
            case 2:
                let palette = (0..<Int(random.next() % 6 + 2)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                var left = band
                while left > 0 {
                    let run = min(left, Int(random.next() % 40) + 1)
                    bytes.append(contentsOf: repeatElement(palette[Int(random.next() % UInt64(palette.count))], count: run))
                    left -= run
                }
            case 3: for i in 0..<band { bytes.append(UInt8(truncatingIfNeeded: (i % rowLength) * 255 / rowLength + i / rowLength)) }
            case 4:
                for _ in 0..<band { bytes.append(random.next() % 11 == 0 ? UInt8(truncatingIfNeeded: random.next() | 0x80) : 0) }
            default:
                // Copies of earlier bytes at a few fixed distances (repeated stars and rows).
                let distance = Int(random.next() % 3000) + 1
                for _ in 0..<band {
                    if bytes.count >= distance && random.next() % 50 != 0 {
                        bytes.append(bytes[bytes.count - distance])
                    } else {
                        bytes.append(UInt8(truncatingIfNeeded: random.next() % 4))
                    }
                }
            }
        }
        return bytes
    }

    /// An RGBA image of random size (1…`maximumSide` a side) whose pixels are
    /// drawn from a few colours, or gradients, or the bytes above.
    static func image(_ random: inout SplitMix64, maximumSide: Int = 300) -> PNGImage? {
        let width = Int(random.next() % UInt64(maximumSide)) + 1, height = Int(random.next() % UInt64(maximumSide / 2)) + 1
        var rgba: [UInt8]
        switch random.next() % 3 {
        case 0:
            let colors = (0..<Int(random.next() % 20 + 1)).map { _ in UInt32(truncatingIfNeeded: random.next()) }
            rgba = []
            for _ in 0..<(width * height) {
                let c = colors[Int(random.next() % UInt64(colors.count))]
                rgba += [UInt8(c >> 24), UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)]
            }
        case 1:
            rgba = []
            for y in 0..<height { for x in 0..<width { rgba += [UInt8(x * 255 / width), UInt8(y * 255 / height), 128, 255] } }
        default:
            rgba = make(&random, count: width * height * 4)
        }
        return PNGImage(width: width, height: height, rgba: rgba)
    }
}
