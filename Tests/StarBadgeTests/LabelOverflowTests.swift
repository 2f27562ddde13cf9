import Testing
import StarBadge
import StarText

/// Labels that stay legible in a frame (issue 36): the smallest text size,
/// the refusal with the width needed, the ellipsis at a grapheme boundary
/// and at the text's logical end, and shrinking by request.
@Suite("Long labels in a frame")
struct LabelOverflowTests {
    static let long = "Customer reviews across all our shops in the last twelve months"
    static let arabic = "تقييمات العملاء في جميع متاجرنا"

    @Test("the cut keeps whole characters and drops white space before the ellipsis")
    func graphemes() {
        #expect(LabelOverflow.ellipsized("Hello world", keeping: 6) == "Hello…")
        #expect(LabelOverflow.ellipsized("Hello world", keeping: 0) == "…")
        // e + combining acute is one character: never split from its mark.
        #expect(LabelOverflow.ellipsized("e\u{301}te\u{301}", keeping: 1) == "e\u{301}…")
        // A family emoji (ZWJ sequence) and a flag are one character each.
        #expect(LabelOverflow.ellipsized("👨‍👩‍👧🇫🇷ab", keeping: 1) == "👨‍👩‍👧…")
        #expect(LabelOverflow.ellipsized("👨‍👩‍👧🇫🇷ab", keeping: 2) == "👨‍👩‍👧🇫🇷…")
        // Arabic: the logical prefix (the first letters read), then the ellipsis.
        #expect(LabelOverflow.ellipsized(Self.arabic, keeping: 7) == "تقييمات…")
    }

    /// The ellipsis glyph's pen position, and the line's extreme glyph positions.
    private func ellipsisPosition(_ text: String) throws -> (x: Double, min: Double, max: Double) {
        let line = try TextLine(text, fonts: FontChain(FontLibrary.defaultFace(), usesSystemFonts: false), pixelSize: 20)
        let index = text.unicodeScalars.count - 1
        let mark = try #require(line.glyphs.first { $0.cluster == index })
        return (mark.x, line.glyphs.map(\.x).min() ?? 0, line.glyphs.map(\.x).max() ?? 0)
    }

    @Test("bidi: the ellipsis is on the right of Latin text and on the left of Arabic text, after shaping")
    func bidi() throws {
        let latin = try ellipsisPosition(LabelOverflow.ellipsized(Self.long, keeping: 12))
        #expect(latin.x == latin.max)
        let arabic = try ellipsisPosition(LabelOverflow.ellipsized(Self.arabic, keeping: 12))
        #expect(arabic.x == arabic.min)
    }

    private func label(_ text: String = Self.long, fontSize: Double? = nil) throws -> LabelSpec {
        try LabelSpec(template: text, fontSize: fontSize, fonts: FontChain(FontLibrary.defaultFace(), usesSystemFonts: false))
    }

    @Test("a fit that would set the label below 9 px is refused, naming the width it needs")
    func refused() throws {
        let label = try label()
        do {
            _ = try BadgeSpec(rating: 4) { $0.label = label; $0.fit = FrameFit(width: 200) }
            Issue.record("a 200 px frame was accepted")
        } catch let error as BadgeError {
            guard case .invalid(let setting, let value, let reason) = error else { Issue.record("\(error)"); return }
            #expect(setting == .fitWidth && value == "200")
            #expect(reason.description.contains("it needs fit.width 394 at 9 px"), "\(reason)")
            // The width given is enough: the label at 9 px, the stars at 15 (9 / 0.6).
            let fits = try BadgeSpec(rating: 4) { $0.label = label; $0.fit = FrameFit(width: 394) }
            #expect(fits.starSize >= 15 - 1e-9 && fits.pixelSize.width <= 394)
            #expect(fits.labelText == Self.long)
        }
    }

    @Test("ellipsis: the label cut to the most characters that fit, at 9 px")
    func ellipsis() throws {
        let label = try label()
        let spec = try BadgeSpec(rating: 4) { $0.label = label; $0.fit = FrameFit(width: 200, labelOverflow: .ellipsis) }
        let text = try #require(spec.labelText)
        #expect(text.hasSuffix("…") && Self.long.hasPrefix(String(text.dropLast())))
        #expect(abs(spec.starSize - 15) < 1e-9)
        #expect(spec.pixelSize.width <= 200)
        // One character more would not fit: a frame just narrower than its natural width refuses it.
        // (white space before the ellipsis is dropped: the next cut that differs)
        var kept = text.count - 1
        while LabelOverflow.ellipsized(Self.long, keeping: kept + 1) == text { kept += 1 }
        let longer = LabelOverflow.ellipsized(Self.long, keeping: kept + 1)
        let wider = try BadgeSpec(rating: 4) { $0.label = try self.label(longer); $0.starSize = 15 }
        #expect(wider.pixelSize.width > 200)
    }

    @Test("a frame too low for 9 px text names the height it needs, and cutting is not offered")
    func height() throws {
        let label = try label("Good")
        do {
            _ = try BadgeSpec(rating: 4) { $0.label = label; $0.fit = FrameFit(height: 20, labelOverflow: .ellipsis) }
            Issue.record("a 20 px high frame was accepted")
        } catch let error as BadgeError {
            guard case .invalid(let setting, _, let reason) = error else { Issue.record("\(error)"); return }
            #expect(setting == .fitHeight)
            #expect(reason.description.contains("it needs fit.height 23 at 9 px"), "\(reason)")
            #expect(!reason.description.contains("ellipsis"), "\(reason)")
        }
    }

    @Test("shrink keeps the old fit: the label follows the stars below 9 px")
    func shrink() throws {
        let label = try label()
        let spec = try BadgeSpec(rating: 4) { $0.label = label; $0.fit = FrameFit(width: 200, labelOverflow: .shrink) }
        #expect(spec.starSize * 0.6 < FrameFit.minimumTextSize)
        #expect(spec.labelText == Self.long)
    }

    @Test("a font size given is kept; a label that does not fit beside the smallest stars is refused at that size")
    func givenSize() throws {
        let label = try label(fontSize: 11)
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 4) { $0.label = label; $0.fit = FrameFit(width: 300) } }
        let cut = try BadgeSpec(rating: 4) { $0.label = label; $0.fit = FrameFit(width: 300, labelOverflow: .ellipsis) }
        #expect(cut.labelText?.hasSuffix("…") == true && cut.pixelSize.width <= 300)
    }

    @Test("a line break in a label is refused, pointing to the overflow setting")
    func lineBreak() throws {
        let label = try LabelSpec(template: "a\nb")
        let error = try #require(throws: BadgeError.self) { try BadgeDesign { $0.label = label } }
        #expect(error.setting == .label && error.description.contains("fit.labelOverflow"), "\(error)")
    }
}
