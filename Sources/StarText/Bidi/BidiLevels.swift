import CFriBidi

/// The embedding level of every character of one paragraph by the Unicode
/// Bidirectional Algorithm (rules P2–I2 and L1, through FriBidi): even
/// levels read left to right, odd ones right to left. Explicit controls
/// (U+202A–U+202E, U+2066–U+2069) are honoured, nested at most 125 deep as
/// the algorithm bounds them.
struct BidiLevels {
    /// One level per scalar of the text.
    let levels: [UInt8]
    /// The paragraph's resolved direction (for `.auto`, from its first strong character).
    let isRightToLeft: Bool

    init(_ scalars: [UInt32], direction: TextDirection) {
        if direction != .rightToLeft, scalars.allSatisfy({ $0 < Self.firstRightToLeftScalar }) {
            // No character below U+0590 is right-to-left (R, AL), an Arabic
            // number (AN) or an explicit control, so in a left-to-right (or
            // undecided) paragraph every character resolves to level 0:
            // numbers follow the L of the start (W7), neutrals lie between Ls (N1).
            self.init(levels: [UInt8](repeating: 0, count: scalars.count), isRightToLeft: false)
        } else {
            self.init(resolvingWithFriBidi: scalars, direction: direction)
        }
    }

    private init(levels: [UInt8], isRightToLeft: Bool) {
        self.levels = levels
        self.isRightToLeft = isRightToLeft
    }

    /// The first scalar of the Hebrew block, where right-to-left characters begin.
    static let firstRightToLeftScalar: UInt32 = 0x0590

    /// The levels as FriBidi resolves them (what `init` gives for every text).
    init(resolvingWithFriBidi scalars: [UInt32], direction: TextDirection) {
        let count = scalars.count
        var base: FriBidiParType
        switch direction {
        case .leftToRight: base = FRIBIDI_PAR_LTR
        case .rightToLeft: base = FRIBIDI_PAR_RTL
        case .auto: base = FRIBIDI_PAR_ON
        }
        guard count > 0 else {
            self.init(levels: [], isRightToLeft: direction == .rightToLeft)
            return
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var resolved = [FriBidiLevel](repeating: 0, count: count)
        let succeeded = scalars.withUnsafeBufferPointer { text -> Bool in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &resolved) != 0
        }
        let rightToLeft = base == FRIBIDI_PAR_RTL
        // FriBidi fails only when it cannot allocate: then one run in the base direction.
        self.init(levels: succeeded ? resolved.map { UInt8(bitPattern: $0) } : [UInt8](repeating: rightToLeft ? 1 : 0, count: count),
                  isRightToLeft: rightToLeft)
    }

    /// The visual order of runs at `levels` (rule L2): from the highest
    /// level down to the lowest odd one, every maximal sequence of runs at
    /// that level or above is reversed. Returns run indices, left to right.
    static func visualOrder(ofRunsAt levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}

extension TextDirection {
    /// The direction of `text`'s first strong character (rule P2), or nil
    /// when it has none (digits, punctuation and spaces only).
    public static func ofFirstStrongCharacter(in text: String) -> TextDirection? {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return nil }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        scalars.withUnsafeBufferPointer { fribidi_get_bidi_types($0.baseAddress, FriBidiStrIndex(scalars.count), &types) }
        switch fribidi_get_par_direction(types, FriBidiStrIndex(scalars.count)) {
        case FRIBIDI_PAR_RTL: return .rightToLeft
        case FRIBIDI_PAR_LTR: return .leftToRight
        default: return nil
        }
    }
}
