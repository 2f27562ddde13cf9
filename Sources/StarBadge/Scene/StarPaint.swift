import StarGeometry
import StarRaster

/// One star: its shape fitted into `box`, the on part in `onColor` and the
/// rest in `offColor` (filled, or only an outline band of `outlineWidth`),
/// and a border band around the on part. The parts share pixels and are
/// painted together, so no seam shows between them.
package struct StarPaint: Sendable {
    /// The star's box, px.
    package let box: Rect
    /// Full, empty, or split at a vertical line with the on part on one side.
    package let fill: StarFill
    package let onColor: Color
    package let offColor: Color
    /// An empty part drawn as an outline band this wide (px), or nil: filled.
    package let outlineWidth: Double?
    /// A band this wide (px) inside the on part's edge, in this colour.
    package let border: (width: Double, color: Color)?
    /// The shape and its rounding: the same for every star of a badge.
    package let outline: StarOutline
}
