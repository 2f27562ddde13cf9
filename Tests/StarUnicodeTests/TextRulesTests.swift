import Testing
import StarUnicode

@Suite("The checks of user text")
struct TextRulesTests {
    static let oneLine = TextRules(maxCharacters: 10, maxCodePoints: 30, lineBreaks: false)
    static let lines = TextRules(maxCharacters: 10, maxCodePoints: 30, lineBreaks: true)

    @Test("every noncharacter is refused, with its position in characters",
          arguments: [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x1FFFF, 0x10FFFE, 0x10FFFF, 0xEFFFF] as [UInt32])
    func noncharacters(_ value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        // "é" as e + combining accent is one character of two code points.
        let text = "e\u{301}x" + String(scalar) + "y"
        #expect(throws: TextProblem.forbidden(scalar, character: 3)) { try Self.lines.check(text) }
        #expect(TextRules.isNoncharacter(scalar))
    }

    @Test("control characters are refused, line breaks only in one-line texts")
    func controls() throws {
        for value in Array(0x00...0x1F) + Array(0x7F...0x9F) where value != 0x0A && value != 0x0D {
            let scalar = Unicode.Scalar(UInt32(value))!
            #expect(throws: TextProblem.forbidden(scalar, character: 2)) { try Self.lines.check("a" + String(scalar)) }
        }
        #expect(throws: TextProblem.lineBreak(character: 2)) { try Self.oneLine.check("a\nb") }
        #expect(throws: TextProblem.lineBreak(character: 2)) { try Self.oneLine.check("a\r\nb") }
        #expect(throws: TextProblem.lineBreak(character: 2)) { try Self.oneLine.check("a\rb") }
        try Self.lines.check("a\nb\r\nc\rd")
    }

    @Test("what every output can hold passes: private use, unassigned, bidi controls, joiners, marks, astral emoji")
    func accepted() throws {
        for text in ["\u{E000}\u{F8FF}\u{F0000}", "\u{0378}\u{E01F0}", "\u{202E}a\u{2066}b\u{2069}\u{200F}",
                     "👨‍👩‍👧", "a\u{301}\u{302}", "😀🀄", "\u{FFFD}\u{FEFF}"] {
            try Self.oneLine.check(text)
        }
    }

    @Test("printable ASCII passes at once; line breaks and limits still count in it")
    func ascii() throws {
        let printable = String(decoding: Array(0x20...0x7E as ClosedRange<UInt8>), as: UTF8.self)
        try TextRules.name.check(printable)
        try TextRules.field.check(printable + "\r\n" + printable)
        #expect(throws: TextProblem.lineBreak(character: 96)) { try TextRules.name.check(printable + "\n") }
        // "\r\n" is one character of two code points: 10 characters pass a limit of 10 though 20 bytes do not.
        try Self.lines.check(String(repeating: "\r\n", count: 10))
        #expect(throws: TextProblem.tooManyCharacters(limit: 10)) { try Self.lines.check(String(repeating: "\r\n", count: 11)) }
    }

    @Test("the character limit is checked before the code-point limit, each named")
    func limits() throws {
        #expect(throws: TextProblem.tooManyCharacters(limit: 10)) { try Self.oneLine.check(String(repeating: "a", count: 11)) }
        // 5 family emoji: 5 characters, 35 code points.
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 5)
        #expect(throws: TextProblem.tooManyCodePoints(count: 35, limit: 30)) { try Self.oneLine.check(families) }
        try Self.oneLine.check(String(repeating: "👨‍👩‍👧‍👦", count: 4))
        #expect(TextProblem.tooManyCharacters(limit: 2000).description == "longer than the limit of 2,000 characters")
        #expect(TextProblem.forbidden("\u{FFFE}", character: 3).description.hasPrefix("U+FFFE at character 3 is a noncharacter"))
    }

    @Test("line breaks are stored as \\n")
    func lineFeeds() {
        #expect(TextRules.withLineFeeds("a\r\nb\rc\nd\r\r\n") == "a\nb\nc\nd\n\n")
        #expect(TextRules.withLineFeeds("plain") == "plain")
    }
}
