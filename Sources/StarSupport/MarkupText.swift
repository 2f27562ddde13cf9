/// Text in XML and HTML markup (SVG, the batch's snippets, the sprite's
/// input page): the one escaper of both.
package enum MarkupText {
    /// `text` for element content or a double-quoted attribute: `&`, `<`,
    /// `>` and `"` escaped, and with `apostrophes` also `'` (`&#39;`, for
    /// markup a page may copy into a single-quoted attribute). Scalar by
    /// scalar: a character that starts with one of them and goes on with a
    /// combining mark (`&` + U+0301) is one Character but still the markup's `&`.
    package static func escaped(_ text: String, apostrophes: Bool = false) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                           || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'" where apostrophes: result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
