/// Why a text given by a user cannot be used, with the limit or the code
/// point and its position, in words a user understands.
package enum TextProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// More characters (grapheme clusters) than the limit.
    case tooManyCharacters(limit: Int)
    /// More code points than the limit, though within the character limit.
    case tooManyCodePoints(count: Int, limit: Int)
    /// A code point that no output can hold, at a character position (1 is the first).
    case forbidden(Unicode.Scalar, character: Int)
    /// A line break in a text that is one line, at a character position.
    case lineBreak(character: Int)

    package var description: String {
        switch self {
        case .tooManyCharacters(let limit):
            return "longer than the limit of \(Echo.grouped(limit)) characters"
        case .tooManyCodePoints(let count, let limit):
            return "longer than the limit of \(Echo.grouped(limit)) code points (it has \(Echo.grouped(count)): "
                + "each accent, joiner and part of an emoji counts as one)"
        case .forbidden(let scalar, let character):
            return "\(Echo.codePoint(scalar)) at character \(character) is \(Self.kind(of: scalar)), "
                + "which no SVG, PNG or HTML text can hold"
        case .lineBreak(let character):
            return "a line break at character \(character) (the text is one line)"
        }
    }

    /// What kind of code point the scalar is, for messages.
    static func kind(of scalar: Unicode.Scalar) -> String {
        if TextRules.isNoncharacter(scalar) { return "a noncharacter" }
        if scalar.value == 0 { return "a control character (NUL)" }
        return "a control character"
    }
}
