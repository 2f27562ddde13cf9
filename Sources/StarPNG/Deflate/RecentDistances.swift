/// The distances of the last few matches, most recent first: in images the
/// same distance (a row, a repeated shape) recurs far more often than the
/// hash chains, cut short for speed, find it.
struct RecentDistances {
    private var slots: SIMD8<Int32> = .zero
    /// How many distances are kept (8 measured best on badges: 4 gave B3 8146 B, 8 gave 7885 B).
    static let count = 8

    /// The distance in slot `index` (0 the most recent), or 0 for none.
    @inline(__always)
    subscript(index: Int) -> Int { Int(slots[index]) }

    /// Moves `distance` to the front, dropping the oldest when it is new.
    @inline(__always)
    mutating func use(_ distance: Int) {
        let value = Int32(truncatingIfNeeded: distance)
        if slots[0] == value { return }
        var index = 1
        while index < Self.count - 1 && slots[index] != value { index += 1 }
        while index > 0 { slots[index] = slots[index - 1]; index -= 1 }
        slots[0] = value
    }
}
