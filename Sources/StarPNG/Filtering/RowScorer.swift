#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scores a filtered row: lower scores should compress smaller.
struct RowScorer {
    /// n·log2(n) in 1/16 bits, for n up to the row length.
    private let nLogN: [Int]
    private var counts = [UInt32](repeating: 0, count: 512)

    init(rowBytes: Int) {
        nLogN = (0...rowBytes).map { n in n < 2 ? 0 : Int((Double(n) * log2(Double(n)) * 16).rounded()) }
    }

    /// The sum of absolute byte values as signed numbers (the PNG specification's heuristic).
    static func signedSum(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var sum = 0
        for byte in bytes { sum += abs(Int(Int8(bitPattern: byte))) }
        return sum
    }

    /// Order-0 entropy of the bytes in 1/16 bits: N·log2 N − Σ n·log2 n.
    /// Counts alternate between two tables so that runs of one byte value do
    /// not wait on each other's increments.
    mutating func entropyBits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        nLogN.withUnsafeBufferPointer { nLogN in
            counts.withUnsafeMutableBufferPointer { counts in
                let count = bytes.count
                var index = 0
                while index + 1 < count {
                    counts[Int(bytes[index])] &+= 1
                    counts[256 + Int(bytes[index + 1])] &+= 1
                    index += 2
                }
                if index < count { counts[Int(bytes[index])] &+= 1 }
                var sum = 0
                for value in 0..<256 {
                    sum += nLogN[Int(counts[value] &+ counts[256 + value])]
                    counts[value] = 0
                    counts[256 + value] = 0
                }
                return nLogN[count] - sum
            }
        }
    }
}
