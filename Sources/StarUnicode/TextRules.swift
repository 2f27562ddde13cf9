/// What a text given by a user may hold: the one check every text (labels,
/// value texts, alt texts and their templates, batch names and fields,
/// font family names) passes where it enters, so that every output (PNG
/// text chunks, SVG, HTML, JSON, CSS) can hold whatever is accepted.
///
/// Refused everywhere: noncharacters (U+FDD0–U+FDEF and every U+xxFFFE,
/// U+xxFFFF), which XML 1.0 excludes, and control characters (C0, DEL,
/// C1: XML 1.0 excludes C0 but tab and line breaks, PNG text holds no NUL
/// and no C1). Line breaks (`\n`, `\r\n`, `\r`) only where `lineBreaks`
/// allows them. A Swift `String` holds no surrogate code point; readers of
/// escapes (JSON `\ud800`) refuse unpaired ones themselves.
package struct TextRules: Hashable, Sendable {
    /// Most characters (grapheme clusters: what a reader counts as one), nil: no limit.
    package var maxCharacters: Int?
    /// Most code points: bounds the work of shaping a text whose
    /// characters each hold many (a family emoji is seven); nil: no limit.
    package var maxCodePoints: Int?
    /// Whether line breaks are allowed (else the text is one line).
    package var lineBreaks: Bool

    package init(maxCharacters: Int? = nil, maxCodePoints: Int? = nil, lineBreaks: Bool) {
        self.maxCharacters = maxCharacters
        self.maxCodePoints = maxCodePoints
        self.lineBreaks = lineBreaks
    }

    /// Any length, line breaks allowed: a batch field before the option it sets checks it further.
    package static let field = TextRules(lineBreaks: true)
    /// Any length, one line: a name.
    package static let name = TextRules(lineBreaks: false)

    /// - Throws: the first problem of `text`: a length over a limit (the
    ///   character limit first), else the first code point that is refused.
    package func check(_ text: String) throws(TextProblem) {
        // Most texts are short printable ASCII: one pass over the bytes settles them.
        if isPlainASCII(text) { return }
        try checkLength(text)
        let scalars = text.unicodeScalars
        guard let bad = scalars.firstIndex(where: refuses) else { return }
        let scalar = scalars[bad], position = Self.characterPosition(of: bad, in: text)
        if scalar == "\n" || scalar == "\r" { throw .lineBreak(character: position) }
        throw .forbidden(scalar, character: position)
    }

    /// Whether `text` is printable ASCII (with line breaks where they are
    /// allowed) and within both limits: then nothing in it is refused, and
    /// it has no more characters or code points than bytes.
    private func isPlainASCII(_ text: String) -> Bool {
        let bytes = text.utf8.count
        if let maxCharacters, bytes > maxCharacters { return false }
        if let maxCodePoints, bytes > maxCodePoints { return false }
        let lineBreaks = lineBreaks
        return text.utf8.withContiguousStorageIfAvailable { buffer in
            buffer.allSatisfy { byte in (0x20..<0x7F).contains(byte) || (lineBreaks && (byte == 0x0A || byte == 0x0D)) }
        } ?? false
    }

    private func checkLength(_ text: String) throws(TextProblem) {
        let codePoints = text.unicodeScalars.count
        if let maxCharacters, codePoints > maxCharacters, text.prefix(maxCharacters + 1).count > maxCharacters {
            throw .tooManyCharacters(limit: maxCharacters)
        }
        if let maxCodePoints, codePoints > maxCodePoints {
            throw .tooManyCodePoints(count: codePoints, limit: maxCodePoints)
        }
    }

    /// Whether the code point is refused under these rules.
    package func refuses(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D: return !lineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return Self.isNoncharacter(scalar)
        }
    }

    /// U+FDD0–U+FDEF and the last two code points of every plane.
    package static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    /// `text` with every line break (`\r\n`, `\r`) written as `\n`, the one
    /// form PNG text chunks allow and SVG and HTML readers keep.
    package static func withLineFeeds(_ text: String) -> String {
        guard text.unicodeScalars.contains("\r") else { return text }
        var result = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasReturn { previousWasReturn = false; continue }
            previousWasReturn = scalar == "\r"
            result.append(previousWasReturn ? "\n" : scalar)
        }
        return String(result)
    }

    /// The position (1 is the first) of the character that holds the code point at `index`.
    package static func characterPosition(of index: String.Index, in text: String) -> Int {
        var position = 1, start = text.startIndex
        while start < text.endIndex {
            let next = text.index(after: start)
            if next > index { return position }
            start = next
            position += 1
        }
        return position
    }
}
