import Testing
import StarGeometry
import StarRaster
import StarText

@Suite struct TextLineTests {
    @Test func kerningNarrowsAVATARTo() throws {
        let face = try TestFonts.dejaVuSans()
        let kerned = try TextLine("AVATAR To", face: face, pixelSize: 24)
        let plain = try TextLine("AVATAR To", face: face, pixelSize: 24, kerning: false)
        #expect(kerned.advanceWidth < plain.advanceWidth)
        // The unkerned width is the sum of the advances.
        let sum = plain.glyphs.reduce(0) { $0 + $1.advance }
        #expect(abs(plain.advanceWidth - sum) < 1e-9)
        #expect(kerned.missingCharacters.isEmpty)
    }

    @Test func penPositionsIncludeKerning() throws {
        let face = try TestFonts.dejaVuSans()
        let line = try TextLine("AV", face: face, pixelSize: 32)
        #expect(line.glyphs.count == 2)
        #expect(line.glyphs[0].x == 0)
        let kern = try face.kerning(between: face.glyphIndex(for: "A"), and: face.glyphIndex(for: "V"), pixelSize: 32)
        #expect(abs(line.glyphs[1].x - (line.glyphs[0].advance + kern)) < 1e-9)
        #expect(abs(line.advanceWidth - (line.glyphs[1].x + line.glyphs[1].advance)) < 1e-9)
    }

    @Test func missingCharactersAreReportedOnceInOrderAndDrawnAsGlyphZero() throws {
        let face = try TestFonts.dejaVuSans()
        let text = "中文 ★ 中, 文! \u{AC00} É 中"
        let line = try TextLine(text, face: face, pixelSize: 16)
        #expect(line.missingCharacters == ["\u{4E2D}", "\u{6587}", "\u{AC00}"])
        #expect(line.glyphs.count == text.unicodeScalars.count)
        for placed in line.glyphs where line.missingCharacters.contains(placed.scalar) {
            #expect(placed.glyph == .missing)
            #expect(placed.advance > 0)  // the missing-glyph box takes room
        }
        #expect(line.glyphs.first { $0.scalar == "É" }?.glyph.isMissing == false)
    }

    @Test func iteratesUnicodeScalarsNotCharacters() throws {
        let face = try TestFonts.dejaVuSans()
        // "é" as e + combining acute: two scalars, one Character.
        let line = try TextLine("e\u{301}", face: face, pixelSize: 16)
        #expect(line.glyphs.map(\.scalar) == ["e", "\u{301}"])
        #expect(line.missingCharacters.isEmpty)
    }

    @Test func emptyTextIsAnEmptyLine() throws {
        let line = try TextLine("", face: try TestFonts.dejaVuSans(), pixelSize: 16)
        #expect(line.glyphs.isEmpty)
        #expect(line.advanceWidth == 0)
        #expect(try line.path().isEmpty)
    }

    @Test func linePathIsEveryGlyphPlacedAtTheBaselineOrigin() throws {
        let face = try TestFonts.dejaVuSans()
        let line = try TextLine("HAVE A", face: face, pixelSize: 20)
        let origin = Point(x: 7.25, y: 30)
        let path = try line.path(baselineOrigin: origin)
        var expected = Path()
        for placed in line.glyphs {
            let outline = try face.outline(of: placed.glyph, pixelSize: 20)
            expected.append(outline.transformed(by: .translation(x: origin.x + placed.x, y: origin.y)))
        }
        #expect(path == expected)
        let bounds = try #require(path.controlBounds)
        #expect(bounds.maxY <= origin.y + 1e-9)  // flat-bottomed capitals sit on the baseline
        #expect(bounds.minY >= origin.y - line.metrics.ascender)
        // "H" starts after its left side bearing; "A" ends before its advance.
        #expect(bounds.minX > origin.x && bounds.maxX < origin.x + line.advanceWidth)
        #expect(line.metrics == (try face.metrics(pixelSize: 20)))
    }

    @Test func linePathRasterizesToInk() throws {
        let face = try TestFonts.dejaVuSans()
        let line = try TextLine("4.5 ★", face: face, pixelSize: 24)
        let metrics = line.metrics
        let width = Int((line.advanceWidth + 4).rounded(.up))
        let height = Int((metrics.ascender + metrics.descender + 4).rounded(.up))
        var rasterizer = Rasterizer(width: width, height: height)
        rasterizer.add(try line.path(baselineOrigin: Point(x: 2, y: 2 + metrics.ascender)))
        let coverage = rasterizer.coverage(fillRule: .nonZero).values
        let ink = coverage.reduce(0, +)
        #expect(ink > 50 && ink < Float(width * height) / 2)
        #expect(coverage.allSatisfy { $0 >= 0 && $0 <= 1 })
    }
}
