import StarDeflate
/// The order-0 entropy of filtered rows (lower should compress smaller),
/// with the tables it needs kept between rows.
///
/// Its tables are memory of its own, not stored arrays: it scores every
/// candidate filter of every row, and a class's stored arrays would cost a
/// run-time exclusivity check and a uniqueness check at each call.
final class EntropyScorer {
    /// n·log2(n) in 1/1024 bits, for n up to the row length.
    private let nLogN: [Int]
    /// Occurrences per byte value; all zero between calls.
    private let counts = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 256)
    /// The values with a non-zero count, in order of first occurrence.
    private let seen = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

    init(rowBytes: Int) {
        nLogN = (0...rowBytes).map { n in n < 2 ? 0 : n * FixedLog2.of(n) }
        counts.initialize(repeating: 0)
        seen.initialize(repeating: 0)
    }

    deinit {
        counts.deallocate()
        seen.deallocate()
    }

    /// Order-0 entropy of the bytes in 1/1024 bits: N·log2 N − Σ n·log2 n
    /// (of every third byte in rows of 1 KiB or more: three is prime to the
    /// pixel sizes, so every channel is seen). Counted a run at a time:
    /// filtered rows are mostly runs.
    func entropyBits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let step = bytes.count >= 1024 ? 3 : 1
        let counts = self.counts, seen = self.seen
        return nLogN.withUnsafeBufferPointer { nLogN in
            var kinds = 0, samples = 0, index = 0
            while index < bytes.count {
                let value = base[index]
                var next = index &+ step
                while next < bytes.count && base[next] == value { next &+= step }
                let run = step == 1 ? next &- index : (next &- index) / step
                if counts[Int(value)] == 0 {
                    seen[kinds] = value
                    kinds &+= 1
                }
                counts[Int(value)] &+= UInt32(truncatingIfNeeded: run)
                samples &+= run
                index = next
            }
            var sum = 0
            for kind in 0..<kinds {
                let value = Int(seen[kind])
                sum &+= nLogN[Int(counts[value])]
                counts[value] = 0
            }
            return nLogN[samples] &- sum
        }
    }
}
