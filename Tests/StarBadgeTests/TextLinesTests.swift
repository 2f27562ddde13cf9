import Testing
@testable import StarBadge

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
