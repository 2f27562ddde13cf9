/// A set of PNG row filters.
public struct RowFilterSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let none = RowFilterSet(rawValue: 1 << 0)
    public static let sub = RowFilterSet(rawValue: 1 << 1)
    public static let up = RowFilterSet(rawValue: 1 << 2)
    public static let average = RowFilterSet(rawValue: 1 << 3)
    public static let paeth = RowFilterSet(rawValue: 1 << 4)
    public static let all: RowFilterSet = [.none, .sub, .up, .average, .paeth]

    func contains(_ filter: RowFilter) -> Bool { rawValue & 1 << filter.rawValue != 0 }
}

/// How the encoder picks a filter for each row.
public enum FilterStrategy: Hashable, Sendable {
    /// The same filter on every row (0 none, 1 sub, 2 up, 3 average, 4 Paeth).
    case every(UInt8)
    /// Per row, the filter whose output has the smallest sum of absolute
    /// byte values as signed numbers (the PNG specification's heuristic).
    case minimumSum
    /// Per row, of the given filters, the one whose output has the lowest
    /// order-0 entropy (fewest bits if each byte were coded alone).
    case minimumEntropy(RowFilterSet)
    /// Per row, of the given filters, the one whose output changes least
    /// from pixel to pixel (fewest bytes unlike the byte a pixel before).
    case fewestChanges(RowFilterSet)
    /// Per row, of the given filters, the one whose row compresses smallest
    /// after the rows already chosen (up to 32 KiB of them): slow, a trial
    /// compression per row and filter, but it sees what the compressor sees.
    case leastCompressed(RowFilterSet)

    var isAdaptive: Bool {
        if case .every = self { return false }
        return true
    }
}

/// Filters packed rows into the stream a PNG compresses: each row preceded
/// by its filter type byte, with 8 spare zero bytes at the end for the
/// compressor's word reads.
enum RowFiltering {
    static let padding = 8

    static func filter(_ rows: [UInt8], rowBytes: Int, height: Int, bytesPerPixel: Int,
                       strategy: FilterStrategy) -> [UInt8] {
        let stride = rowBytes + 1
        // Every byte is written below (rows, filter types, zero padding).
        var output = [UInt8](unsafeUninitializedCapacity: stride * height + padding) { buffer, count in
            buffer.baseAddress?.advanced(by: stride * height).initialize(repeating: 0, count: padding)
            count = stride * height + padding
        }
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        var entropyScorer: RowScorer? = nil
        var trial: TrialCompression? = nil
        var candidates = RowFilter.allCases
        switch strategy {
        case .minimumEntropy(let set):
            entropyScorer = RowScorer(rowBytes: rowBytes)
            candidates = RowFilter.allCases.filter { set.contains($0) }
        case .fewestChanges(let set):
            candidates = RowFilter.allCases.filter { set.contains($0) }
        case .leastCompressed(let set):
            trial = TrialCompression()
            candidates = RowFilter.allCases.filter { set.contains($0) }
        case .every, .minimumSum:
            break
        }
        if candidates.isEmpty { candidates = [.none] }
        // One row of output per candidate filter; the best is copied out.
        var scratch = [UInt8](repeating: 0, count: strategy.isAdaptive ? rowBytes * candidates.count : 0)
        rows.withUnsafeBufferPointer { rows in
        zeros.withUnsafeBufferPointer { zeros in
        scratch.withUnsafeMutableBufferPointer { scratch in
        output.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let row = UnsafeBufferPointer(rebasing: rows[y * rowBytes..<(y + 1) * rowBytes])
                let previous = y == 0 ? zeros : UnsafeBufferPointer(rebasing: rows[(y - 1) * rowBytes..<y * rowBytes])
                let target = UnsafeMutableBufferPointer(rebasing: output[y * stride + 1..<(y + 1) * stride])
                let filter: RowFilter
                switch strategy {
                case .every(let type):
                    filter = RowFilter(rawValue: type) ?? .none
                    filter.apply(row, previous: previous, bytesPerPixel: bytesPerPixel, into: target)
                case .minimumSum, .minimumEntropy, .leastCompressed, .fewestChanges:
                    // Each candidate's output (the row itself for None) and its score.
                    var best = (index: 0, score: Int.max)
                    for (index, candidate) in candidates.enumerated() {
                        let candidateRow = UnsafeMutableBufferPointer(rebasing: scratch[index * rowBytes..<(index + 1) * rowBytes])
                        let filtered = candidate == .none ? row : UnsafeBufferPointer(candidateRow)
                        if candidate != .none {
                            candidate.apply(row, previous: previous, bytesPerPixel: bytesPerPixel, into: candidateRow)
                        }
                        let score: Int
                        if trial != nil {
                            let rowsBack = max(1, TrialCompression.contextBytes / stride)
                            let context = UnsafeBufferPointer(rebasing: output[max(0, y - rowsBack) * stride..<y * stride])
                            score = trial?.compressedSize(context: context, filter: candidate, row: filtered) ?? 0
                        } else {
                            if case .fewestChanges = strategy {
                                score = RowScorer.changes(filtered, bytesPerPixel: bytesPerPixel)
                            } else {
                                score = entropyScorer?.entropyBits(filtered) ?? RowScorer.signedSum(filtered)
                            }
                        }
                        if score < best.score { best = (index, score) }
                    }
                    filter = candidates[best.index]
                    if filter == .none {
                        _ = target.update(fromContentsOf: row)
                    } else {
                        _ = target.update(fromContentsOf: scratch[best.index * rowBytes..<(best.index + 1) * rowBytes])
                    }
                }
                output[y * stride] = filter.rawValue
            }
        }}}}
        return output
    }
}
