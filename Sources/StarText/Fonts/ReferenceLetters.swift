import CHarfBuzz

/// The letters whose ink marks out where a script's text sits on its
/// baseline: what a badge centres a label by (docs/INTERNALS.md, "Where a
/// label sits"). One small set per script, never the label's own text, so a
/// label keeps its baseline whatever it says.
enum ReferenceLetters {
    /// The reference letters of `script`, or nil for a script without a
    /// rule (its text is centred by the font's line box). Text of no script
    /// of its own (digits, punctuation, emoji) counts as Latin.
    static func letters(of script: hb_script_t) -> [Unicode.Scalar]? {
        switch script {
        // Capitals and digits: the cap height to the baseline.
        case HB_SCRIPT_LATIN, HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN: return ["H"]
        case HB_SCRIPT_GREEK: return ["\u{397}"]  // Η
        case HB_SCRIPT_CYRILLIC: return ["\u{41D}"]  // Н
        // The letters' height (Hebrew has no capitals).
        case HB_SCRIPT_HEBREW: return ["\u{5D4}"]  // ה
        // From the top of alef down to the usual descender (noon).
        case HB_SCRIPT_ARABIC: return ["\u{627}", "\u{646}"]  // ا ن
        // The headline down to the baseline.
        case HB_SCRIPT_DEVANAGARI: return ["\u{915}"]  // क
        case HB_SCRIPT_BENGALI: return ["\u{995}"]  // ক
        case HB_SCRIPT_GURMUKHI: return ["\u{A15}"]  // ਕ
        case HB_SCRIPT_GUJARATI: return ["\u{A95}"]  // ક
        // The consonants' height.
        case HB_SCRIPT_THAI: return ["\u{E01}"]  // ก
        case HB_SCRIPT_LAO: return ["\u{E81}"]  // ກ
        // The ideographic character face.
        case HB_SCRIPT_HAN, HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA, HB_SCRIPT_BOPOMOFO: return ["\u{56FD}"]  // 国
        case HB_SCRIPT_HANGUL: return ["\u{D55C}"]  // 한
        default: return nil
        }
    }

    /// Letters tried, in order, when a font lacks the script's own (a Latin
    /// label set in a font without 'H' but with digits).
    static let latinFallback: [Unicode.Scalar] = ["0"]
}

extension FontFace {
    /// Where text of `script` sits in this font: from the lowest to the
    /// highest ink of the script's reference letters, the baseline always
    /// inside, in font units (y up: `bottom` ≤ 0 ≤ `top`). A colour bitmap
    /// font, a script without reference letters, or a font without them
    /// gives its line box (ascender and descender).
    func referenceZone(of script: hb_script_t) -> (bottom: Int, top: Int) {
        storage.referenceZone(of: script.rawValue) { measuredZone(of: script) }
    }

    private func measuredZone(of script: hb_script_t) -> (bottom: Int, top: Int) {
        let info = storage.info
        let box = (bottom: min(0, info.descender), top: max(0, info.ascender))
        guard !info.isColorBitmap, let letters = ReferenceLetters.letters(of: script) else { return box }
        let font = storage.harfBuzz
        let latin = letters == ReferenceLetters.letters(of: HB_SCRIPT_LATIN)
        for candidates in latin ? [letters, ReferenceLetters.latinFallback] : [letters] {
            var zone: (bottom: Int, top: Int)? = nil
            for letter in candidates {
                guard let glyph = font.glyph(for: letter.value), let ink = font.inkExtents(of: glyph) else { continue }
                zone = (min(zone?.bottom ?? 0, ink.bottom), max(zone?.top ?? 0, ink.top))
            }
            if let zone { return zone }
        }
        return box
    }
}
