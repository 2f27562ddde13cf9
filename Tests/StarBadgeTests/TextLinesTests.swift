import Testing
@testable import StarBadge
import StarText
import StarGeometry

/// Shaped lines are kept by their text's exact code points.
@Suite("kept shaped lines")
struct TextLinesTests {
    /// "é" and "e" + U+0301 are canonically equivalent, so `String` took
    /// them for one key: the second was drawn from the first's code points.
    /// Keys compare bytes, which also keeps a character of thousands of
    /// marks from being normalised at each lookup (issue 32).
    @Test("canonically equivalent texts are shaped each from its own code points")
    func exactText() throws {
        let label = try LabelSpec(template: "x", font: FontLibrary.defaultFace())
        let composed = try TextLines.shaped("caf\u{E9} 1", label: label, pixelSize: 13, direction: .leftToRight)
        let decomposed = try TextLines.shaped("cafe\u{301} 1", label: label, pixelSize: 13, direction: .leftToRight)
        #expect(Array(composed.text.unicodeScalars) == Array("caf\u{E9} 1".unicodeScalars))
        #expect(Array(decomposed.text.unicodeScalars) == Array("cafe\u{301} 1".unicodeScalars))
        // And the same text again is the kept line.
        let again = try TextLines.shaped("cafe\u{301} 1", label: label, pixelSize: 13, direction: .leftToRight)
        #expect(Array(again.text.unicodeScalars) == Array(decomposed.text.unicodeScalars))
    }
}

/// The reference path for kept lines: each part of the key (text, size,
/// direction, language, fonts) told apart, every kept line equal to the
/// line shaping again gives.
@Suite("kept shaped lines against fresh shaping")
struct TextLinesReferenceTests {
    @Test("a kept line is the line shaping again gives, for each part of the key")
    func keptEqualsFresh() throws {
        let dejaVu = try FontLibrary.defaultFace()
        let plain = try LabelSpec(template: "x", font: dejaVu)
        let serbian = try LabelSpec(template: "x", fonts: plain.fonts, language: "sr")
        let cases: [(String, LabelSpec, Double, ReadingDirection)] = [
            ("Rating 4", plain, 13, .leftToRight), ("Rating 4", plain, 14, .leftToRight),
            ("Rating 4", plain, 13, .rightToLeft), ("бгдп 4", plain, 13, .leftToRight),
            ("бгдп 4", serbian, 13, .leftToRight), ("תקין 4", plain, 13, .rightToLeft),
            ("תקין 4", plain, 13, .leftToRight), ("Rating 4", plain, 13.015625, .leftToRight),
        ]
        for _ in 0..<2 {
            for (text, label, size, direction) in cases {
                let kept = try TextLines.shaped(text, label: label, pixelSize: size, direction: direction)
                let fresh = try TextLine(text, fonts: label.fonts, pixelSize: size,
                                         direction: direction == .rightToLeft ? .rightToLeft : .leftToRight,
                                         language: label.language)
                #expect(kept.glyphs == fresh.glyphs, "\(text) at \(size) px, \(direction), \(label.language ?? "no language")")
                #expect(kept.advanceWidth == fresh.advanceWidth && kept.isRightToLeft == fresh.isRightToLeft
                        && kept.pixelSize == fresh.pixelSize && kept.text == fresh.text)
            }
        }
    }
}
