import StarBadgeTestSupport
import Testing
@testable import StarPNG
@testable import StarDeflate

@Suite("row filter choice: fewest changes")
struct FewestChangesTests {
    /// The word-at-a-time count against a byte-by-byte one.
    @Test("counts every byte unlike the byte one pixel before", arguments: [1, 2, 3, 4, 6, 8])
    func changes(bytesPerPixel: Int) {
        var generator = SplitMix64(seed: UInt64(bytesPerPixel))
        for length in Array(0...80) + [2039, 2048, 2049, 4100, 9000] {
            let row = (0..<length).map { _ in UInt8.random(in: 0...3, using: &generator) }
            var expected = 0
            for i in bytesPerPixel..<max(bytesPerPixel, length) where row[i] != row[i - bytesPerPixel] { expected += 1 }
            let counted = row.withUnsafeBufferPointer { RowJudge.changes($0, bytesPerPixel: bytesPerPixel) }
            #expect(counted == expected, "length \(length)")
        }
    }
}

@Suite("row filter choice: fewest changes, None and Up at once")
struct FewestChangesNoneAndUpTests {
    /// The one-pass count against `changes` of the row and of its Up filtering.
    @Test("counts what `changes` counts on the row and on the row through Up", arguments: [1, 2, 3, 4, 8])
    func bothAtOnce(bytesPerPixel: Int) {
        var generator = SplitMix64(seed: UInt64(bytesPerPixel) + 100)
        for length in Array(0...70) + [255 * 16 + 9, 4100, 9000] {
            let row = (0..<length).map { _ in UInt8.random(in: 0...3, using: &generator) }
            let previous = (0..<length).map { _ in UInt8.random(in: 0...3, using: &generator) }
            let up = zip(row, previous).map { $0 &- $1 }
            let expected = (none: row.withUnsafeBufferPointer { RowJudge.changes($0, bytesPerPixel: bytesPerPixel) },
                            up: up.withUnsafeBufferPointer { RowJudge.changes($0, bytesPerPixel: bytesPerPixel) })
            let counted = row.withUnsafeBufferPointer { row in
                previous.withUnsafeBufferPointer { RowJudge.changesNoneAndUp(row, previous: $0, bytesPerPixel: bytesPerPixel) }
            }
            #expect(counted == expected, "length \(length)")
        }
    }
}

@Suite("row filter choice: entropy")
struct EntropyScorerTests {
    /// Counted by runs against a plain histogram, on short rows and sampled long ones.
    @Test("the run-wise count gives the entropy of a plain histogram", arguments: [0, 1, 2, 144, 1023, 1024, 1025, 4608])
    func entropy(length: Int) {
        var generator = SplitMix64(seed: UInt64(length) + 1)
        let scorer = EntropyScorer(rowBytes: max(length, 1))
        for _ in 0..<20 {
            // Runs of a few values, as filtered rows have.
            var row: [UInt8] = []
            while row.count < length {
                let value = UInt8.random(in: 0...5, using: &generator)
                row += [UInt8](repeating: value, count: min(length - row.count, Int.random(in: 1...9, using: &generator)))
            }
            let step = length >= 1024 ? 3 : 1
            var histogram = [Int](repeating: 0, count: 256), samples = 0
            for index in stride(from: 0, to: length, by: step) { histogram[Int(row[index])] += 1; samples += 1 }
            func nLogN(_ n: Int) -> Int { n < 2 ? 0 : n * FixedLog2.of(n) }
            let expected = nLogN(samples) - histogram.reduce(0) { $0 + nLogN($1) }
            #expect(row.withUnsafeBufferPointer { scorer.entropyBits($0) } == expected)
        }
    }
}
