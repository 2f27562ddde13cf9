/// What `--base-url` may be: an `http://` or `https://` URL with a host, a
/// path (`/badges/`, `badges/`, `../badges/`), or `/`. Anything a browser
/// would read otherwise is refused: another scheme (`javascript:`, `data:`,
/// `file:`), a protocol-relative URL (`//host/`, which takes the page's
/// scheme and another host), a query or fragment (the badge's path would
/// land in it), and a '%' not followed by two hex digits.
enum BaseURL {
    /// What is wrong with `text` as a base URL, in words; nil when it is fine.
    static func problem(in text: String) -> String? {
        let lower = text.lowercased()
        if let scheme = ["https://", "http://"].first(where: lower.hasPrefix) {
            let host = text.dropFirst(scheme.count).prefix { $0 != "/" }
            if host.isEmpty { return "an http(s) URL needs a host, as in https://example.com/badges/" }
        } else if text.hasPrefix("//") {
            return "a URL starting with '//' takes the page's scheme and names another host; give https://HOST/… or a path"
        } else if text.prefix(while: { $0 != "/" }).contains(":") {
            return "only http:// and https:// URLs, a path or / are accepted"
        }
        if let mark = text.first(where: { $0 == "?" || $0 == "#" }) {
            return "a base URL has no '\(mark)' (the badge's path would land in the query or fragment)"
        }
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            let digits = bytes.dropFirst(index + 1).prefix(2)
            guard digits.count == 2, digits.allSatisfy({ Self.isHexDigit($0) }) else {
                return "'%' at byte \(index + 1) is not followed by two hex digits (write '%25' for a '%')"
            }
        }
        return nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
