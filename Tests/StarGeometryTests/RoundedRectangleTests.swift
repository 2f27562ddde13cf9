import StarGeometry
import Testing

/// `RoundedRectangle`: backgrounds with quarter-circle corners and border rings.
@Suite struct RoundedRectangleTests {
    static let rect = Rect(x: 0, y: 0, width: 292, height: 84)

    @Test("area w·h − (4 − π)r² within the flattening tolerance, clockwise, symmetric both ways")
    func outline() throws {
        let shape = RoundedRectangle(rect: Self.rect, radius: 20)
        let polygon = shape.polygon()
        let exact = 292 * 84 - (4 - Double.pi) * 400
        // Chords cut at most tolerance × arc length off each corner.
        #expect(polygon.signedArea > 0)
        #expect(abs(polygon.signedArea - exact) <= defaultFlatteningTolerance * 2 * Double.pi * 20)
        #expect(try #require(polygon.bounds) == Self.rect)
        let points = polygon.contours[0]
        func has(_ q: Point) -> Bool { points.contains { close($0, q, 1e-9) } }
        let unmatched = points.filter { !has(Point(x: 292 - $0.x, y: $0.y)) || !has(Point(x: $0.x, y: 84 - $0.y)) }
        #expect(unmatched.isEmpty, "points without a mirror image: \(unmatched.prefix(3))")
        // Every corner point lies on its circle.
        for p in polygon.contours[0] where p.x < 20 && p.y < 20 {
            #expect(abs(distance(p, Point(x: 20, y: 20)) - 20) < 1e-9)
        }
    }

    @Test("the radius is clamped to half the shorter side; negative radii are 0")
    func clamp() throws {
        #expect(RoundedRectangle(rect: Self.rect, radius: 500).radius == 42)
        #expect(RoundedRectangle(rect: Self.rect, radius: -3).radius == 0)
        #expect(RoundedRectangle(rect: Self.rect, radius: 0).polygon().contours[0].count == 4)
        let pill = RoundedRectangle(rect: Rect(x: 0, y: 0, width: 40, height: 40), radius: 100).polygon()
        #expect(abs(pill.signedArea - Double.pi * 400) < 0.5)
    }

    @Test("a ring is the outline minus the inset outline, with concentric corners")
    func ring() throws {
        let shape = RoundedRectangle(rect: Self.rect, radius: 20)
        let ring = shape.ring(width: 2)
        let inner = try #require(shape.inset(by: 2))
        #expect(inner.radius == 18)
        #expect(inner.rect == Rect(x: 2, y: 2, width: 288, height: 80))
        #expect(abs(ring.signedArea - (shape.polygon().signedArea - inner.polygon().signedArea)) < 1e-9)
        // A ring as wide as the shape is the whole shape.
        #expect(shape.ring(width: 50) == shape.polygon())
    }
}
