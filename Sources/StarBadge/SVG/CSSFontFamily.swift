import StarSupport

/// A `font-family` list in CSS syntax for font family names read from font
/// files (data, not ours): each name a plain identifier or a CSS string,
/// so that no name can end its quotes, and no code point an XML attribute
/// cannot hold appears raw (the caller escapes the result for XML).
enum CSSFontFamily {
    /// The families in order, then the generic `fallback`.
    static func list(_ families: [String], fallback: String = "sans-serif") -> String {
        (families.map(name) + [fallback]).joined(separator: ",")
    }

    /// The keywords an unquoted family name would mean instead of a font.
    private static let keywords: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji", "fangsong",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "inherit", "initial", "unset", "revert",
        "revert-layer", "default",
    ]

    /// `Name` as it is when it is a plain identifier (letters, digits, `-`,
    /// `_`, starting with a letter) and no keyword; else `'A\' B'`: a
    /// single-quoted string with `\` and `'` escaped, and each control
    /// character or noncharacter written as a CSS escape (`\A `).
    static func name(_ family: String) -> String {
        let scalars = family.unicodeScalars
        let isPlain = scalars.first.map(isLetter) == true
            && scalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
        if isPlain && !keywords.contains(family.lowercased()) { return family }
        return CSSString.quoted(family)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
