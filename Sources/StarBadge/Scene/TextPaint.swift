import StarGeometry
import StarRaster
import StarText

/// A shaped line of text at its place: outlines filled non-zero in `color`,
/// colour-layer glyphs (COLR) in their palette, bitmap glyphs (emoji) as pictures.
package struct TextPaint: Sendable {
    package let line: TextLine
    /// The line's start on the baseline, px.
    package let origin: Point
    /// Extra space between clusters, px.
    package let letterSpacing: Double
    package let color: Color
    /// Whether the line's bitmap glyphs (emoji) are drawn too: not for a
    /// text's shadow, which repeats only its outlines and colour layers.
    package let drawsBitmapGlyphs: Bool
    /// How a raster backend loads the outlines (the badge's `TextHinting`
    /// for this text's size); an SVG writes the exact ones whatever it says.
    package let outlines: GlyphOutlineSource

    /// The glyph outlines at their places (non-zero) as a raster backend
    /// draws them, or nil when the font fails.
    package func outline() -> Path? {
        try? line.path(baselineOrigin: origin, letterSpacing: letterSpacing, outlines: outlines)
    }

    /// What decides the raster outline (for backends that keep coverage by it).
    package var outlineKey: TextLine.OutlineKey {
        line.outlineKey(baselineOrigin: origin, letterSpacing: letterSpacing, outlines: outlines)
    }
}
