import Testing
import StarBadge
@testable import StarBadgeCLI

/// The command line uses the package's one escaper and one trim.
@Suite("HTML escaping by scalar, option values trimmed like colours")
struct EscapingAndTrimmingTests {
    @Test("HTML escaping goes scalar by scalar: an ampersand with a combining mark is still escaped")
    func htmlCombiningMark() {
        #expect(HTML.escape("Tom &\u{301} Jerry's <3") == "Tom &amp;\u{301} Jerry&#39;s &lt;3")
    }

    @Test("option values are trimmed of the same white space as colours")
    func trim() throws {
        let read = ValueReader(values: ["stars": "6\u{A0}", "size": "\n20.5 ", "fill": "\u{2003}precise"],
                               options: BadgeOptions.definitions, command: "render")
        #expect(try read.wholeNumber(.stars) == 6)
        #expect(try read.number(.size) == 20.5)
        #expect(try BadgeOptions.spec(rating: 1, values: ["fill": "\u{2003}precise"], command: "render",
                                      context: .quiet()).design.fillMode == .precise)
    }
}
