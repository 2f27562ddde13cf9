import StarGeometry
import StarRaster

/// The rounded rectangle over the content in the background colour, and
/// its border ring (inside the edge) in the border colour over it.
package struct BackgroundPaint: Sendable {
    package let rect: Rect
    /// Corner radius, px (0: square corners).
    package let cornerRadius: Double
    package let fill: Color
    /// The ring's width (px) and colour, if any.
    package let border: (width: Double, color: Color)?
    /// A shade painted over the fill, under the ring (social's label box), if any.
    package var shading: VerticalGradient? = nil
}
