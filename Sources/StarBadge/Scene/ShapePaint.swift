import StarGeometry
import StarRaster

/// A polygon filled (non-zero) in one colour: the parts of a style's frame
/// that are neither boxes nor sections (the social bubble's tail).
public struct ShapePaint: Sendable {
    /// In px at the output scale.
    public let polygon: Polygon
    public let color: Color
}
