import StarSupport
import StarText

/// Values kept by glyph outline and sub-pixel phase, in an open-addressing
/// table (linear probing, at most half full) found by a `WordFold` of the
/// key's words. `GlyphCoverageCache` looks a glyph up for every
/// glyph it draws, and a `Dictionary` spends most of such a lookup in its
/// seeded SipHash; keys are still compared in full.
struct GlyphPhaseTable<Value: Sendable>: Sendable {
    struct Key: Equatable, Sendable {
        let outline: GlyphOutlineKey
        /// The phase in 1/`GlyphPlacement.steps` px, 0..<`GlyphPlacement.steps` on each axis.
        let phaseX: Int
        let phaseY: Int
    }

    private var keys: [Key?]
    private var values: [Value?]
    private(set) var count = 0

    init() {
        keys = [Key?](repeating: nil, count: 64)
        values = [Value?](repeating: nil, count: 64)
    }

    subscript(key: Key) -> Value? {
        let slot = find(key)
        return keys[slot] == nil ? nil : values[slot]
    }

    /// Keeps `value` for `key` (replacing what was kept for it).
    mutating func keep(_ value: Value, for key: Key) {
        if (count + 1) * 2 > keys.count { grow() }
        let slot = find(key)
        if keys[slot] == nil { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    mutating func removeAll() {
        guard count > 0 else { return }
        for slot in keys.indices {
            keys[slot] = nil
            values[slot] = nil
        }
        count = 0
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func find(_ key: Key) -> Int {
        let mask = keys.count - 1
        var slot = Self.hash(key) & mask
        while let kept = keys[slot], kept != key { slot = (slot + 1) & mask }
        return slot
    }

    private static func hash(_ key: Key) -> Int {
        var fold = WordFold()
        fold.add(UInt64(UInt(bitPattern: key.outline.faceIdentity)))
        fold.add(key.outline.packed)
        fold.add(UInt64(key.phaseX << 16 | key.phaseY))
        return Int(truncatingIfNeeded: fold.value)
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [Key?](repeating: nil, count: oldKeys.count * 2)
        values = [Value?](repeating: nil, count: oldKeys.count * 2)
        count = 0
        for slot in oldKeys.indices {
            if let key = oldKeys[slot], let value = oldValues[slot] { keep(value, for: key) }
        }
    }
}
