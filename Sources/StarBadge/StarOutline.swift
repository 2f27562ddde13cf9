import StarGeometry

extension BadgeSpec {
    /// The polygon drawn for a star in `box` (px at the output scale): the
    /// shape fitted into the box (aspect fit, bounding box centred) and
    /// flattened, and, with `starStyle.cornerRadius`, its corners rounded.
    ///
    /// Rounding pulls the corners in, so the rounded outline is fitted into
    /// the box again like every shape; the radius used before that second fit
    /// is chosen (a few fixed-point steps) so that the arcs end up with the
    /// radius asked for.
    public func starPolygon(in box: Rect) -> Polygon {
        let base = shape.polygon(fittedInto: box)
        let radius = starStyle.cornerRadius * scale
        guard radius > 0 else { return base }
        var target = radius
        var result = base
        for _ in 0..<6 {
            let rounded = base.roundingCorners(radius: target)
            guard let bounds = rounded.bounds else { return base }
            let fit = AffineTransform.aspectFit(bounds, into: box)
            result = rounded.transformed(by: fit)
            guard fit.a.isFinite, fit.a > 0 else { return base }
            let next = radius / fit.a
            if abs(next - target) <= 1e-12 * radius { break }
            target = next
        }
        return result
    }
}
