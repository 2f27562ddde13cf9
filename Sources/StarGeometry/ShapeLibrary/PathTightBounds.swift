extension Path {
    /// The bounding box of the drawn outline itself (not of its control
    /// points): the end points of every segment plus the points where a
    /// quadratic or cubic Bézier reaches an extreme x or y, found by solving its
    /// derivative in closed form. Accurate to a few ulps of the coordinates.
    ///
    /// A `move` counts only when a segment is drawn from it (a lone move, as in
    /// `M 5 5 M 0 0 L …`, draws nothing); nil when nothing is drawn.
    package var tightBounds: Rect? {
        var points: [Point] = []
        var pen = Point.zero
        var start = Point.zero
        var penCounted = false
        func drawFromPen() {
            if !penCounted { points.append(pen); penCounted = true }
        }
        for element in elements {
            switch element {
            case .move(let p):
                pen = p
                start = p
                penCounted = false
            case .line(let p):
                drawFromPen()
                points.append(p)
                pen = p
            case .quadratic(let c, let p):
                drawFromPen()
                let hull = Rect.bounding([pen, c, p])
                for t in Self.quadraticExtremes(pen, c, p) {
                    let u = 1 - t
                    points.append(Self.clamp(pen * (u * u) + c * (2 * u * t) + p * (t * t), to: hull))
                }
                points.append(p)
                pen = p
            case .cubic(let c1, let c2, let p):
                drawFromPen()
                let hull = Rect.bounding([pen, c1, c2, p])
                for t in Self.cubicExtremes(pen, c1, c2, p) {
                    let u = 1 - t
                    let q = pen * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                    points.append(Self.clamp(q, to: hull))
                }
                points.append(p)
                pen = p
            case .close:
                pen = start
                penCounted = false
            }
        }
        return Rect.bounding(points)
    }

    /// A curve lies inside its control points' hull: keep evaluation
    /// rounding from pushing a computed extreme beyond it.
    private static func clamp(_ p: Point, to hull: Rect?) -> Point {
        guard let hull else { return p }
        return Point(x: min(max(p.x, hull.minX), hull.maxX), y: min(max(p.y, hull.minY), hull.maxY))
    }

    /// Parameters in (0, 1) where x′ or y′ of a quadratic Bézier is zero.
    private static func quadraticExtremes(_ p0: Point, _ c: Point, _ p1: Point) -> [Double] {
        var ts: [Double] = []
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + d
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0, t < 1 { ts.append(t) }
        }
        return ts
    }

    /// Parameters in (0, 1) where x′ or y′ of a cubic Bézier is zero.
    private static func cubicExtremes(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> [Double] {
        var ts: [Double] = []
        for (q0, q1, q2, q3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // B′(t)/3 = a·t² + b·t + c
            let a = -q0 + 3 * q1 - 3 * q2 + q3
            let b = 2 * (q0 - 2 * q1 + q2)
            let c = q1 - q0
            if a == 0 {
                if b != 0 { ts.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            let q = -(b + (b < 0 ? -root : root)) / 2  // numerically stable pair
            ts.append(q / a)
            if q != 0 { ts.append(c / q) }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }
}
