import StarGeometry
import StarRaster

/// One badge as what is painted, in order, independent of any backend: the
/// raster backend turns it into pixels, the SVG writer into elements.
/// Every length is in image px at the output scale; the rating is already
/// resolved into each star's fill. `BadgeSpec.scene` makes it by plain
/// composition (no caches: those belong to the backends).
public struct BadgeScene: Sendable {
    /// The image size in whole pixels.
    public let width: Int
    public let height: Int
    /// A colour over the whole image before anything else (the plain
    /// rectangular background), or nil for a transparent image.
    public let background: Color?
    /// What is painted, bottom to top. Stars and pictures never overlap
    /// texts, so a backend may paint those after the rest.
    public let items: [SceneItem]
    /// Whether split stars recur from badge to badge (ratings rounded to
    /// halves or wholes): a hint for backends that keep work between badges.
    public let splitsRecur: Bool
}

/// One thing a scene paints.
public enum SceneItem: Sendable {
    /// A rounded or bordered background.
    case background(BackgroundPaint)
    /// A shields-like badge's two sections under one outline.
    case sections(SectionsPaint)
    /// A line of text: glyph outlines in one colour, then its coloured glyphs.
    case text(TextPaint)
    /// A star shape split into its on and off parts, painted together.
    case star(StarPaint)
    /// A star drawn as pictures.
    case picture(PicturePaint)
}

/// The rounded rectangle over the content in the background colour, and
/// its border ring (inside the edge) in the border colour over it.
public struct BackgroundPaint: Sendable {
    public let rect: Rect
    /// Corner radius, px (0: square corners).
    public let cornerRadius: Double
    public let fill: Color
    /// The ring's width (px) and colour, if any.
    public let border: (width: Double, color: Color)?
}

/// A shields-like badge's outline, the label section left of `split` in
/// one colour and the stars section right of it in another.
public struct SectionsPaint: Sendable {
    public let rect: Rect
    public let cornerRadius: Double
    /// x of the boundary between the sections, px (0: no label section).
    public let split: Double
    public let labelColor: Color
    public let sectionColor: Color
}
