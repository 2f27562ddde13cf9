/// Sorts the keys a Huffman code is built from (frequency << 9 | symbol,
/// see `key(frequency:symbol:)`; all distinct) into ascending order, faster
/// than a general sort for the few hundred symbols of a DEFLATE alphabet: a
/// counting sort by frequency for frequencies below `buckets − 1`, which
/// keeps symbols ascending within a frequency when they arrive so, and an
/// insertion sort of the few larger frequencies after them.
enum FrequencyOrder {
    static let buckets = 64
    /// Symbols are below 2⁹ (DEFLATE's largest alphabet has 286), frequencies below 2²³.
    static let symbolBits = 9

    @inline(__always)
    static func key(frequency: UInt32, symbol: Int) -> UInt32 { frequency << symbolBits | UInt32(symbol) }

    @inline(__always)
    static func frequency(_ key: UInt32) -> UInt32 { key >> symbolBits }

    @inline(__always)
    static func symbol(_ key: UInt32) -> Int { Int(key & (1 << symbolBits - 1)) }

    /// Sorts `keys`, which must list each frequency's symbols in ascending
    /// order, using `scratch` (at least `keys.count` elements).
    static func sort(_ keys: UnsafeMutableBufferPointer<UInt32>, scratch: UnsafeMutableBufferPointer<UInt32>) {
        let large = buckets - 1
        withUnsafeTemporaryAllocation(of: Int.self, capacity: buckets) { starts in
            starts.initialize(repeating: 0)
            @inline(__always) func bucket(_ key: UInt32) -> Int { Int(min(frequency(key), UInt32(large))) }
            for key in keys { starts[bucket(key)] += 1 }
            var total = 0
            for index in 0..<buckets {
                let count = starts[index]
                starts[index] = total
                total += count
            }
            for key in keys {
                let index = bucket(key)
                scratch[starts[index]] = key
                starts[index] += 1
            }
            // Each start is now its bucket's end: the large bucket begins where the one before it ends.
            let firstLarge = starts[large - 1]
            var index = firstLarge + 1
            while index < keys.count {
                let key = scratch[index]
                var slot = index
                while slot > firstLarge && scratch[slot - 1] > key {
                    scratch[slot] = scratch[slot - 1]
                    slot -= 1
                }
                scratch[slot] = key
                index += 1
            }
            for index in 0..<keys.count { keys[index] = scratch[index] }
        }
    }
}
