import StarGeometry
import Testing
import StarBadgeTestSupport

/// `Path.tightBounds` and `PathShape` validation.
@Suite struct ShapePathTests {
    /// Random curves: the tight bounds contain every sampled point, are within
    /// 1e-6 of the sampled bounds (the sampling's own error), and lie inside the
    /// control bounds.
    @Test func tightBoundsMatchDenseSampling() throws {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<100 {
            func p() -> Point { Point(x: rng.uniform(-50, 50), y: rng.uniform(-50, 50)) }
            var path = Path()
            path.move(to: p())
            if rng.chance(0.5) {
                path.cubic(to: p(), control1: p(), control2: p())
            } else {
                path.quadratic(to: p(), control: p())
            }
            if rng.chance(0.5) { path.line(to: p()) }
            let tight = try #require(path.tightBounds)
            let sampled = try #require(sampledBounds(path, samples: 20_000))
            let control = try #require(path.controlBounds)
            #expect(tight.minX <= sampled.minX + 1e-12 && tight.maxX >= sampled.maxX - 1e-12)
            #expect(tight.minY <= sampled.minY + 1e-12 && tight.maxY >= sampled.maxY - 1e-12)
            #expect(close(tight, sampled, 1e-5))
            // (maxX = minX + width rounds differently for the two boxes.)
            #expect(tight.minX >= control.minX && tight.maxX <= control.maxX + 1e-12)
            #expect(tight.minY >= control.minY && tight.maxY <= control.maxY + 1e-12)
        }
    }

    @Test func tightBoundsOfAKnownCurve() throws {
        // x(t) = 3t(1−t)² · 30 + … : a symmetric arch from (0,0) to (30,0) with
        // controls at height −40 peaks at y = −30 (3/4 of the control height).
        var path = Path()
        path.move(to: .zero)
        path.cubic(to: Point(x: 30, y: 0), control1: Point(x: 0, y: -40), control2: Point(x: 30, y: -40))
        #expect(path.tightBounds == Rect(x: 0, y: -30, width: 30, height: 30))
        #expect(path.controlBounds == Rect(x: 0, y: -40, width: 30, height: 40))
    }

    @Test func loneMovesDoNotCount() throws {
        let path = try SVGPathParser.parse("M 100 100 M 0 0 L 10 0 L 10 10 Z M -50 -50")
        #expect(path.tightBounds == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(try SVGPathParser.parse("M 1 1 M 2 2 Z").tightBounds == nil)
        #expect(Path().tightBounds == nil)
        // Drawing on after Z starts from the sub-path's start.
        #expect(try SVGPathParser.parse("M 5 5 Z L 6 7").tightBounds == Rect(x: 5, y: 5, width: 1, height: 2))
    }

    /// Areas of curved sub-paths are exact, not those of a flattened copy.
    @Test func subpathAreasAreExact() throws {
        // A parabolic segment: 2/3 of base × height (control at 10 → peak 5).
        let lens = try SVGPathParser.parse("M0 0 Q 5 10 10 0 Z")
        let lensArea: Double = try #require(lens.subpathSignedAreas.first)
        let parabolic: Double = 2.0 / 3.0 * 50.0
        #expect(abs(abs(lensArea) - parabolic) <= 1e-12)
        // Two sub-paths, one clockwise and one anticlockwise on screen.
        let squares = try SVGPathParser.parse("M0 0 H2 V2 H0 Z M10 10 V13 H13 V10 Z")
        #expect(squares.subpathSignedAreas == [4, -9])
        // Unclosed sub-paths count as closed; sub-paths drawing nothing are skipped.
        #expect(try SVGPathParser.parse("M9 9 M0 0 L4 0 L4 4").subpathSignedAreas == [8])
        // The curved unit shapes against very fine flattening.
        for path in [HeartShape.unitPath, CircleShape.unitPath] {
            let flat: Double = path.flattened(tolerance: 1e-7).signedArea
            let exact: Double = try #require(path.subpathSignedAreas.first)
            #expect(abs(exact - flat) <= 1e-6)
        }
        // Random closed cubic and quadratic outlines.
        var rng = SplitMix64(seed: 5)
        for _ in 0..<50 {
            func p() -> Point { Point(x: rng.uniform(-10, 10), y: rng.uniform(-10, 10)) }
            var path = Path()
            path.move(to: p())
            path.cubic(to: p(), control1: p(), control2: p())
            path.quadratic(to: p(), control: p())
            path.close()
            // Reference: 20,000 chords per curve (the flattener caps at 1,000).
            let samples = shapeSegments(path).flatMap { s in (0..<20_000).map { s.at(Double($0) / 20_000) } }
            let fine: Double = Polygon(samples).signedArea
            let exact: Double = try #require(path.subpathSignedAreas.first)
            #expect(abs(exact - fine) <= 1e-5)
        }
    }

    static let noShapes: [(Path, PathShapeError)] = [
        (Path(), .empty),
        (Path(elements: [.move(.zero)]), .empty),
        (Path(elements: [.move(.zero), .close]), .empty),
        (Path(elements: [.move(.zero), .line(Point(x: 10, y: 10))]), .noArea),
        (Path(polygon: [.zero, Point(x: 10, y: 0), Point(x: 20, y: 0)]), .noArea),
        (Path(polygon: [.zero, Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0)]), .noArea),
        (Path(elements: [.move(.zero), .line(.zero), .close]), .noArea),
        // A figure-eight whose two loops cancel exactly (documented limitation).
        (Path(polygon: [.zero, Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)]), .noArea),
        (Path(polygon: [.zero, Point(x: .nan, y: 0), Point(x: 1, y: 1)]), .notFinite),
        (Path(polygon: [.zero, Point(x: 1, y: .infinity), Point(x: 1, y: 1)]), .notFinite),
        (Path(polygon: [Point(x: -1e308, y: 0), Point(x: 1e308, y: 0), Point(x: 0, y: 1)]), .notFinite),
        (Path(elements: [.move(.zero), .cubic(control1: Point(x: 5, y: .nan), control2: .zero, to: .zero)]), .notFinite),
    ]

    @Test(arguments: noShapes)
    func rejectsPathsWithoutArea(path: Path, expected: PathShapeError) {
        #expect(throws: expected) { try PathShape(path) }
    }

    @Test func errorMessages() {
        #expect(PathShapeError.empty.description.contains("draws nothing"))
        #expect(PathShapeError.noArea.description.contains("encloses no area"))
        #expect(PathShapeError.notFinite.description.contains("not a finite number"))
    }

    @Test func acceptsThinAndCurvedShapes() throws {
        // A sliver 1000 : 1, a lens of two curves, and a tiny triangle.
        _ = try PathShape(Path(polygon: [.zero, Point(x: 1000, y: 0), Point(x: 1000, y: 1)]))
        _ = try PathShape(SVGPathParser.parse("M0 0 Q 5 5 10 0 Q 5 -5 0 0"))
        _ = try PathShape(Path(polygon: [.zero, Point(x: 1e-6, y: 0), Point(x: 0, y: 1e-6)]))
        // A bow tie (loops of opposite direction, unequal) still has area.
        _ = try PathShape(Path(polygon: [.zero, Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 20)]))
    }

    /// Fitting uses the tight bounds, not the control points' box: an arch
    /// whose controls reach far above it still fills the box exactly.
    @Test func customShapeFitsByItsTightBounds() throws {
        let shape = try PathShape(SVGPathParser.parse("M0 0 C 0 -40 30 -40 30 0 Z"))
        #expect(shape.bounds == Rect(x: 0, y: -30, width: 30, height: 30))
        let box = Rect(x: 4, y: 4, width: 24, height: 24)
        let fitted = try #require(BadgeShape.path(shape).path(fittedInto: box).tightBounds)
        #expect(close(fitted, box, 1e-12))
    }
}

extension PathShapeError: CustomTestStringConvertible {
    public var testDescription: String { description }
}
