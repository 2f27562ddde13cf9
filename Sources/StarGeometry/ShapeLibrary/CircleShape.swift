#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A circle made of 16 cubic Béziers, each spanning 22.5°.
///
/// Each arc has its control points on the tangents at distance
/// r·(4/3)·tan(θ/4), θ = 22.5°, which puts the curve within 6.6·10⁻⁸·r of
/// the true circle (outside it, never inside): 0.0007 px even at r = 10,000 px,
/// far below the 0.004 px flattening tolerance. (Four 90° arcs with
/// κ = 0.5522847498 are off by 2.7·10⁻⁴·r: 0.003 px at r = 12 px.)
/// The arcs start at the top and run clockwise on screen; points at angle
/// ±φ from the top are exact mirror images, and the top, right, bottom and
/// left points are exactly on the axes.
package enum CircleShape {
    /// Number of cubic arcs (a multiple of 4, so the extremes are arc ends).
    package static let arcCount = 16

    /// The unit circle: radius 1, centred on the origin; its bounding box is
    /// exactly [−1, 1] × [−1, 1].
    package static let unitPath: Path = {
        let half = arcCount / 2
        let k = 4.0 / 3.0 * tan(Double.pi / Double(2 * arcCount))
        // Point j at angle j·π/half clockwise from the top, and its unit tangent.
        func point(_ j: Int) -> (p: Point, tangent: Point) {
            let (s, c) = sinCosOfRationalPi(j, over: half)
            return (Point(x: s, y: -c), Point(x: c, y: s))
        }
        var path = Path()
        path.move(to: point(0).p)
        for j in 0..<arcCount {
            let a = point(j), b = point(j + 1)
            path.cubic(to: b.p, control1: a.p + a.tangent * k, control2: b.p - b.tangent * k)
        }
        path.close()
        return path
    }()

    /// The bounding box of `unitPath`.
    package static let unitBounds = Rect(x: -1, y: -1, width: 2, height: 2)

    /// The circle of diameter min(box.width, box.height), centred in `box`.
    package static func path(fittedInto box: Rect) -> Path {
        unitPath.fitted(bounds: unitBounds, into: box)
    }
}
