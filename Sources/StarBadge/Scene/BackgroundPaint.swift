import StarGeometry
import StarRaster

/// The rounded rectangle over the content in the background colour, and
/// its border ring (inside the edge) in the border colour over it.
public struct BackgroundPaint: Sendable {
    public let rect: Rect
    /// Corner radius, px (0: square corners).
    public let cornerRadius: Double
    public let fill: Color
    /// The ring's width (px) and colour, if any.
    public let border: (width: Double, color: Color)?
    /// A shade painted over the fill, under the ring (social's label box), if any.
    public var shading: VerticalGradient? = nil
}
