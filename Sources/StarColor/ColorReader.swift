/// Reads one colour from a range of characters: a CSS name, `#hex`, or a
/// colour function, surrounded by optional white space and nothing else.
enum ColorReader {
    static let functionNames = ["rgb", "rgba", "hsl", "hsla"]

    /// Parses `characters[start..<end]`; problems carry positions in the
    /// whole `characters` array.
    static func color(in characters: [Character], from start: Int, to end: Int)
        throws(ColorParseError.Problem) -> Color
    {
        var cursor = ColorTextCursor(characters, from: start, to: end)
        cursor.skipWhitespace()
        guard let first = cursor.current else { throw .empty }
        let color: Color
        if first == "#" {
            color = try hex(&cursor)
        } else if first.isLetter {
            color = try word(&cursor)
        } else {
            let token = cursor.rest()
            if looksLikeHexWithoutHash(token) {
                throw .unknownName(token, position: cursor.position, suggestion: "#" + token)
            }
            throw .expected("a colour (a name, #hex, rgb() or hsl())", position: cursor.position,
                            found: token.isEmpty ? nil : token)
        }
        cursor.skipWhitespace()
        guard cursor.isAtEnd else { throw .trailing(cursor.rest(), position: cursor.position) }
        return color
    }

    /// `#` and 3, 4, 6 or 8 hex digits; each digit d of a short form stands for dd.
    private static func hex(_ cursor: inout ColorTextCursor) throws(ColorParseError.Problem) -> Color {
        let position = cursor.position
        cursor.advance()
        var digits: [UInt8] = []
        while let c = cursor.current, !c.isWhitespace {
            guard c.isASCII, let value = c.hexDigitValue else {
                throw .notHexDigit(c, position: cursor.position)
            }
            digits.append(UInt8(value))
            cursor.advance()
        }
        switch digits.count {
        case 3, 4:
            let c = digits.map { $0 * 17 }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: digits.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: digits.count == 8 ? c[3] : 255)
        default:
            throw .hexDigitCount(digits.count, position: position)
        }
    }

    /// A colour name, or a function name followed by `(`.
    private static func word(_ cursor: inout ColorTextCursor) throws(ColorParseError.Problem) -> Color {
        let start = cursor
        let word = cursor.read(while: { $0.isLetter || $0.isASCIIDigit || $0 == "-" || $0 == "_" })
        var afterWord = cursor
        afterWord.skipWhitespace()
        if afterWord.current == "(" {
            afterWord.advance()
            return try function(word, at: start.position, cursor: &cursor, arguments: afterWord)
        }
        if let named = Color(cssName: word) { return named }
        if cursor.current == ":", ["ramp", "steps"].contains(word.lowercased()) {
            throw .scaleNotAllowed(word, position: start.position)
        }
        if functionNames.contains(word.lowercased()) {
            throw .expected("'(' after '\(word)'", position: afterWord.position,
                            found: afterWord.isAtEnd ? nil : afterWord.rest())
        }
        // Quote a whole phrase such as "light blue" when that is what was written.
        let phrase = start.rest()
        let isPhrase = phrase.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" || $0 == "_" }
        let quoted = isPhrase ? phrase : word
        let names = Color.cssNamedColors.map(\.name) + ["transparent"]
        var suggestion = quoted.contains(where: \.isASCIIDigit) ? nil : ColorNameSuggestion.nearest(to: quoted, in: names)
        if suggestion == nil, looksLikeHexWithoutHash(quoted) { suggestion = "#" + quoted }
        throw .unknownName(quoted, position: start.position, suggestion: suggestion)
    }

    private static func function(_ name: String, at position: Int, cursor: inout ColorTextCursor,
                                 arguments: ColorTextCursor) throws(ColorParseError.Problem) -> Color {
        let kind: ColorFunctionParser.Function
        switch name.lowercased() {
        case "rgb", "rgba": kind = .rgb
        case "hsl", "hsla": kind = .hsl
        default:
            throw .unknownFunction(name, position: position,
                                   suggestion: ColorNameSuggestion.nearest(to: name, in: functionNames))
        }
        var parser = ColorFunctionParser(cursor: arguments, function: kind)
        let color = try parser.parse()
        cursor = parser.end
        return color
    }

    /// 3, 4, 6 or 8 hex digits: probably a hex colour without its `#`.
    private static func looksLikeHexWithoutHash(_ text: String) -> Bool {
        [3, 4, 6, 8].contains(text.count) && text.allSatisfy { $0.isASCII && $0.hexDigitValue != nil }
    }
}
