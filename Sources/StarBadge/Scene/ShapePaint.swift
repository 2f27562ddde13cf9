import StarGeometry
import StarRaster

/// A polygon filled (non-zero) in one colour: the parts of a style's frame
/// that are neither boxes nor sections (the social bubble's tail).
package struct ShapePaint: Sendable {
    /// In px at the output scale.
    package let polygon: Polygon
    package let color: Color
}
