import StarGeometry
import StarRaster

/// One badge as what is painted, in order, independent of any backend: the
/// raster backend turns it into pixels, the SVG writer into elements.
/// Every length is in image px at the output scale; the rating is already
/// resolved into each star's fill. `BadgeSpec.scene` makes it by plain
/// composition (no caches: those belong to the backends).
package struct BadgeScene: Sendable {
    /// The image size in whole pixels.
    package let width: Int
    package let height: Int
    /// A colour over the whole image before anything else (the plain
    /// rectangular background), or nil for a transparent image.
    package let background: Color?
    /// What is painted, bottom to top. Stars and pictures never overlap
    /// texts, so a backend may paint those after the rest.
    package let items: [SceneItem]
    /// Whether split stars recur from badge to badge (ratings rounded to
    /// halves or wholes): a hint for backends that keep work between badges.
    package let splitsRecur: Bool
}
