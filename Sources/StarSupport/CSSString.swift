import StarUnicode

/// A CSS string (a font family in an SVG, a URL in a stylesheet): the one
/// escaper of CSS strings.
package enum CSSString {
    /// `text` between `quote`s (`'` or `"`), with `\` and the quote escaped,
    /// and each control character or noncharacter written as a CSS escape
    /// (`\a `), so that no text can end the string or hold a code point
    /// the file around it cannot.
    package static func quoted(_ text: String, quote: Unicode.Scalar = "'") -> String {
        var quoted = String(quote)
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == quote {
                quoted += "\\" + String(scalar)
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || TextRules.isNoncharacter(scalar) {
                quoted += "\\" + String(scalar.value, radix: 16) + " "
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + String(quote)
    }
}
