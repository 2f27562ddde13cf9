import Testing
import StarGeometry
import StarBadgeTestSupport
@testable import StarText

/// Colour glyphs: COLR layers from our own test font, CBDT pictures from
/// Noto Color Emoji (Debian fonts-noto-color-emoji).
@Suite("Colour glyphs")
struct ColorGlyphTests {
    static let layersFont = TestFonts.packageRoot + "/Fixtures/fonts/ColorLayersTest.ttf"

    @Test("a COLR glyph is its layers with their palette colours, the text colour where the font says so")
    func colrLayers() throws {
        let face = try FontFace(contentsOfFile: Self.layersFont)
        #expect(face.hasColorLayers && face.isColorFont && !face.isColorBitmapFont)
        let star = face.glyphIndex(for: "\u{2B50}"), dot = face.glyphIndex(for: "\u{25CF}")
        let starLayers = face.colorLayers(of: star)
        #expect(starLayers.count == 2)
        #expect(starLayers.first?.color == ColorLayer.PaletteColor(red: 255, green: 181, blue: 0, alpha: 255))
        #expect(starLayers.last?.color == ColorLayer.PaletteColor(red: 237, green: 107, blue: 0, alpha: 255))
        let dotLayers = face.colorLayers(of: dot)
        #expect(dotLayers.count == 2 && dotLayers.first?.color?.red == 230 && dotLayers.last?.color == nil)
        #expect(face.colorLayers(of: face.glyphIndex(for: " ")).isEmpty)
        // The line draws the layers, not the (empty) base glyph.
        let line = try TextLine("\u{2B50}\u{25CF}", face: face, pixelSize: 100)
        let layers = try line.colorLayerPaths(baselineOrigin: Point(x: 10, y: 100))
        #expect(layers.count == 4)
        let outer = try #require(layers.first?.path.controlBounds), inner = try #require(layers[1].path.controlBounds)
        // Both stars are centred on the same point: the inner one sits inside the outer one.
        #expect(abs(outer.midX - inner.midX) < 0.5 && inner.width < outer.width)
        #expect(abs(outer.midX - (10 + 50)) < 0.5)
        #expect(try line.path().isEmpty)
    }

    @Test("a bitmap-only emoji font has line metrics: HarfBuzz's extents where FreeType gives 0 (issue 22, found 2)",
          .needs(DebianFonts.notoColorEmoji))
    func bitmapFontMetrics() throws {
        let face = try FontFace(contentsOfFile: DebianFonts.notoColorEmoji.path)
        let metrics = try face.metrics(pixelSize: 20)
        // 'hhea' 1900 / −500 of 2048 units, as hb_font_get_h_extents reads it.
        #expect(abs(metrics.ascender - 1900.0 / 2048 * 20) < 1e-9 && abs(metrics.descender - 500.0 / 2048 * 20) < 1e-9,
                "\(metrics)")
        #expect(metrics.lineHeight > 23)
    }

    @Test("a CBDT emoji is a picture from the font's strike, scaled to the text size", .needs(DebianFonts.notoColorEmoji))
    func cbdtPicture() throws {
        let face = try #require(try? FontFace(contentsOfFile: DebianFonts.notoColorEmoji.path), "\(DebianFonts.notoColorEmoji)")
        #expect(face.isColorBitmapFont && face.isColorFont)
        let line = try TextLine("⭐", face: face, pixelSize: 32)
        let glyphs = line.colorGlyphs(baselineOrigin: Point(x: 0, y: 30))
        let picture = try #require(glyphs.first)
        #expect(glyphs.count == 1 && picture.image.pixelsPerEm == 109)
        #expect(abs(picture.rect.width - Double(picture.image.width) * 32 / 109) < 1e-9)
        #expect(picture.image.rgba.count == picture.image.width * picture.image.height * 4)
        // Yellow in the middle of the star.
        let middle = 4 * (picture.image.height / 2 * picture.image.width + picture.image.width / 2)
        #expect(picture.image.rgba[middle] > 200 && picture.image.rgba[middle + 1] > 150 && picture.image.rgba[middle + 2] < 100)
    }
}
