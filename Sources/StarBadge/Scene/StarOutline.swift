import StarGeometry
import StarRaster

/// How a badge's stars are outlined: the shape aspect-fitted into a box,
/// its corners rounded (radius in px at the output scale).
package struct StarOutline: Hashable, Sendable {
    package let shape: BadgeShape
    package let cornerRadius: Double

    /// The polygon for a star in `box`: see `BadgeSpec.starPolygon(in:)`.
    package func polygon(in box: Rect) -> Polygon {
        let base = shape.polygon(fittedInto: box)
        guard cornerRadius > 0 else { return base }
        // Rounding pulls the corners in, so the rounded outline is fitted
        // again; the radius before that fit is found in a few steps so the
        // arcs end up with the radius asked for.
        var target = cornerRadius
        var result = base
        for _ in 0..<6 {
            let rounded = base.roundingCorners(radius: target)
            guard let bounds = rounded.bounds else { return base }
            let fit = AffineTransform.aspectFit(bounds, into: box)
            result = rounded.transformed(by: fit)
            guard fit.a.isFinite, fit.a > 0 else { return base }
            let next = cornerRadius / fit.a
            if abs(next - target) <= 1e-12 * cornerRadius { break }
            target = next
        }
        return result
    }
}
