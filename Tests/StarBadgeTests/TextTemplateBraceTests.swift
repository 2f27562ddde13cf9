import Testing
@testable import StarBadge

/// A template's braces are found by their bytes, never by comparing
/// characters canonically: one character may hold thousands of combining
/// marks (4,000 code points), and each canonical comparison reorders them
/// (time growing with the square of their number; 60 % of a 4,000-mark
/// label's render went there, three comparisons a character).
@Suite("template braces")
struct TextTemplateBraceTests {
    @Test("a brace under a combining mark is a literal character, as before")
    func braceUnderMark() throws {
        let template = try TextTemplate(parsing: "{\u{0301}rating}\u{0301} {rating}")
        #expect(template.parts == [.literal("{\u{0301}rating}\u{0301} "), .placeholder(.rating)])
    }

    @Test("one character of 4,000 code points, marks of every order, is one literal")
    func longCharacter() throws {
        let marks = (0..<3_999).map { Character(Unicode.Scalar(0x064B + $0 % 8)!) }
        let text = "\u{0628}" + String(marks) + "{max}{{}}"
        let template = try TextTemplate(parsing: text)
        #expect(template.parts == [.literal("\u{0628}" + String(marks)), .placeholder(.max), .literal("{}")])
        #expect(template.filled { _ in "5" }.unicodeScalars.count == 4_000 + 1 + 2)
    }
}
