/// Where a badge leads when clicked: an `http:`, `https:` or `mailto:` URL,
/// or a relative one (`/reviews`, `#ratings`, `../a`). Every other scheme
/// (`javascript:`, `data:`, `file:`) is refused: a badge's link must not run
/// code or open local files. The URL is kept as given; a writer escapes it
/// for the attribute it goes in.
public struct BadgeLink: Hashable, Sendable {
    /// The URL as given.
    public let url: String

    /// Longest URL accepted, in Unicode scalars.
    public static let maxLength = 2048
    /// The schemes a link may have (lower case).
    public static let schemes = ["http", "https", "mailto"]

    /// - Throws: `BadgeError.invalid(.link, …)` for an empty URL, one longer
    ///   than `maxLength`, one holding a space, a control, format or private-use
    ///   character, a noncharacter or a backslash (with its position), or one
    ///   whose scheme is not in `schemes` (a relative URL's first segment
    ///   cannot hold ':').
    public init(_ url: String) throws(BadgeError) {
        if let problem = Self.problem(in: url) { throw .invalid(.link, value: url, reason: BadgeReason(stringLiteral: problem)) }
        self.url = url
    }

    /// Why `url` is no link, or nil when it is one.
    static func problem(in url: String) -> String? {
        if url.isEmpty { return "give a URL such as https://example.com/reviews or /reviews" }
        if url.unicodeScalars.count > maxLength { return "is longer than \(maxLength) characters" }
        for (position, scalar) in url.unicodeScalars.enumerated() where !isAllowed(scalar) {
            return "has '\(scalar.escaped(asASCII: true))' at character \(position + 1); a URL holds no spaces, "
                + "controls or backslashes (percent-encode them)"
        }
        // The scheme is what comes before the first ':' when no '/', '?' or '#' comes earlier.
        guard let colon = url.firstIndex(of: ":"), !url[..<colon].contains(where: { "/?#".contains($0) }) else { return nil }
        let scheme = url[..<colon].lowercased()
        if schemes.contains(scheme) { return nil }
        return "the scheme '\(String(scheme.unicodeScalars.prefix(20).map { Character($0) }))' is not allowed: use http:, "
            + "https:, mailto: or a relative URL (write './' before a relative path whose first part holds ':')"
    }

    /// Whether `scalar` may stand in a link as it is: no whitespace, control,
    /// format (bidi controls), private-use, unassigned or surrogate code point, no backslash.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\\" || scalar.properties.isWhitespace || scalar.properties.isNoncharacterCodePoint { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .unassigned, .surrogate, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
