import StarGeometry
import StarRaster

/// A shields-like badge's outline, the label section left of `split` in
/// one colour and the stars section right of it in another.
package struct SectionsPaint: Sendable {
    package let rect: Rect
    package let cornerRadius: Double
    /// x of the boundary between the sections, px (0: no label section).
    package let split: Double
    package let labelColor: Color
    package let sectionColor: Color
    /// A sheen painted over both sections (plastic), if any.
    package var gloss: VerticalGradient? = nil
}
