import CZlib
import Testing
import StarBadgeTestSupport
@testable import StarDeflate

/// Our zlib streams, inflated by zlib itself: every kind of input at every
/// effort must come back byte for byte, with a valid Adler-32.
@Suite("zlib compressor")
struct ZlibCompressorTests {
    static let efforts: [DeflateEffort] = [
        .standard, .thorough,
        DeflateEffort(chainDepth: 1, niceLength: 4, minimumMatch: 4, passes: 1, indexesInsideLongMatches: false),
        DeflateEffort(chainDepth: 64, niceLength: 32, minimumMatch: 3, passes: 3, indexesInsideLongMatches: true),
    ]

    /// Inputs that exercise stored, fixed and dynamic blocks, long runs,
    /// far matches, several segments and the empty stream.
    static func inputs() -> [(name: String, bytes: [UInt8])] {
        var random = SplitMix64(seed: 7)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let smallAlphabet = (0..<50_000).map { _ in UInt8(truncatingIfNeeded: random.next() % 5) }
        let pattern = (0..<300_000).map { UInt8(truncatingIfNeeded: ($0 % 4096) * 7 / 3) }
        var rows: [UInt8] = []
        for y in 0..<64 { for x in 0..<(144 * 4) { rows.append(UInt8(truncatingIfNeeded: (x / 4 + y) % 37 < 20 ? 0 : x * y)) } }
        return [
            ("empty", []), ("one byte", [42]), ("three bytes", [1, 2, 3]), ("zeros", [UInt8](repeating: 0, count: 100_000)),
            ("noise", noise), ("small alphabet", smallAlphabet), ("pattern across segments", pattern),
            ("image rows", rows), ("text", Array(String(repeating: "3.5 out of 5 stars. ", count: 400).utf8)),
        ]
    }

    @Test("zlib inflates what we compress", arguments: Array(0..<efforts.count))
    func roundTrip(effortIndex: Int) throws {
        let effort = Self.efforts[effortIndex]
        for (name, bytes) in Self.inputs() {
            let stream = ZlibCompressor(effort: effort).compress(bytes + [UInt8](repeating: 0, count: 8), count: bytes.count)
            let inflated = try #require(Self.inflate(stream, expectedSize: bytes.count), "\(name): zlib rejected the stream")
            #expect(inflated == bytes, "\(name) at \(effort)")
            if name == "zeros" { #expect(stream.count < 300, "\(name): \(stream.count) bytes") }
            if name == "noise" { #expect(stream.count <= bytes.count + bytes.count / 1000 + 16, "noise is stored") }
        }
    }

    @Test("a large input is compressed in parts on several threads, and zlib inflates it")
    func parts() throws {
        // 1.5 MB of rows like a big badge's, with a patch of noise in a middle part.
        var random = SplitMix64(seed: 11)
        var bytes: [UInt8] = []
        for y in 0..<1300 { for x in 0..<1153 { bytes.append(UInt8(truncatingIfNeeded: (x / 9 + y / 5) % 23 < 12 ? 0 : x ^ y)) } }
        for i in 700_000..<760_000 { bytes[i] = UInt8(truncatingIfNeeded: random.next()) }
        #expect(ZlibCompressor.parts(of: bytes.count).count == 2)
        let padded = bytes + [UInt8](repeating: 0, count: 8)
        for effort in [DeflateEffort.standard, Self.efforts[2]] {
            let stream = ZlibCompressor(effort: effort).compress(padded, count: bytes.count)
            let inflated = try #require(Self.inflate(stream, expectedSize: bytes.count), "zlib rejected the stream")
            #expect(inflated == bytes)
            #expect(ZlibCompressor(effort: effort).compress(padded, count: bytes.count) == stream, "not deterministic")
            #expect(ZlibCompressor(effort: effort, maximumThreads: 1).compress(padded, count: bytes.count) == stream,
                    "one thread gives other bytes")
        }
    }

    @Test("parts cover the input in order; small inputs stay whole", arguments: [0, 1, 1 << 19, (1 << 20) - 1, 1 << 20, 5_000_001, 40_000_000])
    func partRanges(count: Int) {
        let parts = ZlibCompressor.parts(of: count)
        #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == count)
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(parts.count <= ZlibCompressor.maximumParts)
        if count < 2 * ZlibCompressor.defaultPartMinimum { #expect(parts.count == 1) }
        #expect(parts.count == 1 || parts.allSatisfy { $0.count >= ZlibCompressor.defaultPartMinimum })
    }

    @Test("Adler-32 of two pieces combines into the whole's", arguments: [0, 1, 4999, 65_521, 200_000])
    func adlerCombine(split: Int) {
        var random = SplitMix64(seed: UInt64(split) + 3)
        let bytes = (0..<(split + 70_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        bytes.withUnsafeBufferPointer { all in
            let first = Adler32.checksum(UnsafeBufferPointer(rebasing: all[..<split]))
            let second = Adler32.checksum(UnsafeBufferPointer(rebasing: all[split...]))
            #expect(Adler32.combine(first, second, secondLength: all.count - split) == Adler32.checksum(all))
            #expect(Adler32.combine(1, first, secondLength: split) == first)
        }
    }

    @Test("a bit writer appended to another gives the bits written in one")
    func bitWriterAppend() {
        var random = SplitMix64(seed: 5)
        let fields = (0..<3000).map { _ -> (UInt32, Int) in
            let length = Int(random.next() % 32) + 1
            return (UInt32(truncatingIfNeeded: random.next()) & UInt32((UInt64(1) << UInt64(length)) - 1), length)
        }
        for cut in [0, 1, 7, 1500, 2999, 3000] {
            var whole = BitWriter(reservingCapacity: 0, prefix: [0x78])
            for (bits, length) in fields { whole.write(bits, length) }
            var first = BitWriter(reservingCapacity: 0, prefix: [0x78]), second = BitWriter(reservingCapacity: 0)
            for (bits, length) in fields[..<cut] { first.write(bits, length) }
            for (bits, length) in fields[cut...] { second.write(bits, length) }
            first.append(second)
            whole.alignToByte()
            first.alignToByte()
            #expect(first.bytes == whole.bytes, "cut at \(cut)")
        }
    }

    @Test("the same input gives the same stream")
    func deterministic() {
        let bytes = Self.inputs()[7].bytes + [UInt8](repeating: 0, count: 8)
        let a = ZlibCompressor(effort: .standard).compress(bytes, count: bytes.count - 8)
        let b = ZlibCompressor(effort: .standard).compress(bytes, count: bytes.count - 8)
        #expect(a == b)
    }

    @Test("tables reused from earlier inputs on the same thread give the same streams as fresh ones")
    func reuse() {
        let inputs = Self.inputs().map { $0.bytes + [UInt8](repeating: 0, count: 8) }
        var effort = DeflateEffort.standard
        effort.window = 2048
        let first = inputs.map { ZlibCompressor(effort: effort).compress($0, count: $0.count - 8) }
        // Again in another order, after other sizes and a 4-byte prefix have used the tables.
        var four = effort
        four.minimumMatch = 4
        for (index, input) in inputs.enumerated().reversed() {
            _ = ZlibCompressor(effort: four).compress(inputs[6], count: inputs[6].count - 8)
            #expect(ZlibCompressor(effort: effort).compress(input, count: input.count - 8) == first[index])
        }
    }

    @Test("more effort never gives a larger stream on image rows")
    func effortPays() {
        let bytes = Self.inputs()[7].bytes + [UInt8](repeating: 0, count: 8)
        let standard = ZlibCompressor(effort: .standard).compress(bytes, count: bytes.count - 8)
        let thorough = ZlibCompressor(effort: .thorough).compress(bytes, count: bytes.count - 8)
        #expect(thorough.count <= standard.count)
    }

    @Test("Adler-32 matches zlib's", arguments: [0, 1, 15, 16, 17, 255, 256, 257, 5375, 5376, 5377, 5551, 5552, 5553, 100_000])
    func adler(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next() | 0xF0) }
        // Random high bytes, and all 0xFF: the largest sums before a reduction.
        for sample in [bytes, [UInt8](repeating: 0xFF, count: count)] {
            let ours = sample.withUnsafeBufferPointer { Adler32.checksum($0) }
            let theirs = sample.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
            #expect(ours == theirs)
        }
    }

    @Test("bit reversal of codes matches reversing bit by bit", arguments: Array(1...16))
    func reversal(bits: Int) {
        for code in stride(from: 0, to: 1 << bits, by: max(1, (1 << bits) / 4096)) {
            var value = code, expected = 0
            for _ in 0..<bits { expected = expected << 1 | value & 1; value >>= 1 }
            #expect(HuffmanCode.reversed(UInt16(code), bits: bits) == UInt16(expected), "\(code) in \(bits) bits")
        }
    }

    @Test("Huffman lengths respect the limit and the Kraft equality")
    func huffmanLimit() {
        // Fibonacci frequencies force depths far beyond 15 without a limit.
        var frequencies: [UInt32] = [1, 1]
        while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        for limit in [7, 15] {
            let lengths = HuffmanCode.lengths(for: frequencies, maximumLength: limit)
            #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
            let kraft = lengths.reduce(0.0) { $0 + 1.0 / Double(1 << Int($1)) }
            #expect(abs(kraft - 1.0) < 1e-12)
        }
        #expect(HuffmanCode.lengths(for: [0, 0, 9, 0], maximumLength: 15).filter { $0 > 0 }.count == 2)
    }

    @Test("Huffman lengths are optimal when no limit binds")
    func huffmanOptimal() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<200 {
            let count = Int(random.next() % 40) + 2
            let frequencies = (0..<count).map { _ in UInt32(random.next() % 1000) }
            guard frequencies.filter({ $0 > 0 }).count >= 2 else { continue }
            let lengths = HuffmanCode.lengths(for: frequencies, maximumLength: 30)
            let ours = zip(frequencies, lengths).reduce(0) { $0 + Int($1.0) * Int($1.1) }
            #expect(ours == Self.referenceHuffmanCost(frequencies.filter { $0 > 0 }.map(Int.init)))
        }
    }

    /// The cost of an optimal prefix code: the sum of the merged weights.
    static func referenceHuffmanCost(_ weights: [Int]) -> Int {
        var queue = weights.sorted()
        var cost = 0
        while queue.count > 1 {
            let merged = queue.removeFirst() + queue.removeFirst()
            cost += merged
            queue.insert(merged, at: queue.firstIndex { $0 > merged } ?? queue.count)
        }
        return cost
    }

    static func inflate(_ stream: [UInt8], expectedSize: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(1, expectedSize))
        var size = uLongf(output.count)
        let status = output.withUnsafeMutableBufferPointer { out in
            stream.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK else { return nil }
        return Array(output.prefix(Int(size)))
    }
}
