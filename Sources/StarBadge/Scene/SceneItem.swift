import StarGeometry
import StarRaster

/// One thing a scene paints.
package enum SceneItem: Sendable {
    /// A rounded or bordered background.
    case background(BackgroundPaint)
    /// A shields-like badge's two sections under one outline.
    case sections(SectionsPaint)
    /// A polygon in one colour (part of a style's frame).
    case shape(ShapePaint)
    /// A line of text: glyph outlines in one colour, then its coloured glyphs.
    case text(TextPaint)
    /// A star shape split into its on and off parts, painted together.
    case star(StarPaint)
    /// A star drawn as pictures.
    case picture(PicturePaint)
    /// A picture logo before the label.
    case logo(LogoPaint)
}
