import StarBadgeTestSupport
import Testing
@testable import StarPNG

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
