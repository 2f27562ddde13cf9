import StarGeometry
import Testing

/// `Polygon.roundingCorners(radius:tolerance:)`: fillet arcs tangent to both edges.
@Suite struct PolygonFilletTests {
    static let square = Polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])

    @Test("a square's corners become quarter circles: area 100 − (4 − π)r², every arc point on its circle")
    func square() throws {
        let r = 2.0
        let rounded = Self.square.roundingCorners(radius: r, tolerance: 1e-6)
        #expect(abs(rounded.signedArea - (100 - (4 - Double.pi) * r * r)) < 1e-4)
        let centres = [Point(x: 2, y: 2), Point(x: 8, y: 2), Point(x: 8, y: 8), Point(x: 2, y: 8)]
        for p in rounded.contours[0] {
            let onSide = p.x == 0 || p.x == 10 || p.y == 0 || p.y == 10
            let onArc = centres.contains { abs(distance($0, p) - r) < 1e-9 }
            #expect(onSide || onArc, "\(p)")
        }
        // Tangent points at r / tan(45°) = r from each corner.
        #expect(rounded.contours[0].contains { close($0, Point(x: 2, y: 0), 1e-12) })
        #expect(rounded.contours[0].contains { close($0, Point(x: 0, y: 2), 1e-12) })
    }

    @Test("chords stay within the tolerance of the arc")
    func tolerance() throws {
        let r = 3.0, tolerance = 0.004
        let rounded = Self.square.roundingCorners(radius: r, tolerance: tolerance)
        let centre = Point(x: 3, y: 3)
        let arc = rounded.contours[0].filter { $0.x <= 3 && $0.y <= 3 }.sorted { $0.x < $1.x }
        #expect(arc.count >= 3)
        for (a, b) in zip(arc, arc.dropFirst()) {
            let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            #expect(r - distance(centre, mid) <= tolerance + 1e-12)
        }
    }

    @Test("a concave corner is filled in by an arc outside it")
    func concave() throws {
        let l = Polygon([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 10, y: 4),
                         Point(x: 10, y: 10), Point(x: 0, y: 10)])
        let rounded = l.roundingCorners(radius: 1, tolerance: 1e-6)
        // Five convex corners lose (4 − π)/4 each; the concave one gains as much.
        let expected = l.signedArea - 5 * (1 - Double.pi / 4) + (1 - Double.pi / 4)
        #expect(abs(rounded.signedArea - expected) < 1e-4)
        // The notch's arc is centred at (5, 3), outside the shape.
        #expect(rounded.contours[0].contains { abs(distance($0, Point(x: 5, y: 3)) - 1) < 1e-9 && $0.x > 4 && $0.y > 3.5 })
    }

    @Test("a radius too large for an edge is reduced so neighbouring arcs meet at most halfway")
    func clamped() throws {
        let rounded = Self.square.roundingCorners(radius: 50, tolerance: 1e-6)
        // Each corner can use at most half of each 10-long edge: radius 5, a circle of radius 5.
        #expect(abs(rounded.signedArea - Double.pi * 25) < 1e-3)
        #expect(rounded.contours[0].allSatisfy { abs(distance($0, Point(x: 5, y: 5)) - 5) < 1e-9 })
    }

    @Test("radius 0 or not finite changes nothing; straight-through vertices are kept")
    func noOp() {
        #expect(Self.square.roundingCorners(radius: 0) == Self.square)
        #expect(Self.square.roundingCorners(radius: .nan) == Self.square)
        let withMidpoint = Polygon([Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10),
                                    Point(x: 0, y: 10)])
        #expect(withMidpoint.roundingCorners(radius: 1).contours[0].contains(Point(x: 5, y: 0)))
    }
}
