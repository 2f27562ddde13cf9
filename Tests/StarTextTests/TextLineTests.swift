import Testing
import StarGeometry
import StarRaster
import StarText

@Suite struct TextLineTests {
    @Test func gposKerningNarrowsAVATARTo() throws {
        let face = try TestFonts.dejaVuSans()
        let line = try TextLine("AVATAR To", face: face, pixelSize: 24)
        // Without kerning the width would be the sum of the nominal advances.
        var nominal = 0.0
        for scalar in "AVATAR To".unicodeScalars { nominal += try face.advance(of: face.glyphIndex(for: scalar), pixelSize: 24) }
        #expect(line.advanceWidth < nominal - 1)
        #expect(abs(line.advanceWidth - line.glyphs.reduce(0) { $0 + $1.advance }) < 1e-9)
        #expect(line.missingCharacters.isEmpty)
    }

    @Test func penPositionsFollowTheAdvances() throws {
        let face = try TestFonts.dejaVuSans()
        let line = try TextLine("AV", face: face, pixelSize: 32)
        #expect(line.glyphs.count == 2)
        #expect(line.glyphs[0].x == 0)
        #expect(abs(line.glyphs[1].x - line.glyphs[0].advance) < 1e-9)
        #expect(abs(line.advanceWidth - (line.glyphs[1].x + line.glyphs[1].advance)) < 1e-9)
        #expect(line.glyphs.map(\.cluster) == [0, 1])
    }

    @Test func missingCharactersAreReportedOnceInOrderAndDrawnAsGlyphZero() throws {
        let face = try TestFonts.dejaVuSans()
        let text = "中文 ★ 中, 文! \u{AC00} É 中"
        let line = try TextLine(text, face: face, pixelSize: 16)
        #expect(line.missingCharacters == ["\u{4E2D}", "\u{6587}", "\u{AC00}"])
        let scalars = Array(text.unicodeScalars)
        #expect(line.glyphs.count == scalars.count)
        for placed in line.glyphs {
            let missing = line.missingCharacters.contains(scalars[placed.cluster])
            #expect(placed.glyph.isMissing == missing, "\(scalars[placed.cluster])")
            if missing { #expect(placed.advance > 0) }  // the missing-glyph box takes room
        }
    }

    @Test func aBaseAndItsMarkAreOneCluster() throws {
        let face = try TestFonts.dejaVuSans()
        // "é" as e + combining acute: HarfBuzz composes it (the font has é) or places the mark on the e.
        let line = try TextLine("e\u{301}", face: face, pixelSize: 16)
        #expect(!line.glyphs.isEmpty && line.glyphs.allSatisfy { $0.cluster == 0 && !$0.glyph.isMissing })
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
            expected.append(outline.transformed(by: .translation(x: origin.x + placed.x, y: origin.y + placed.y)))
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
