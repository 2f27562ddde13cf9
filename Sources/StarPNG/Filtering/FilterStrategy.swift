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

    /// The filters an adaptive strategy chooses from.
    var candidates: [RowFilter] {
        let set: RowFilterSet
        switch self {
        case .every(let type): return [RowFilter(rawValue: type) ?? .none]
        case .minimumSum: set = .all
        case .minimumEntropy(let s), .fewestChanges(let s), .leastCompressed(let s): set = s
        }
        let filters = RowFilter.allCases.filter { set.contains($0) }
        return filters.isEmpty ? [.none] : filters
    }
}

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
