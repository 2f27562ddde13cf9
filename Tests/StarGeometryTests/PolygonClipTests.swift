import StarGeometry
import Testing
import StarBadgeTestSupport

/// `Polygon.clipped(toVerticalLine:keeping:)`: one Sutherland–Hodgman half-plane.
@Suite struct PolygonClipTests {
    static func randomPolygon(_ rng: inout SplitMix64) -> Polygon {
        Polygon(contours: (0..<rng.int(1, 3)).map { _ in
            if rng.chance(0.5) {
                // Star-shaped (simple).
                let c = Point(x: rng.uniform(-10, 10), y: rng.uniform(-10, 10))
                let angles = (0..<rng.int(3, 12)).map { _ in rng.uniform(0, 2 * Double.pi) }.sorted()
                return angles.map { a in
                    let r = rng.uniform(0.5, 8)
                    return Point(x: c.x + r * cosine(a), y: c.y + r * sine(a))
                }
            }
            // Arbitrary, usually self-intersecting; sometimes on a lattice so that
            // vertices and edges fall exactly on the clip line.
            let lattice = rng.chance(0.3)
            return (0..<rng.int(3, 10)).map { _ in
                lattice ? Point(x: Double(rng.int(-8, 8)), y: Double(rng.int(-8, 8)))
                    : Point(x: rng.uniform(-15, 15), y: rng.uniform(-15, 15))
            }
        })
    }

    /// Left and right parts add up to the whole: the clip keeps the winding
    /// number on the kept side, for simple, self-intersecting and multi-contour input.
    @Test func partsAddUpToTheWhole() {
        var rng = SplitMix64(seed: 404)
        for _ in 0..<500 {
            let polygon = Self.randomPolygon(&rng)
            let line = rng.chance(0.2) ? Double(rng.int(-8, 8)) : rng.uniform(-18, 18)
            let left = polygon.clipped(toVerticalLine: line, keeping: .left)
            let right = polygon.clipped(toVerticalLine: line, keeping: .right)
            #expect(abs(left.signedArea + right.signedArea - polygon.signedArea) < 1e-9)
            #expect(left.contours.joined().allSatisfy { $0.x <= line })
            #expect(right.contours.joined().allSatisfy { $0.x >= line })
            #expect(left.contours.allSatisfy { $0.count >= 3 } && right.contours.allSatisfy { $0.count >= 3 })
        }
    }

    @Test func unitSquare() {
        let square = Polygon(PolygonTests.unitSquare)
        #expect(square.clipped(toVerticalLine: 0.25, keeping: .left).signedArea == 0.25)
        #expect(square.clipped(toVerticalLine: 0.25, keeping: .right).signedArea == 0.75)
        #expect(square.clipped(toVerticalLine: 0.25, keeping: .left).bounds == Rect(x: 0, y: 0, width: 0.25, height: 1))
        // Lines beyond the shape keep all or nothing.
        #expect(square.clipped(toVerticalLine: 2, keeping: .left) == square)
        #expect(square.clipped(toVerticalLine: -1, keeping: .right) == square)
        #expect(square.clipped(toVerticalLine: -1, keeping: .left).contours.isEmpty)
        #expect(square.clipped(toVerticalLine: 2, keeping: .right).contours.isEmpty)
        // On an edge: the whole square on one side, nothing of area on the other.
        #expect(square.clipped(toVerticalLine: 1, keeping: .left).signedArea == 1)
        #expect(square.clipped(toVerticalLine: 1, keeping: .right).signedArea == 0)
    }

    /// A split star: parts have the expected area ratio for a symmetric shape.
    @Test(arguments: 3...9)
    func starSplitDownTheMiddle(points: Int) throws {
        let star = try #require(StarShape(points: points, innerRatio: 0.45))
        let polygon = star.polygon(fittedInto: Rect(x: 3, y: 3, width: 24, height: 24))
        let left = polygon.clipped(toVerticalLine: 15, keeping: .left).signedArea
        let right = polygon.clipped(toVerticalLine: 15, keeping: .right).signedArea
        #expect(abs(left - right) < 1e-12 * polygon.signedArea)
        #expect(abs(left + right - polygon.signedArea) < 1e-12 * polygon.signedArea)
    }

    @Test func emptyInput() {
        #expect(Polygon(contours: []).clipped(toVerticalLine: 0, keeping: .left).contours.isEmpty)
        #expect(Polygon(contours: [[]]).clipped(toVerticalLine: 0, keeping: .right).contours.isEmpty)
    }
}
