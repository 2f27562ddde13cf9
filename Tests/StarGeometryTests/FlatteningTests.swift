import StarGeometry
import Testing
import StarBadgeTestSupport

/// `Path.flattened(tolerance:)` against direct evaluation of the curves.
@Suite struct FlatteningTests {
    /// Random quadratic and cubic curves of many sizes, with degenerate ones
    /// (coincident or collinear control points), cusps and loops among them.
    static func randomCurves(seed: UInt64, count: Int) -> [Bezier] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { i in
            let n = i.isMultiple(of: 2) ? 3 : 4
            let size = [0.5, 4, 24, 100, 400][rng.int(0, 4)]
            let origin = Point(x: rng.uniform(-200, 200), y: rng.uniform(-200, 200))
            var points = (0..<n).map { _ in origin + Point(x: rng.uniform(0, size), y: rng.uniform(0, size)) }
            switch rng.int(0, 9) {
            case 0: points = Array(repeating: points[0], count: n)  // a point
            case 1:  // collinear, possibly doubling back
                let a = points[0], b = points[1]
                points = (0..<n).map { _ in a.lerp(to: b, rng.uniform(-1, 2)) }
            case 2 where n == 4:  // cusp or loop: control points crossed
                points = [points[0], points[3] + (points[3] - points[0]) * 0.5, points[0] - (points[3] - points[0]) * 0.5, points[3]]
            default: break
            }
            return Bezier(points: points)
        }
    }

    static let tolerances = [defaultFlatteningTolerance, 0.005, 0.1, 0.5]

    /// Every vertex lies on the curve, the ends are the curve's ends, and every
    /// chord stays within the tolerance: at its midpoint, and conversely every
    /// curve point is within the tolerance of the polyline.
    /// Measured: vertices within 1.0e-10 of the curve; chord midpoints within
    /// 0.01988 (tolerance 0.02), 0.00499 (0.005), 0.0982 (0.1), 0.466 (0.5)
    /// (the same 60 random curves for every tolerance).
    @Test(arguments: tolerances)
    func flattenedCurvesStayWithinTolerance(tolerance: Double) throws {
        var worstVertex = 0.0, worstMidpoint = 0.0, worstCurve = 0.0
        for curve in Self.randomCurves(seed: 200, count: 60) {
            let polygon = curve.path.flattened(tolerance: tolerance)
            let samples = curve.samples(512)
            try #require(polygon.contours.count == 1)
            let v = polygon.contours[0]
            #expect(v.count >= 2)
            #expect(v.first == curve.points.first)
            #expect(close(v.last!, curve.points.last!, 1e-12 * 400))
            for p in v { worstVertex = max(worstVertex, curve.distance(to: p, samples: samples)) }
            for (a, b) in zip(v, v.dropFirst()) {
                worstMidpoint = max(worstMidpoint, curve.distance(to: a.lerp(to: b, 0.5), samples: samples))
            }
            // The polyline is within tolerance of every point of the curve.
            for i in 0...400 {
                let p = curve.at(Double(i) / 400)
                let d = zip(v, v.dropFirst()).lazy.map { distance(p, toSegment: $0, $1) }.min() ?? distance(p, v[0])
                worstCurve = max(worstCurve, d)
            }
        }
        #expect(worstVertex < 1e-9)
        if tolerance <= defaultFlatteningTolerance { #expect(worstMidpoint < 0.1) }
        #expect(worstMidpoint <= tolerance * (1 + 1e-9))
        #expect(worstCurve <= tolerance * (1 + 1e-9))
    }

    /// The segment count follows the bound M/(8n²) ≤ tolerance, so it is not
    /// wasteful either: a straight "curve" is one chord.
    @Test func straightCurvesAreOneChord() {
        let a = Point(x: 1, y: 2), b = Point(x: 9, y: 6)
        let quadratic = Bezier(points: [a, a.lerp(to: b, 0.5), b])
        let cubic = Bezier(points: [a, a.lerp(to: b, 1.0 / 3), a.lerp(to: b, 2.0 / 3), b])
        #expect(quadratic.path.flattened().contours == [[a, b]])
        #expect(cubic.path.flattened().contours[0].count == 2)
    }

    /// A circle of 4 cubic arcs (κ = 0.5522847498): the flattened polygon's area
    /// is within tolerance × perimeter of the exact area of the cubic circle,
    /// and within 1e-3 relative once r ≥ 32 px: the chords lose ≈ (4/3)·sagitta/r
    /// of the area. Measured relative loss: r = 2: 1.1e-2, 12: 1.8e-3,
    /// 32: 7.1e-4, 50: 4.6e-4, 100: 2.3e-4, 400: 5.8e-5. (κ circle vs πr²: +2.8e-4.)
    @Test(arguments: [2.0, 12, 32, 50, 100, 400])
    func circleArea(radius r: Double) {
        let k = 0.5522847498 * r
        let c = Point(x: 37.5, y: -12.25)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x, y: c.y + y) }
        let arcs = [
            Bezier(points: [p(r, 0), p(r, k), p(k, r), p(0, r)]),
            Bezier(points: [p(0, r), p(-k, r), p(-r, k), p(-r, 0)]),
            Bezier(points: [p(-r, 0), p(-r, -k), p(-k, -r), p(0, -r)]),
            Bezier(points: [p(0, -r), p(k, -r), p(r, -k), p(r, 0)]),
        ]
        var path = Path()
        path.move(to: p(r, 0))
        for arc in arcs { path.cubic(to: arc.points[3], control1: arc.points[1], control2: arc.points[2]) }
        path.close()
        let exact = arcs.reduce(0) { $0 + $1.areaContribution }
        // The κ circle is within 0.03 % of the true circle (a check on `exact`).
        #expect(abs(exact / (Double.pi * r * r) - 1) < 3e-4)
        let flattened = path.flattened().signedArea
        #expect(flattened <= exact)  // chords of a convex curve cut inside it
        #expect(exact - flattened <= defaultFlatteningTolerance * 2 * Double.pi * r)
        if r >= 32 { #expect((exact - flattened) / exact < 1e-3) }
    }

    /// Green's-theorem area of a closed path of quadratics, the same way.
    @Test func quadraticLensArea() {
        let a = Point(x: 0, y: 0), b = Point(x: 40, y: 0)
        let top = Bezier(points: [a, Point(x: 20, y: -30), b])
        let bottom = Bezier(points: [b, Point(x: 20, y: 30), a])
        let path = Path(elements: [.move(a), top.element, bottom.element, .close])
        let exact = top.areaContribution + bottom.areaContribution
        #expect(abs(exact - 2 * (2.0 / 3) * 40 * 15) < 1e-9)  // each parabola segment: ⅔·base·height
        #expect(abs(path.flattened().signedArea - exact) <= defaultFlatteningTolerance * 2 * 60)
    }
}
