/// How an adaptive `FilterStrategy` scores a candidate filtered row (lower
/// is better), with whatever state the scoring keeps between rows.
enum RowJudge {
    case signedSum
    case entropy(EntropyScorer)
    case changes(bytesPerPixel: Int)
    case trial(TrialCompression)

    /// The judge for `strategy`, or nil when it filters every row alike.
    init?(_ strategy: FilterStrategy, rowBytes: Int, bytesPerPixel: Int) {
        switch strategy {
        case .every: return nil
        case .minimumSum: self = .signedSum
        case .minimumEntropy: self = .entropy(EntropyScorer(rowBytes: rowBytes))
        case .fewestChanges: self = .changes(bytesPerPixel: bytesPerPixel)
        case .leastCompressed: self = .trial(TrialCompression())
        }
    }

    /// The score of `filtered` (the row through `filter`); `context` holds
    /// the filtered rows before it, with their filter bytes.
    func score(_ filtered: UnsafeBufferPointer<UInt8>, filter: RowFilter, context: UnsafeBufferPointer<UInt8>) -> Int {
        switch self {
        case .signedSum: return Self.signedSum(filtered)
        case .entropy(let scorer): return scorer.entropyBits(filtered)
        case .changes(let bytesPerPixel): return Self.changes(filtered, bytesPerPixel: bytesPerPixel)
        case .trial(let trial): return trial.compressedSize(context: context, filter: filter, row: filtered)
        }
    }

    /// Bytes of earlier rows the judge wants as context.
    var contextBytes: Int {
        if case .trial = self { return TrialCompression.contextBytes }
        return 0
    }

    /// The sum of absolute byte values as signed numbers (the PNG specification's heuristic).
    private static func signedSum(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var sum = 0
        for byte in bytes { sum += abs(Int(Int8(bitPattern: byte))) }
        return sum
    }

    /// Bytes unlike the byte one pixel before, counted eight at a time: the
    /// XOR of the two words has a non-zero byte for each change.
    static func changes(_ bytes: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int) -> Int {
        guard let base = bytes.baseAddress, bytes.count > bytesPerPixel else { return 0 }
        let raw = UnsafeRawPointer(base)
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var count = 0, i = bytesPerPixel
        while i + 8 <= bytes.count {
            let difference = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: i - bytesPerPixel, as: UInt64.self)
            // Low bit of each byte set where that byte of `difference` is
            // non-zero; the multiply sums the eight bits into the top byte
            // (no popcount instruction on baseline x86-64).
            let nonZero = (((difference & low7) &+ low7 | difference) & ~low7) >> 7
            count += Int(truncatingIfNeeded: (nonZero &* 0x0101_0101_0101_0101) >> 56)
            i += 8
        }
        while i < bytes.count {
            if base[i] != base[i - bytesPerPixel] { count += 1 }
            i += 1
        }
        return count
    }
}
