/// The one rule for every URL a user gives StarBadge: a badge's link
/// (`--link`, a batch entry's `link`) and the base of the files' URLs in
/// markup (`--base-url`). Accepted: an `http://` or `https://` URL with a
/// host, a path (`/reviews`, `reviews/`, `../a`), and for a link also a
/// fragment (`#ratings`), a query and `mailto:`. Refused, whatever the
/// spelling: every other scheme (`javascript:`, `data:`, `file:`), a
/// scheme without `//` (`https:evil.com`, which some readers take as a
/// path and others as a host), a protocol-relative URL (`//host/x`, which
/// names another host), an http(s) URL without a host, a `%` not followed
/// by two hex digits, and characters a URL never holds as they are (spaces,
/// controls, format characters, `\`, `<`, `>`, `"`, a backtick, `{`, `}`, `|`, `^`).
package enum URLRule: Sendable {
    /// A badge's link: queries, fragments and `mailto:` are fine.
    case link
    /// The start of every file's URL: the file's path is appended, so it
    /// holds no query or fragment, and it is no `mailto:`.
    case base

    /// Longest URL accepted, in Unicode scalars.
    package static let maxLength = 2048

    /// What is wrong with `url` under this rule, in words; nil when it is fine.
    package func problem(in url: String) -> String? {
        if url.isEmpty { return "give a URL such as https://example.com/reviews or a path such as /reviews" }
        if url.unicodeScalars.count > Self.maxLength { return "is longer than \(Self.maxLength) characters" }
        for (position, scalar) in url.unicodeScalars.enumerated() where !Self.isAllowed(scalar) {
            return "has '\(scalar.escaped(asASCII: true))' at character \(position + 1); a URL holds no spaces, "
                + "controls or \\ < > \" ` { } | ^ as they are (percent-encode them)"
        }
        if let problem = schemeProblem(in: url) { return problem }
        if self == .base, let mark = url.first(where: { $0 == "?" || $0 == "#" }) {
            return "a base URL has no '\(mark)' (the badge's path would land in the query or fragment)"
        }
        let bytes = Array(url.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            let digits = bytes.dropFirst(index + 1).prefix(2)
            guard digits.count == 2, digits.allSatisfy(Self.isHexDigit) else {
                return "'%' at byte \(index + 1) is not followed by two hex digits (write '%25' for a '%')"
            }
        }
        return nil
    }

    /// The scheme is what comes before the first ':' when no '/', '?' or '#' comes earlier.
    private func schemeProblem(in url: String) -> String? {
        let allowed = self == .link ? "http://, https://, mailto: or a relative URL" : "http://, https:// or a path"
        guard let colon = url.firstIndex(of: ":"), !url[..<colon].contains(where: { "/?#".contains($0) }) else {
            if url.hasPrefix("//") {
                return "a URL starting with '//' takes the page's scheme and names another host; give https://HOST/… or a path"
            }
            return nil
        }
        let scheme = url[..<colon].lowercased(), rest = url[url.index(after: colon)...]
        switch scheme {
        case "http", "https":
            guard rest.hasPrefix("//") else { return "an \(scheme): URL is written \(scheme)://HOST/…" }
            let host = rest.dropFirst(2).prefix { !"/?#".contains($0) }
            if host.isEmpty { return "an http(s) URL needs a host, as in https://example.com/reviews" }
            return nil
        case "mailto" where self == .link:
            return rest.isEmpty ? "a mailto: link needs an address, as in mailto:reviews@example.com" : nil
        default:
            let shown = String(scheme.unicodeScalars.prefix(20).map { Character($0) })
            return "the scheme '\(shown)' is not allowed: use \(allowed) (write './' before a relative path whose first part holds ':')"
        }
    }

    /// Whether `scalar` may stand in a URL as it is.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if "\\<>\"`{}|^".unicodeScalars.contains(scalar) || scalar.properties.isWhitespace
            || scalar.properties.isNoncharacterCodePoint { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .unassigned, .surrogate, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
