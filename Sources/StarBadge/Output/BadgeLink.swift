/// Where a badge leads when clicked: an `http(s)://` or `mailto:` URL, or a
/// relative one (`/reviews`, `#ratings`, `../a`), as `URLRule.link` says.
/// Every other scheme (`javascript:`, `data:`, `file:`) is refused: a
/// badge's link must not run code or open local files. The URL is kept as
/// given; a writer escapes it for the attribute it goes in.
public struct BadgeLink: Hashable, Sendable {
    /// The URL as given.
    public let url: String

    /// Longest URL accepted, in Unicode scalars.
    package static let maxLength = URLRule.maxLength
    /// The schemes a link may have (lower case).
    package static let schemes = ["http", "https", "mailto"]

    /// - Throws: `BadgeError.invalid(.link, …)` for a URL `URLRule.link`
    ///   refuses, with its words (an empty URL, one longer than `maxLength`,
    ///   a character a URL cannot hold with its position, a scheme not in
    ///   `schemes`, `//host`, an http(s) URL without `//` and a host, a bad `%`).
    public init(_ url: String) throws(BadgeError) {
        if let problem = Self.problem(in: url) { throw .invalid(.link, value: url, reason: .unusable(BadgeReason.Words(stringLiteral: problem))) }
        self.url = url
    }

    /// Why `url` is no link, or nil when it is one (`URLRule.link`).
    static func problem(in url: String) -> String? { URLRule.link.problem(in: url) }
}
