/// The LZ77 matches found for each position of a segment: for position k,
/// records `start(k)..<end(k)`, each a (length, distance) pair longer than
/// the one before it, the distance the nearest that reaches that length.
/// So every length from 3 up to a record's length is available at a
/// distance no larger than that record's.
struct MatchTable {
    /// Record index one past the last record of each position.
    var ends: [Int32] = []
    /// length << 16 | distance.
    var records: [UInt32] = []

    mutating func reset(positions: Int) {
        ends.removeAll(keepingCapacity: true)
        ends.reserveCapacity(positions)
        records.removeAll(keepingCapacity: true)
    }
}

/// A literal (length 0, the byte in `distance`'s place) or a match, packed
/// as length << 16 | distance.
typealias LZSymbol = UInt32

extension LZSymbol {
    @inline(__always) static func literal(_ byte: UInt8) -> LZSymbol { LZSymbol(byte) }
    @inline(__always) static func match(length: Int, distance: Int) -> LZSymbol {
        LZSymbol(truncatingIfNeeded: length << 16 | distance)
    }
    /// A record the parser should only take whole (the rest of a long match
    /// that covers this position).
    @inline(__always) static func wholeMatch(length: Int, distance: Int) -> LZSymbol {
        match(length: length, distance: distance) | 0x8000_0000
    }
    @inline(__always) var isWholeOnly: Bool { self >> 31 != 0 }
    @inline(__always) var matchLength: Int { Int((self >> 16) & 0x1FF) }
    @inline(__always) var distanceOrByte: Int { Int(self & 0xFFFF) }
}
