#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Polygon {
    /// Every corner rounded by a circular arc of `radius` px tangent to both
    /// of its edges (a fillet), convex and concave corners alike; the arcs
    /// are flattened into chords within `tolerance` px of the true circle,
    /// every chord end on it.
    ///
    /// At a corner whose edges meet at angle φ the arc touches each edge at
    /// radius/tan(φ/2) from the corner. Where that would use more than half
    /// of either edge (the neighbouring corner needs the rest), the radius
    /// at that corner is reduced until it fits. Straight-through vertices
    /// are left as they are.
    package func roundingCorners(radius: Double, tolerance: Double = defaultFlatteningTolerance) -> Polygon {
        guard radius > 0, radius.isFinite else { return self }
        var contours: [[Point]] = []
        for contour in withoutRepeatedVertices().contours {
            let n = contour.count
            var out: [Point] = []
            out.reserveCapacity(n * 4)
            for i in 0..<n {
                let p = contour[i], previous = contour[(i + n - 1) % n], next = contour[(i + 1) % n]
                Self.appendFillet(at: p, from: previous, to: next, radius: radius, tolerance: tolerance, to: &out)
            }
            contours.append(out)
        }
        return Polygon(contours: contours)
    }

    private static func appendFillet(at p: Point, from previous: Point, to next: Point, radius: Double,
                                     tolerance: Double, to out: inout [Point]) {
        let a = previous - p, b = next - p
        let lengthA = a.length, lengthB = b.length
        let u1 = a * (1 / lengthA), u2 = b * (1 / lengthB)
        let cosine = min(1, max(-1, u1.x * u2.x + u1.y * u2.y))
        let phi = acos(cosine)  // angle between the two edges at the corner, 0…π
        // Nearly straight through (or folding back on itself): nothing to round.
        guard phi < Double.pi - 1e-9, phi > 1e-9 else {
            out.append(p)
            return
        }
        let halfTangent = tan(phi / 2)
        var tangentDistance = radius / halfTangent
        tangentDistance = min(tangentDistance, lengthA / 2, lengthB / 2)
        let r = tangentDistance * halfTangent
        let t1 = p + u1 * tangentDistance, t2 = p + u2 * tangentDistance
        let bisector = u1 + u2
        let centre = p + bisector * (r / sin(phi / 2) / bisector.length)
        // The arc from t1 to t2 turns by π − φ about the centre.
        let sweep = Double.pi - phi
        let start = t1 - centre, end = t2 - centre
        let direction: Double = start.x * end.y - start.y * end.x >= 0 ? 1 : -1
        let steps = arcSteps(radius: r, sweep: sweep, tolerance: tolerance)
        out.append(t1)
        if steps > 1 {
            for k in 1..<steps {
                let angle = direction * sweep * Double(k) / Double(steps)
                let (s, c) = (sin(angle), cos(angle))
                out.append(centre + Point(x: start.x * c - start.y * s, y: start.x * s + start.y * c))
            }
        }
        out.append(t2)
    }

    /// Chords for an arc of `radius` turning by `sweep` radians, each within
    /// `tolerance` of the circle: a chord spanning angle θ lies r(1 − cos(θ/2))
    /// from it.
    static func arcSteps(radius: Double, sweep: Double, tolerance: Double) -> Int {
        guard radius > tolerance, tolerance > 0 else { return 1 }
        let maxAngle = 2 * acos(1 - tolerance / radius)
        guard maxAngle > 0 else { return 1000 }
        return Int(min(1000, max(1, (sweep / maxAngle).rounded(.up))))
    }
}
