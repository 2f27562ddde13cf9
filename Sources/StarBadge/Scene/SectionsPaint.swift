import StarGeometry
import StarRaster

/// A shields-like badge's outline, the label section left of `split` in
/// one colour and the stars section right of it in another.
public struct SectionsPaint: Sendable {
    public let rect: Rect
    public let cornerRadius: Double
    /// x of the boundary between the sections, px (0: no label section).
    public let split: Double
    public let labelColor: Color
    public let sectionColor: Color
    /// A sheen painted over both sections (plastic), if any.
    public var gloss: VerticalGradient? = nil
}
