/// The order-0 entropy of filtered rows (lower should compress smaller),
/// with the tables it needs kept between rows.
final class EntropyScorer {
    /// n·log2(n) in 1/1024 bits, for n up to the row length.
    private let nLogN: [Int]
    private var counts = [UInt32](repeating: 0, count: 1024)

    init(rowBytes: Int) {
        nLogN = (0...rowBytes).map { n in n < 2 ? 0 : n * FixedLog2.of(n) }
    }


    /// Order-0 entropy of the bytes in 1/1024 bits: N·log2 N − Σ n·log2 n
    /// (of a third of them in rows of 1 KiB or more).
    /// Counts rotate through four tables so that a run of one byte value does
    /// not wait on its own increments.
    func entropyBits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        nLogN.withUnsafeBufferPointer { nLogN in
            counts.withUnsafeMutableBufferPointer { counts in
                // Rows of 1 KiB or more are sampled: every third byte (three is
                // prime to the pixel sizes, so every channel is seen).
                let step = bytes.count >= 1024 ? 3 : 1
                var index = 0, count = 0
                while index + 3 * step < bytes.count {
                    counts[Int(bytes[index])] &+= 1
                    counts[256 + Int(bytes[index + step])] &+= 1
                    counts[512 + Int(bytes[index + 2 * step])] &+= 1
                    counts[768 + Int(bytes[index + 3 * step])] &+= 1
                    index += 4 * step
                    count += 4
                }
                while index < bytes.count {
                    counts[Int(bytes[index])] &+= 1
                    index += step
                    count += 1
                }
                // Gather the counts: over the row's bytes when the row is short
                // (zeroing each value as it is taken), else over all 256 values.
                var sum = 0
                if bytes.count < 512 {
                    for byte in bytes {
                        let value = Int(byte)
                        let n = counts[value] &+ counts[256 + value] &+ counts[512 + value] &+ counts[768 + value]
                        if n != 0 {
                            sum += nLogN[Int(n)]
                            counts[value] = 0
                            counts[256 + value] = 0
                            counts[512 + value] = 0
                            counts[768 + value] = 0
                        }
                    }
                } else {
                    for value in 0..<256 {
                        let n = counts[value] &+ counts[256 + value] &+ counts[512 + value] &+ counts[768 + value]
                        sum += nLogN[Int(n)]
                        counts[value] = 0
                        counts[256 + value] = 0
                        counts[512 + value] = 0
                        counts[768 + value] = 0
                    }
                }
                return nLogN[count] - sum
            }
        }
    }
}
