import StarBadgeTestSupport
import StarGeometry

/// Families of random test polygons, all drawn from a seeded generator.
enum RandomPolygon {
    /// A simple star-shaped polygon: sorted angles around a centre, random
    /// radii. Clockwise or counter-clockwise at random.
    static func starShaped(_ rng: inout SplitMix64, center: Point, maxRadius: Double,
                           vertices: Int? = nil) -> [Point] {
        let n = vertices ?? rng.int(3, 14)
        var angles = (0..<n).map { _ in rng.uniform(0, 2 * Double.pi) }
        angles.sort()
        var points = angles.map { a -> Point in
            let r = maxRadius * rng.uniform(0.15, 1)
            return Point(x: center.x + r * cosine(a), y: center.y + r * sine(a))
        }
        if rng.chance(0.5) { points.reverse() }
        return points
    }

    /// Vertices anywhere in the box: generally self-intersecting.
    static func scribble(_ rng: inout SplitMix64, x0: Double, y0: Double, x1: Double, y1: Double,
                         vertices: Int? = nil) -> [Point] {
        let n = vertices ?? rng.int(3, 12)
        return (0..<n).map { _ in Point(x: rng.uniform(x0, x1), y: rng.uniform(y0, y1)) }
    }

    /// Vertices on a lattice of step `step` (integers, halves, ...): edges
    /// exactly on pixel boundaries, horizontal and vertical edges, repeated
    /// vertices and collinear runs are all common.
    static func lattice(_ rng: inout SplitMix64, x0: Int, y0: Int, x1: Int, y1: Int,
                        step: Double, vertices: Int? = nil) -> [Point] {
        let n = vertices ?? rng.int(3, 10)
        return (0..<n).map { _ in
            Point(x: Double(rng.int(x0, x1)) * step, y: Double(rng.int(y0, y1)) * step)
        }
    }

    /// A rectilinear polygon (staircase) with only horizontal and vertical edges.
    static func rectilinear(_ rng: inout SplitMix64, x0: Double, y0: Double, x1: Double, y1: Double) -> [Point] {
        let steps = rng.int(1, 5)
        var xs = (0..<steps).map { _ in rng.uniform(x0, x1) }.sorted()
        let ys = (0...steps).map { _ in rng.uniform(y0, y1) }
        xs.insert(x0, at: 0)
        xs.append(x1)
        let bottom = y1 + 0.5 * (y1 - y0)
        var points: [Point] = []
        for i in 0...steps {
            points.append(Point(x: xs[i], y: ys[i]))
            points.append(Point(x: xs[i + 1], y: ys[i]))
        }
        points.append(Point(x: x1, y: bottom))
        points.append(Point(x: x0, y: bottom))
        return points
    }

    /// A star-shaped outer contour with `holes` smaller star-shaped contours of
    /// opposite orientation inside it (within the inner radius of the outer one).
    static func withHoles(_ rng: inout SplitMix64, center: Point, radius: Double, holes: Int) -> Polygon {
        let outer = regular(center: center, radius: radius, vertices: rng.int(5, 12),
                            phase: rng.uniform(0, 1))
        var contours = [outer]
        let outerSign = signum(Reference.shoelace(outer))
        for _ in 0..<holes {
            // Inside the inscribed circle of the outer polygon (cos(π/5) > 0.8).
            let r = radius * rng.uniform(0.1, 0.35)
            let d = rng.uniform(0, 0.8 * radius - r)
            let a = rng.uniform(0, 2 * Double.pi)
            var hole = starShaped(&rng, center: Point(x: center.x + d * cosine(a), y: center.y + d * sine(a)),
                                  maxRadius: r)
            if signum(Reference.shoelace(hole)) == outerSign { hole.reverse() }
            contours.append(hole)
        }
        if rng.chance(0.5) { contours = contours.map { $0.reversed() } }
        return Polygon(contours: contours)
    }

    /// A convex regular polygon.
    static func regular(center: Point, radius: Double, vertices n: Int, phase: Double = 0) -> [Point] {
        (0..<n).map { i in
            let a = 2 * Double.pi * (Double(i) + phase) / Double(n)
            return Point(x: center.x + radius * cosine(a), y: center.y + radius * sine(a))
        }
    }

    private static func signum(_ v: Double) -> Double { v < 0 ? -1 : 1 }
}
