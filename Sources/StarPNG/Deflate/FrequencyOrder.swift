/// Sorts the keys a Huffman code is built from — frequency << 16 | symbol,
/// all distinct — into ascending order, faster than a general sort for the
/// few hundred symbols of a DEFLATE alphabet: a counting sort by frequency
/// for frequencies below `buckets − 1`, which keeps symbols ascending within
/// a frequency when they arrive so, and an insertion sort of the few larger
/// frequencies after them.
enum FrequencyOrder {
    static let buckets = 64

    /// Sorts `keys`, which must list each frequency's symbols in ascending
    /// order, using `scratch` (at least `keys.count` elements).
    static func sort(_ keys: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>) {
        let large = buckets - 1
        withUnsafeTemporaryAllocation(of: Int.self, capacity: buckets) { starts in
            starts.initialize(repeating: 0)
            @inline(__always) func bucket(_ key: UInt64) -> Int { Int(min(key >> 16, UInt64(large))) }
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
