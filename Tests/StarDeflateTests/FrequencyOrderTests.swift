import Testing
@testable import StarDeflate
import StarBadgeTestSupport

/// The Huffman builder's sort gives the order a general sort gives, for
/// alphabets of every size and frequencies small (counted) and large
/// (insertion-sorted), the shapes real blocks have.
@Suite("Frequency order")
struct FrequencyOrderTests {
    @Test("sorts like Array.sort", arguments: [1, 2, 19, 30, 286])
    func matchesSort(symbols: Int) {
        var generator = SplitMix64(seed: UInt64(symbols))
        for trial in 0..<200 {
            // Some trials only small frequencies, some mostly large, some mixed.
            let largest: UInt64 = [3, 70, 100_000][trial % 3]
            var keys: [UInt32] = []
            for symbol in 0..<symbols where generator.next() % 4 != 0 {
                keys.append(FrequencyOrder.key(frequency: UInt32(1 + generator.next() % largest), symbol: symbol))
            }
            var expected = keys
            expected.sort()
            var scratch = [UInt32](repeating: 0, count: keys.count)
            keys.withUnsafeMutableBufferPointer { keys in
                scratch.withUnsafeMutableBufferPointer { FrequencyOrder.sort(keys, scratch: $0) }
            }
            #expect(keys == expected, "\(symbols) symbols, trial \(trial)")
        }
    }
}
