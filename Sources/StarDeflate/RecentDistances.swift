/// The distances of the last few matches, most recent first: in images the
/// same distance (a row, a repeated shape) recurs far more often than the
/// hash chains, cut short for speed, find it.
///
/// Eight 16-bit lanes in one integer (a distance is at most 32768; 0 marks
/// an empty lane, and empty lanes are always the last): reordering is a few
/// shifts, with none of the stalls of writing single vector lanes.
struct RecentDistances: Sequence {
    private var lanes: UInt128 = 0
    /// How many distances are kept: fewer find fewer repeats (docs/INTERNALS.md).
    static let count = 8

    /// Moves `distance` (1…32768) to the front, dropping the oldest when it
    /// is new; whether it was among the recent distances.
    @inline(__always) @discardableResult
    mutating func use(_ distance: Int) -> Bool {
        let value = UInt128(UInt16(truncatingIfNeeded: distance))
        var index = 0
        while index < Self.count - 1 && (lanes &>> (16 * index)) & 0xFFFF != value { index += 1 }
        let known = (lanes &>> (16 * index)) & 0xFFFF == value
        let below: UInt128 = (1 &<< (16 * index)) &- 1
        let above: UInt128 = index == Self.count - 1 ? 0 : lanes & ~((1 &<< (16 * (index + 1))) &- 1)
        lanes = above | (lanes & below) &<< 16 | value
        return known
    }

    /// The distances, most recent first.
    @inline(__always)
    func makeIterator() -> Iterator { Iterator(rest: lanes) }

    struct Iterator: IteratorProtocol {
        var rest: UInt128

        @inline(__always)
        mutating func next() -> Int? {
            guard rest != 0 else { return nil }
            let distance = Int(truncatingIfNeeded: rest & 0xFFFF)
            rest &>>= 16
            return distance
        }
    }
}
