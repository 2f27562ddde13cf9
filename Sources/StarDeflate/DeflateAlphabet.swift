/// The fixed tables of the DEFLATE format (RFC 1951 §3.2.5): which symbol and
/// how many extra bits encode a match length or distance.
enum DeflateAlphabet {
    /// Literal/length symbols 0–285 (286, 287 are never used).
    static let literalLengthCount = 286
    /// Distance symbols 0–29.
    static let distanceCount = 30
    static let endOfBlock = 256
    static let minimumMatch = 3
    static let maximumMatch = 258
    static let window = 32768

    /// Smallest length of length symbols 257…285.
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                       35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                           3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Smallest distance of distance symbols 0…29.
    static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                         257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                         8193, 12289, 16385, 24577]
    static let distanceExtraBits: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                             7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Length 0…258 → index into `lengthBase` (0…28); entries below 3 are unused.
    static let lengthSlot: [UInt8] = {
        var slots = [UInt8](repeating: 0, count: 259)
        for slot in 0..<lengthBase.count {
            let first = Int(lengthBase[slot])
            let last = slot + 1 < lengthBase.count - 1 ? Int(lengthBase[slot + 1]) - 1 : (slot == 27 ? 257 : 258)
            for length in first...last { slots[length] = UInt8(slot) }
        }
        return slots
    }()

    /// Distance symbol for distances 1…256 at index d − 1, and for larger
    /// distances at 256 + ((d − 1) >> 7).
    private static let distanceSlots: [UInt8] = {
        // Each slot's range of entries is filled directly (512 stores, not
        // one per distance): a process that writes one badge builds this.
        var slots = [UInt8](repeating: 0, count: 512)
        for slot in 0..<distanceBase.count {
            let first = Int(distanceBase[slot])
            let last = slot + 1 < distanceBase.count ? Int(distanceBase[slot + 1]) - 1 : 32768
            let entries = first <= 256
                ? (first - 1)...(min(last, 256) - 1)
                : (256 + ((first - 1) >> 7))...(256 + ((last - 1) >> 7))
            for entry in entries { slots[entry] = UInt8(slot) }
        }
        return slots
    }()

    @inline(__always)
    static func distanceSlot(_ distance: Int) -> Int {
        distance <= 256 ? Int(distanceSlots[distance - 1]) : Int(distanceSlots[256 + ((distance - 1) >> 7)])
    }

    /// The slot and extra-bit tables, for a hot loop to fetch once: each
    /// read of a static table checks that it is initialized.
    static var slots: SlotTables {
        SlotTables(lengthSlot: lengthSlot, lengthBase: lengthBase, lengthExtraBits: lengthExtraBits,
                   distanceSlots: distanceSlots, distanceBase: distanceBase, distanceExtraBits: distanceExtraBits)
    }

    struct SlotTables {
        let lengthSlot: [UInt8]
        let lengthBase: [UInt16]
        let lengthExtraBits: [UInt8]
        fileprivate let distanceSlots: [UInt8]
        let distanceBase: [UInt16]
        let distanceExtraBits: [UInt8]

        /// The distance symbol (0…29) of a distance 1…32768.
        @inline(__always)
        func distanceSlot(_ distance: Int) -> Int {
            distance <= 256 ? Int(distanceSlots[distance - 1]) : Int(distanceSlots[256 + ((distance - 1) >> 7)])
        }
    }

    /// Order in which code-length code lengths are stored (RFC 1951 §3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
