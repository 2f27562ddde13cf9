/// A value from the command line or a data file made safe to quote in a
/// message on a terminal: control characters (C0, DEL, C1), the bidi
/// controls that reorder what follows them and noncharacters are written
/// as `\u{1B}`, and a value longer than `maxCharacters` is cut, saying how
/// much is left.
///
/// Every error that echoes what a user gave formats it here once, so no
/// value can retitle a terminal, hide text or flood the screen.
package enum Echo {
    /// Characters (grapheme clusters) shown of a longer value.
    package static let maxCharacters = 80

    /// `text` as it may be shown: unsafe code points escaped, and cut after
    /// `maxCharacters` characters with "… (1,234 more characters)".
    package static func value(_ text: String) -> String {
        var shown = "", count = 0
        var index = text.startIndex
        while index < text.endIndex, count < maxCharacters {
            let character = text[index]
            let hidden = { (scalar: Unicode.Scalar) in isHidden(scalar) || isInvisible(scalar, in: character) }
            if character.unicodeScalars.contains(where: hidden) {
                for scalar in character.unicodeScalars { shown += hidden(scalar) ? escaped(scalar) : String(scalar) }
            } else {
                shown.append(character)
            }
            count += 1
            index = text.index(after: index)
        }
        guard index < text.endIndex else { return shown }
        let rest = text[index...].count
        return shown + "… (\(grouped(rest)) more character\(rest == 1 ? "" : "s"))"
    }

    /// A whole message made safe for a terminal: line breaks stay, every
    /// other unsafe code point is escaped (nothing is cut). The last line of
    /// defence of the console, behind `value(_:)`.
    package static func message(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && isUnsafeToShow($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar != "\n" && isUnsafeToShow(scalar) { result.append(contentsOf: escaped(scalar).unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }

    /// Whether the code point is escaped in a value: unsafe to show, or a
    /// noncharacter (which shows as nothing, or as a box).
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        isUnsafeToShow(scalar) || TextRules.isNoncharacter(scalar)
    }

    /// Whether the code point shows as nothing where it stands, so that two
    /// values that differ by it would look the same in a message: a format
    /// character (a byte order mark, a word joiner, a zero-width space), a
    /// line or paragraph separator. A joiner stays as it is inside an emoji
    /// sequence or a letter of a joining script, where it shapes what is seen.
    static func isInvisible(_ scalar: Unicode.Scalar, in character: Character) -> Bool {
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return true
        case .format:
            guard scalar == "\u{200D}" || scalar == "\u{200C}" else { return true }
            let base = character.unicodeScalars.first!
            let isEmoji = character.unicodeScalars.contains { (other: Unicode.Scalar) in
                other.properties.isEmoji && !other.isASCII
            }
            return base.isASCII && !isEmoji
        default: return false
        }
    }

    /// Whether a terminal would act on the code point rather than show it:
    /// a control character (C0, DEL, C1) or a bidi embedding, override,
    /// isolate or mark.
    package static func isUnsafeToShow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// `\u{1B}`: the code point in hexadecimal, as Swift writes it.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// "U+FFFE": the code point as Unicode names it (at least four digits).
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// 1234567 → "1,234,567".
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
