import Testing
import StarBadge

/// One rule for every URL a user gives (`--link`, a `link` field,
/// `--base-url`): what the base refuses, a link refuses too (issue 32, item 9).
@Suite("URL rule")
struct URLRuleTests {
    static let refusedByBoth = ["//evil.example/x", "http://", "https://", "http://a<b>c", "https:evil.com", "http:/x",
                                "/%zz", "/a%2", "javascript:alert(1)", "JavaScript:x", "data:text/html,x", "file:///etc/passwd",
                                "a b", "/x\\y", "/\u{202E}x", "\"/x\"", "/x`", ""]
    static let acceptedByBoth = ["https://example.com/badges/", "http://example.com", "/badges/", "badges/", "../b", "/",
                                 "https://例え.jp/評価/", "/a%20b"]

    @Test("refused as a link and as a base", arguments: refusedByBoth)
    func refused(url: String) {
        #expect(URLRule.link.problem(in: url) != nil)
        #expect(URLRule.base.problem(in: url) != nil)
        #expect(throws: BadgeError.self) { _ = try BadgeLink(url) }
    }

    @Test("accepted as a link and as a base", arguments: acceptedByBoth)
    func accepted(url: String) throws {
        #expect(URLRule.link.problem(in: url) == nil)
        #expect(URLRule.base.problem(in: url) == nil)
        _ = try BadgeLink(url)
    }

    @Test("a link may have a query, a fragment or mailto:; a base may not",
          arguments: ["/reviews?page=2", "#ratings", "https://example.com/r#top", "mailto:reviews@example.com"])
    func linkOnly(url: String) {
        #expect(URLRule.link.problem(in: url) == nil)
        #expect(URLRule.base.problem(in: url) != nil)
    }
}
