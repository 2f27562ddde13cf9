extension Path {
    /// The signed area enclosed by each sub-path (each taken as closed by a
    /// straight line back to its start), in px², positive when it runs
    /// clockwise on screen (y down) — the convention of `Polygon.signedArea`.
    ///
    /// Exact for the curves themselves, not for a flattened copy: the area is
    /// ½∮(x dy − y dx), whose integrand along a line, quadratic or cubic is a
    /// polynomial of degree ≤ 5 in t, which three-point Gauss–Legendre
    /// quadrature integrates exactly (up to rounding). Sub-paths that draw
    /// nothing are left out. A self-intersecting sub-path's loops add with
    /// their signs (a figure-eight's loops cancel).
    package var subpathSignedAreas: [Double] {
        var areas: [Double] = []
        var sum = 0.0
        var drawn = false
        var pen = Point.zero
        var start = Point.zero
        func finish() {
            if drawn {
                sum += pen.x * start.y - start.x * pen.y  // the closing line
                areas.append(sum / 2)
            }
            sum = 0
            drawn = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                start = p
                pen = p
            case .line(let p):
                sum += pen.x * p.y - p.x * pen.y
                pen = p
                drawn = true
            case .quadratic(let c, let p):
                sum += Self.curveIntegral([pen, c, p])
                pen = p
                drawn = true
            case .cubic(let c1, let c2, let p):
                sum += Self.curveIntegral([pen, c1, c2, p])
                pen = p
                drawn = true
            case .close:
                finish()
                pen = start
            }
        }
        finish()
        return areas
    }

    /// ∫₀¹ (x·y′ − y·x′) dt along a quadratic (3 points) or cubic (4 points)
    /// Bézier, by three-point Gauss–Legendre quadrature (exact to degree 5).
    private static func curveIntegral(_ p: [Point]) -> Double {
        let offset = 0.5 * (0.6).squareRoot()
        let nodes = [(0.5 - offset, 5.0 / 18), (0.5, 8.0 / 18), (0.5 + offset, 5.0 / 18)]
        var total = 0.0
        for (t, weight) in nodes {
            let u = 1 - t
            let point: Point, derivative: Point
            if p.count == 3 {
                point = p[0] * (u * u) + p[1] * (2 * u * t) + p[2] * (t * t)
                derivative = (p[1] - p[0]) * (2 * u) + (p[2] - p[1]) * (2 * t)
            } else {
                point = p[0] * (u * u * u) + p[1] * (3 * u * u * t) + p[2] * (3 * u * t * t) + p[3] * (t * t * t)
                derivative = (p[1] - p[0]) * (3 * u * u) + (p[2] - p[1]) * (6 * u * t) + (p[3] - p[2]) * (3 * t * t)
            }
            total += weight * (point.x * derivative.y - point.y * derivative.x)
        }
        return total
    }
}
