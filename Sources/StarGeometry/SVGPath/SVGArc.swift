#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An SVG elliptical arc (`A rx ry rotation large-arc sweep x y`) converted
/// to cubic Béziers, following the SVG 2 implementation notes: radii made
/// non-negative and scaled up when too small to reach the end point, the
/// centre found from the end points and flags, the sweep split into pieces
/// of at most 90°, each approximated by a cubic with control points on the
/// tangents at distance (4/3)·tan(θ/4) times the radius (radial error below
/// 2.7·10⁻⁴ of the radius per 90° piece).
struct SVGArc {
    var from: Point
    var radiusX: Double
    var radiusY: Double
    /// Rotation of the ellipse's x axis, in degrees.
    var rotation: Double
    var largeArc: Bool
    var sweep: Bool
    var to: Point

    /// The arc as path elements: nothing when the end points coincide, a
    /// line when a radius is zero, otherwise one to four cubics. The last
    /// element ends exactly at `to`.
    var elements: [PathElement] {
        if from == to { return [] }
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0 else { return [.line(to)] }
        let phi = rotation.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: the mid-point vector in the ellipse's frame.
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small to span the end points grow uniformly until they do.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }
        // Step 2: the centre in the ellipse's frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        // When the radii just span the end points (always after scaling up) the
        // centre is the mid-point; computing it would only amplify rounding.
        let spansExactly = lambda >= 1 - 1e-12
        var coefficient = denominator > 0 && !spansExactly ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cxp = coefficient * rx * y1 / ry
        let cyp = -coefficient * ry * x1 / rx
        // Step 3: the centre, start angle and sweep angle.
        let cx = cosPhi * cxp - sinPhi * cyp + (from.x + to.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (from.y + to.y) / 2
        let startAngle = atan2((y1 - cyp) / ry, (x1 - cxp) / rx)
        var delta = atan2((-y1 - cyp) / ry, (-x1 - cxp) / rx) - startAngle
        if sweep, delta < 0 { delta += 2 * Double.pi }
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        guard delta.isFinite, delta != 0 else { return [.line(to)] }

        // Unit-circle points mapped onto the ellipse.
        func map(_ ux: Double, _ uy: Double) -> Point {
            Point(x: cx + rx * cosPhi * ux - ry * sinPhi * uy, y: cy + rx * sinPhi * ux + ry * cosPhi * uy)
        }
        let pieces = max(1, min(4, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up))))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var elements: [PathElement] = []
        var angle = startAngle
        for piece in 0..<pieces {
            let next = piece == pieces - 1 ? startAngle + delta : angle + step
            let (c0, s0) = (cos(angle), sin(angle))
            let (c1, s1) = (cos(next), sin(next))
            let control1 = map(c0 - k * s0, s0 + k * c0)
            let control2 = map(c1 + k * s1, s1 - k * c1)
            let end = piece == pieces - 1 ? to : map(c1, s1)
            elements.append(.cubic(control1: control1, control2: control2, to: end))
            angle = next
        }
        return elements
    }
}
