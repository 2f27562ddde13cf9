import StarGeometry
import Testing

/// `Polygon.inset(by:)` (exact miter joins) and `Polygon.band(width:)`.
@Suite struct PolygonInsetTests {
    static let square = Polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])

    @Test("a square moves in by the distance on every side, whichever way it runs")
    func square() throws {
        for polygon in [Self.square, Self.square.reversed] {
            let inset = polygon.inset(by: 2)
            let bounds = try #require(inset.bounds)
            #expect(bounds == Rect(x: 2, y: 2, width: 6, height: 6))
            #expect(abs(abs(inset.signedArea) - 36) < 1e-12)
        }
    }

    @Test("the regular star's inset is the same star scaled about its centre (miters exact at every tip and notch)")
    func starMiters() throws {
        let star = StarShape.default
        let unit = Polygon(star.unitVertices)
        let d = 0.07
        let inset = unit.inset(by: d)
        // Every edge of the regular star is at the same distance h from the centre, so moving all of them
        // in by d is the scaling by (h − d)/h. h = distance from the origin to the line through vertices 0 and 1.
        let a = unit.contours[0][0], b = unit.contours[0][1]
        let h = abs(a.x * b.y - a.y * b.x) / (b - a).length
        let k = (h - d) / h
        #expect(inset.contours[0].count == 10)
        for (p, q) in zip(unit.contours[0], inset.contours[0]) {
            #expect(close(q, p * k, 1e-12), "\(q) vs \(p * k)")
        }
    }

    @Test("a concave corner's miter lies on the bisector at d/sin(θ/2)")
    func concaveCorner() throws {
        // An L shape, clockwise on screen; the corner at (4, 4) is concave (270° inside).
        let l = Polygon([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 10, y: 4),
                         Point(x: 10, y: 10), Point(x: 0, y: 10)])
        #expect(l.signedArea > 0)
        let inset = l.inset(by: 1)
        // Each edge moves 1 towards the inside: the notch's corner (4, 4) goes to (3, 5), the
        // other (convex) corners move diagonally in.
        let expected = [Point(x: 1, y: 1), Point(x: 3, y: 1), Point(x: 3, y: 5), Point(x: 9, y: 5),
                        Point(x: 9, y: 9), Point(x: 1, y: 9)]
        #expect(zip(inset.contours[0], expected).allSatisfy { close($0, $1, 1e-12) })
        #expect(abs(inset.signedArea - 40) < 1e-12)
    }

    @Test("the band of a convex polygon has the shape's area minus the inset's")
    func bandArea() throws {
        let hexagon = Polygon(RegularPolygonShape(sides: 6)!.unitVertices).transformed(by: .scale(x: 10, y: 10))
        let band = hexagon.band(width: 1.5)
        let inset = hexagon.inset(by: 1.5)
        #expect(abs(band.signedArea - (hexagon.signedArea - inset.signedArea)) < 1e-9)
        // Contours: the shape's and the inset's reversed.
        #expect(band.contours.count == 2)
        #expect(band.contours[1] == inset.contours[0].reversed())
    }

    @Test("repeated vertices are dropped before offsetting (no zero-length edges)")
    func repeatedVertices() throws {
        let doubled = Polygon([Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10),
                               Point(x: 0, y: 10), Point(x: 0, y: 0)])
        let inset = doubled.inset(by: 1)
        #expect(inset.contours[0].count == 4)
        #expect(inset.contours[0].allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(try #require(inset.bounds) == Rect(x: 1, y: 1, width: 8, height: 8))
    }

    @Test("a hairpin is bevelled rather than sent to infinity")
    func hairpin() throws {
        let spike = Polygon([Point(x: 0, y: 0), Point(x: 100, y: 0.0000001), Point(x: 0, y: 1), Point(x: -1, y: 0.5)])
        let inset = spike.inset(by: 0.2)
        #expect(inset.contours.joined().allSatisfy { $0.x.isFinite && abs($0.x) < 1000 && abs($0.y) < 1000 })
    }
}
