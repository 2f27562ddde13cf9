import StarGeometry
import StarRaster
import StarText

/// A shaped line of text at its place: outlines filled non-zero in `color`,
/// colour-layer glyphs (COLR) in their palette, bitmap glyphs (emoji) as pictures.
public struct TextPaint: Sendable {
    public let line: TextLine
    /// The line's start on the baseline, px.
    public let origin: Point
    /// Extra space between clusters, px.
    public let letterSpacing: Double
    public let color: Color
    /// Whether the line's bitmap glyphs (emoji) are drawn too: not for a
    /// text's shadow, which repeats only its outlines and colour layers.
    public let drawsBitmapGlyphs: Bool

    /// The glyph outlines at their places (non-zero), or nil when the font fails.
    public func outline() -> Path? {
        try? line.path(baselineOrigin: origin, letterSpacing: letterSpacing)
    }

    /// What decides the outline (for backends that keep coverage by it).
    public var outlineKey: TextLine.OutlineKey {
        line.outlineKey(baselineOrigin: origin, letterSpacing: letterSpacing)
    }
}
