import Testing
import StarBadge

/// A Swift user of the library gets the checks the command line does.
@Suite("User texts through the library")
struct UserTextTests {
    static let noncharacter = String(Unicode.Scalar(0xFFFE)!)

    @Test("a label or value text with a noncharacter or line break is refused with its position")
    func labels() throws {
        let face = try FontLibrary.defaultFace()
        #expect(throws: BadgeError.invalid(.label, value: "ab" + Self.noncharacter,
                                           reason: .unusable("U+FFFE at character 3 is a noncharacter, which no SVG, PNG or HTML text can hold"))) {
            try BadgeDesign { $0.label = LabelSpec(template: "ab" + Self.noncharacter, font: face) }
        }
        #expect(throws: BadgeError.invalid(.label, value: "a\r\nb", reason: .unusable("\("a line break at character 2 (the text is one line)"); to fit a long label to a frame, cut it with \(setting: .fitLabelOverflow) ellipsis"))) {
            try BadgeDesign { $0.label = LabelSpec(template: "a\r\nb", font: face) }
        }
        // 1,000 family emoji: within 1,000 characters, over 4,000 code points.
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 1_000)
        do {
            _ = try BadgeDesign(BadgeSettings().with { $0.label = LabelSpec(template: families, font: face) })
            Issue.record("accepted")
        } catch {
            #expect(error.reason.hasPrefix("longer than the limit of 4,000 code points (it has 7,000"), "\(error)")
        }
    }

    @Test("alt text stores every line break as \\n and refuses controls with their position")
    func altText() throws {
        let alt = try AltText(template: "one\r\ntwo\rthree\nfour {max}")
        #expect(alt.describe(rating: 3, max: 5) == "one\ntwo\nthree\nfour 5")
        #expect(throws: BadgeError.self) { try AltText(template: "a\u{85}") }
        do { _ = try AltText(template: "ab\u{1B}") } catch {
            #expect(error.reason == "U+001B at character 3 is a control character, which no SVG, PNG or HTML text can hold")
            #expect(error.description == "invalid altText 'ab\\u{1B}': " + error.reason)
        }
        #expect(AltText.maxCodePoints == 8_000 && AltText.maxLength == 2_000)
    }

    @Test("a font name with a control character is refused before any lookup")
    func fontNames() {
        #expect(throws: BadgeError.invalid(.labelFonts, value: "Deja\u{1B}Vu",
                                           reason: .unusable("U+001B at character 5 is a control character, which no SVG, PNG or HTML text can hold"))) {
            try FontLibrary.face(named: "Deja\u{1B}Vu")
        }
    }

    @Test("a value in a message is escaped and cut")
    func messages() {
        let error = BadgeError.invalid(.label, value: String(repeating: "\u{202E}", count: 100), reason: .unusable("r"))
        #expect(error.description == "invalid label '" + String(repeating: "\\u{202E}", count: 80) + "… (20 more characters)': r")
    }
}
