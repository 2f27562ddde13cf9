import StarGeometry
import Testing
import StarBadgeTestSupport

@Suite struct PolygonTests {
    static let unitSquare = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]

    @Test func signedAreaOfKnownShapes() {
        // Clockwise on screen (y down) is positive.
        #expect(Polygon(Self.unitSquare).signedArea == 1)
        #expect(Polygon(Self.unitSquare.reversed()).signedArea == -1)
        let rect = [Point(x: 2, y: 3), Point(x: 7, y: 3), Point(x: 7, y: 5), Point(x: 2, y: 5)]
        #expect(Polygon(rect).signedArea == 10)
        let triangle = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 3)]
        #expect(Polygon(triangle).signedArea == 6)
        // Bow tie: the two lobes cancel.
        let bowTie = [Point(x: 0, y: 0), Point(x: 2, y: 2), Point(x: 2, y: 0), Point(x: 0, y: 2)]
        #expect(Polygon(bowTie).signedArea == 0)
        // A hole of opposite orientation subtracts; fewer than 3 points add nothing.
        let hole = [Point(x: 3, y: 3.5), Point(x: 3, y: 4.5), Point(x: 4, y: 4.5), Point(x: 4, y: 3.5)]
        #expect(Polygon(contours: [rect, hole, [Point(x: 9, y: 9), Point(x: 10, y: 12)], []]).signedArea == 9)
        #expect(Polygon(contours: []).signedArea == 0)
    }

    /// Regular n-gon: (n/2)·r²·sin(2π/n), independent of translation.
    @Test(arguments: [3, 4, 5, 6, 12, 100])
    func regularPolygonArea(n: Int) {
        let r = 7.5
        let vertices = (0..<n).map { i -> Point in
            let a = 2 * Double.pi * Double(i) / Double(n)
            return Point(x: 100 + r * cosine(a), y: -50 + r * sine(a))
        }
        let expected = Double(n) / 2 * r * r * sine(2 * Double.pi / Double(n))
        #expect(abs(Polygon(vertices).signedArea - expected) < 1e-10)
    }

    @Test func bounds() {
        #expect(Polygon(contours: []).bounds == nil)
        #expect(Polygon(contours: [[], []]).bounds == nil)
        let polygon = Polygon(contours: [[Point(x: 1, y: 5), Point(x: -2, y: 3)], [Point(x: 4, y: -1)]])
        #expect(polygon.bounds == Rect(x: -2, y: -1, width: 6, height: 6))
    }

    /// An affine map multiplies the signed area by its determinant.
    @Test func transformScalesAreaByDeterminant() {
        var rng = SplitMix64(seed: 21)
        for _ in 0..<50 {
            let vertices = (0..<rng.int(3, 9)).map { _ in Point(x: rng.uniform(-5, 5), y: rng.uniform(-5, 5)) }
            let t = AffineTransform(a: rng.uniform(-2, 2), b: rng.uniform(-2, 2), c: rng.uniform(-2, 2),
                                    d: rng.uniform(-2, 2), tx: rng.uniform(-9, 9), ty: rng.uniform(-9, 9))
            let polygon = Polygon(vertices)
            let det = t.a * t.d - t.b * t.c
            #expect(abs(polygon.transformed(by: t).signedArea - det * polygon.signedArea) < 1e-9)
        }
    }

    /// Polygon → Path → flattened polygon gives back the same contours.
    @Test func pathRoundTrip() {
        let polygon = Polygon(contours: [Self.unitSquare, [Point(x: 5, y: 5), Point(x: 6, y: 7), Point(x: 4, y: 8)]])
        #expect(polygon.path.flattened() == polygon)
        #expect(polygon.path.elements.filter { $0 == .close }.count == 2)
    }
}
