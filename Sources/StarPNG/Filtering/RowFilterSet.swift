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
