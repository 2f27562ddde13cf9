import StarGeometry

/// Direct evaluation of Bézier curves, for checking the flattener.
struct Bezier {
    var points: [Point]  // 3 (quadratic) or 4 (cubic) control points

    func at(_ t: Double) -> Point {
        let u = 1 - t
        if points.count == 3 {
            return points[0] * (u * u) + points[1] * (2 * u * t) + points[2] * (t * t)
        }
        return points[0] * (u * u * u) + points[1] * (3 * u * u * t) + points[2] * (3 * u * t * t)
            + points[3] * (t * t * t)
    }

    func derivative(_ t: Double) -> Point {
        let u = 1 - t
        if points.count == 3 {
            return (points[1] - points[0]) * (2 * u) + (points[2] - points[1]) * (2 * t)
        }
        return (points[1] - points[0]) * (3 * u * u) + (points[2] - points[1]) * (6 * u * t)
            + (points[3] - points[2]) * (3 * t * t)
    }

    var element: PathElement {
        points.count == 3 ? .quadratic(control: points[1], to: points[2])
            : .cubic(control1: points[1], control2: points[2], to: points[3])
    }

    /// The curve as a path on its own.
    var path: Path { Path(elements: [.move(points[0]), element]) }

    /// Distance from `p` to the nearest point of the curve: a scan of
    /// `samples`, then golden-section refinement around every local minimum
    /// of the scan (so a curve passing near `p` twice is handled).
    func distance(to p: Point, samples: [Point]) -> Double {
        let m = samples.count - 1
        var d = [Double](repeating: 0, count: samples.count)
        for i in samples.indices {
            let dx = samples[i].x - p.x, dy = samples[i].y - p.y
            d[i] = dx * dx + dy * dy
        }
        var best = d.min()!.squareRoot()
        let g = (5.0.squareRoot() - 1) / 2
        for i in samples.indices where (i == 0 || d[i] <= d[i - 1]) && (i == m || d[i] <= d[i + 1]) {
            var lo = Double(max(0, i - 1)) / Double(m), hi = Double(min(m, i + 1)) / Double(m)
            for _ in 0..<50 {
                let t1 = hi - g * (hi - lo), t2 = lo + g * (hi - lo)
                if StarGeometryTests.distance(at(t1), p) < StarGeometryTests.distance(at(t2), p) { hi = t2 } else { lo = t1 }
            }
            best = min(best, StarGeometryTests.distance(at((lo + hi) / 2), p))
        }
        return best
    }

    /// `count + 1` evenly spaced points of the curve, for `distance(to:samples:)`.
    func samples(_ count: Int) -> [Point] { (0...count).map { at(Double($0) / Double(count)) } }

    /// ∫ ½(x·y′ − y·x′) dt over [0, 1]: the curve's share of the signed area of
    /// a closed path (same convention as `Polygon.signedArea`). The integrand is
    /// a polynomial of degree ≤ 5, which 3-point Gauss–Legendre integrates exactly.
    var areaContribution: Double {
        let nodes = [-(0.6.squareRoot()), 0, 0.6.squareRoot()]
        let weights = [5.0 / 9, 8.0 / 9, 5.0 / 9]
        var sum = 0.0
        for (x, w) in zip(nodes, weights) {
            let t = (x + 1) / 2
            let p = at(t), d = derivative(t)
            sum += w * 0.5 * (p.x * d.y - p.y * d.x)
        }
        return sum / 2  // dt = dx / 2
    }
}

/// Distance from `p` to the segment ab.
func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ab = b - a
    let len2 = ab.x * ab.x + ab.y * ab.y
    guard len2 > 0 else { return distance(p, a) }
    let t = min(1, max(0, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2))
    return distance(p, a.lerp(to: b, t))
}
