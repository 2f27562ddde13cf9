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

    /// Bytes unlike the byte one pixel before.
    private static func changes(_ bytes: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int) -> Int {
        var count = 0
        for i in bytesPerPixel..<max(bytesPerPixel, bytes.count) where bytes[i] != bytes[i - bytesPerPixel] { count += 1 }
        return count
    }
}
