import StarGeometry
import Testing
import StarBadgeTestSupport

@Suite struct StarShapeTests {
    @Test(arguments: [2, 1, 0, -1, -5, Int.min])
    func rejectsTooFewPoints(points: Int) {
        #expect(StarShape(points: points, innerRatio: 0.5) == nil)
    }

    @Test(arguments: [0, -0.0, -0.1, 1, 1.0000001, 2, .nan, .infinity, -.infinity, -.nan])
    func rejectsBadRatios(ratio: Double) {
        #expect(StarShape(points: 5, innerRatio: ratio) == nil)
    }

    @Test(arguments: [(3, 0.5), (5, 1e-9), (5, 0.999999), (100, 0.381966), (8, Double.leastNonzeroMagnitude)])
    func acceptsValidShapes(points: Int, ratio: Double) throws {
        let star = try #require(StarShape(points: points, innerRatio: ratio))
        #expect(star.points == points && star.innerRatio == ratio)
    }

    @Test func defaultStar() {
        #expect(StarShape.default.points == 5)
        #expect(StarShape.default.innerRatio == 0.381966)
        #expect(StarShape.regularInnerRatio == 0.381966)
        #expect(StarShape(points: 5, innerRatio: 0.381966) == .default)
    }

    static let shapes: [StarShape] = (3...12).flatMap { n in
        [0.1, 0.381966, 0.5, 0.9].map { StarShape(points: n, innerRatio: $0)! }
    } + [StarShape(points: 37, innerRatio: 0.77)!, StarShape(points: 100, innerRatio: 0.3)!]

    @Test(arguments: shapes)
    func unitVertices(star: StarShape) {
        let v = star.unitVertices
        let n = star.points
        #expect(v.count == 2 * n)
        // Vertex 0 points straight up, exactly.
        #expect(v[0].x == 0 && v[0].y == -1)
        // Vertex n points straight down, exactly on the axis.
        #expect(v[n].x == 0)
        #expect(v[n].y == (n.isMultiple(of: 2) ? 1 : star.innerRatio))
        for j in 0..<(2 * n) {
            // Radius 1 for even j, innerRatio for odd j; angle −90° + j·180°/n.
            let radius = j.isMultiple(of: 2) ? 1 : star.innerRatio
            #expect(abs(v[j].length - radius) <= 1e-15)
            let angle = -Double.pi / 2 + Double(j) * Double.pi / Double(n)
            let expected = Point(x: radius * cosine(angle), y: radius * sine(angle))
            #expect(close(v[j], expected, 1e-15), "vertex \(j)")
            // The two sides are exact mirror images.
            if j > 0 {
                let mirror = v[2 * n - j]
                #expect(mirror.x == -v[j].x && mirror.y == v[j].y, "vertices \(j) and \(2 * n - j)")
            }
        }
    }

    /// The unit star is 2n triangles from the centre: area n·r·sin(π/n),
    /// positive (clockwise on screen).
    @Test(arguments: shapes)
    func unitArea(star: StarShape) {
        let n = Double(star.points)
        let expected = n * star.innerRatio * sine(Double.pi / n)
        #expect(abs(Polygon(star.unitVertices).signedArea - expected) <= 1e-14 * n)
    }

    /// Fitted into any box: the bounding box is centred in it and touches two
    /// opposite sides (aspect fit), never overflowing.
    @Test func fittedPolygonIsCentredAndFits() throws {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let star = try #require(StarShape(points: rng.int(3, 20), innerRatio: rng.uniform(0.01, 0.99)))
            let width = rng.uniform(0.5, 100)
            let height = rng.chance(0.5) ? width : rng.uniform(0.5, 100)  // box boxes and others
            let box = Rect(x: rng.uniform(-100, 100), y: rng.uniform(-100, 100), width: width, height: height)
            let polygon = star.polygon(fittedInto: box)
            let b = try #require(polygon.bounds)
            let eps = 1e-12 * max(1, abs(box.maxX), abs(box.maxY))
            #expect(abs(b.midX - box.midX) <= eps && abs(b.midY - box.midY) <= eps)
            #expect(b.width <= box.width + eps && b.height <= box.height + eps)
            #expect(abs(b.width - box.width) <= eps || abs(b.height - box.height) <= eps)
            // Same shape: a uniform scale of the unit star.
            let unit = try #require(Polygon(star.unitVertices).bounds)
            #expect(abs(b.width / unit.width - b.height / unit.height) <= 1e-12 * b.width / unit.width)
            #expect(polygon.contours.count == 1 && polygon.contours[0].count == 2 * star.points)
        }
    }

    /// The default star in the default 24-px box is wider than tall: fit by width.
    @Test func defaultStarIn24Box() throws {
        let box = Rect(x: 4, y: 4, width: 24, height: 24)
        let b = try #require(StarShape.default.polygon(fittedInto: box).bounds)
        #expect(abs(b.width - 24) <= 1e-12)
        #expect(abs(b.minX - 4) <= 1e-12 && abs(b.maxX - 28) <= 1e-12)
        // Unit bounds: x ∈ ±sin 72°, y ∈ [−1, cos 36°].
        let expectedHeight = 24 * (1 + cosine(Double.pi / 5)) / (2 * sine(2 * Double.pi / 5))
        #expect(abs(b.height - expectedHeight) <= 1e-12)
        #expect(abs(b.midY - 16) <= 1e-12)
    }

    /// A star whose unit box is taller than wide (3 points) is fit by height.
    @Test func threePointStarFitsByHeight() throws {
        let star = try #require(StarShape(points: 3, innerRatio: 0.9))
        let b = try #require(star.polygon(fittedInto: Rect(x: 0, y: 0, width: 10, height: 10)).bounds)
        let unit = try #require(Polygon(star.unitVertices).bounds)
        #expect(unit.height > unit.width)
        #expect(abs(b.height - 10) <= 1e-12 && b.width < 10)
    }
}
