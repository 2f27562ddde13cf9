#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A rectangle with quarter-circle corners, in px: a badge's background.
package struct RoundedRectangle: Hashable, Sendable {
    package let rect: Rect
    /// The corner radius actually used: the one asked for, at most half the
    /// shorter side (a larger one makes a pill or a circle, as in CSS).
    package let radius: Double

    /// Negative or non-finite radii count as 0.
    package init(rect: Rect, radius: Double) {
        self.rect = rect
        let r = radius.isFinite ? max(0, radius) : 0
        self.radius = min(r, min(rect.width, rect.height) / 2)
    }

    /// The outline, clockwise on screen (positive `signedArea`), each corner
    /// an exact quarter circle flattened into chords within `tolerance` px
    /// of it (chord ends on the circle). The four corners use the same
    /// offsets with mirrored signs, so the outline is exactly symmetric.
    package func polygon(tolerance: Double = defaultFlatteningTolerance) -> Polygon {
        let r = radius
        guard rect.width > 0, rect.height > 0 else { return Polygon(contours: []) }
        guard r > 0 else {
            return Polygon([Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)])
        }
        let steps = Polygon.arcSteps(radius: r, sweep: Double.pi / 2, tolerance: tolerance)
        // (cos θ, sin θ)·r for θ from 0 to 90°; exact ends.
        var quarter: [(c: Double, s: Double)] = [(r, 0)]
        for k in 1..<max(steps, 1) {
            let angle = Double.pi / 2 * Double(k) / Double(steps)
            quarter.append((r * cos(angle), r * sin(angle)))
        }
        quarter.append((0, r))
        let left = rect.minX + r, right = rect.maxX - r, top = rect.minY + r, bottom = rect.maxY - r
        var points: [Point] = []
        // Top-left: from the left side up to the top side.
        for (c, s) in quarter { points.append(Point(x: left - c, y: top - s)) }
        // Top-right: from the top side down to the right side.
        for (c, s) in quarter.reversed() { points.append(Point(x: right + c, y: top - s)) }
        // Bottom-right: from the right side down to the bottom side.
        for (c, s) in quarter { points.append(Point(x: right + c, y: bottom + s)) }
        // Bottom-left: from the bottom side up to the left side.
        for (c, s) in quarter.reversed() { points.append(Point(x: left - c, y: bottom + s)) }
        return Polygon(points).withoutRepeatedVertices(tolerance: 0)
    }

    /// The same shape `distance` px smaller on every side, with the radius
    /// reduced by as much (corners stay concentric); nil when nothing is left.
    package func inset(by distance: Double) -> RoundedRectangle? {
        let inner = Rect(x: rect.minX + distance, y: rect.minY + distance,
                         width: rect.width - 2 * distance, height: rect.height - 2 * distance)
        guard inner.width > 0, inner.height > 0 else { return nil }
        return RoundedRectangle(rect: inner, radius: radius - distance)
    }

    /// The ring of `width` px just inside the outline (a border), as contours
    /// to fill non-zero: the outline plus the inset outline reversed.
    package func ring(width: Double, tolerance: Double = defaultFlatteningTolerance) -> Polygon {
        let outer = polygon(tolerance: tolerance)
        guard let inner = inset(by: width) else { return outer }
        return Polygon(contours: outer.contours + inner.polygon(tolerance: tolerance).reversed.contours)
    }
}
