/// The alt text language a text's script points to (`--locale auto`).
extension AltTextLocale {
    /// The locale of the script `text` is written in, placeholders aside:
    /// Arabic script → ar, Hebrew → he, Devanagari → hi, Hangul → ko,
    /// Cyrillic → ru, Thai → th, kana anywhere in the text → ja (Japanese
    /// mixes kana with Han), Han → zh; decided by the first letter of one of
    /// those scripts. nil when the text has none (Latin, digits, symbols):
    /// a script shared by many languages says nothing of which one.
    public static func forScript(of text: String) -> AltTextLocale? {
        let literal = (try? TextTemplate(parsing: text))?.filled { _ in "" } ?? text
        let scripts = literal.unicodeScalars.compactMap(script(of:))
        if scripts.contains(.ja) { return .ja }
        return scripts.first
    }

    /// The locale whose script `scalar` belongs to, if one does.
    private static func script(of scalar: Unicode.Scalar) -> AltTextLocale? {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .ar
        case 0x0591...0x05FF, 0xFB1D...0xFB4F: return .he
        case 0x0900...0x097F, 0xA8E0...0xA8FF: return .hi
        case 0x0E00...0x0E7F: return .th
        case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .ru
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return .ko
        case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .ja
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return .zh
        default: return nil
        }
    }
}
