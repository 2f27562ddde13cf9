import Testing
import StarGeometry
import StarText

@Suite struct OutlineTests {
    @Test func outlineIsInPixelsWithYDownFromTheBaseline() throws {
        let face = try TestFonts.dejaVuSans()
        let outline = try face.outline(of: face.glyphIndex(for: "A"), pixelSize: 64)
        let bounds = try #require(outline.controlBounds)
        // "A" sits on the baseline (y = 0) and rises to the cap height
        // (1493 units = 46.66 px at 64 px), so its y values are negative.
        #expect(abs(bounds.maxY) < 1e-9)
        #expect(abs(bounds.minY - -1493.0 * 64 / 2048) < 1.0 / 64)
        #expect(bounds.minX >= 0 && bounds.maxX <= 43.78125)

        // "g" descends below the baseline: positive y.
        let g = try #require(try face.outline(of: face.glyphIndex(for: "g"), pixelSize: 64).controlBounds)
        #expect(g.maxY > 10)
    }

    @Test func everyContourIsClosedAndStartsWithAMove() throws {
        let face = try TestFonts.dejaVuSans()
        // "@" has 2 contours, "A" 2, "B" 3.
        for (scalar, contours) in [("@", 2), ("A", 2), ("B", 3)] as [(Unicode.Scalar, Int)] {
            let elements = try face.outline(of: face.glyphIndex(for: scalar), pixelSize: 24).elements
            guard case .move = elements.first else {
                Issue.record("\(scalar) does not start with a move")
                continue
            }
            #expect(elements.last == .close)
            let moves = elements.filter { if case .move = $0 { true } else { false } }.count
            let closes = elements.filter { $0 == .close }.count
            #expect(moves == contours, "\(scalar)")
            #expect(closes == contours, "\(scalar)")
        }
    }

    @Test func trueTypeCurvesAreQuadraticAndCFFCurvesAreCubic() throws {
        let trueType = try TestFonts.dejaVuSans().outline(of: TestFonts.dejaVuSans().glyphIndex(for: "o"), pixelSize: 24)
        #expect(trueType.elements.contains { if case .quadratic = $0 { true } else { false } })
        #expect(!trueType.elements.contains { if case .cubic = $0 { true } else { false } })

        let cff = try FontFace(contentsOfFile: TestFonts.fontAwesomeOpenTypePath)
        let heart = try cff.outline(of: cff.glyphIndex(for: "\u{F004}"), pixelSize: 24)
        #expect(heart.elements.contains { if case .cubic = $0 { true } else { false } })
        #expect(!heart.elements.contains { if case .quadratic = $0 { true } else { false } })
    }

    @Test func spaceHasAnAdvanceButNoOutline() throws {
        let face = try TestFonts.dejaVuSans()
        let space = face.glyphIndex(for: " ")
        #expect(try face.outline(of: space, pixelSize: 24).isEmpty)
        #expect(try face.advance(of: space, pixelSize: 24) > 5)
    }

    @Test func missingGlyphIsTheNotdefBox() throws {
        let face = try TestFonts.dejaVuSans()
        let box = try face.outline(of: .missing, pixelSize: 24)
        #expect(!box.isEmpty)
        #expect(try face.advance(of: .missing, pixelSize: 24) > 0)
    }

    @Test func outlineScalesWithPixelSize() throws {
        let face = try TestFonts.dejaVuSans()
        let glyph = face.glyphIndex(for: "&")
        let small = try #require(try face.outline(of: glyph, pixelSize: 16).controlBounds)
        let large = try #require(try face.outline(of: glyph, pixelSize: 64).controlBounds)
        // Coordinates are rounded to 1/64 px at each size.
        #expect(abs(large.width - 4 * small.width) <= 5.0 / 64)
        #expect(abs(large.minY - 4 * small.minY) <= 5.0 / 64)
    }
}
