import StarGeometry
import Testing
import StarBadgeTestSupport

/// The reference model is only useful if it is right: check it on shapes
/// whose coverage is known by hand.
@Suite struct ReferenceCoverageTests {
    @Test func unitSquareCoversExactlyOnePixel() {
        let square = Polygon([Point(x: 2, y: 3), Point(x: 3, y: 3), Point(x: 3, y: 4), Point(x: 2, y: 4)])
        let mask = Reference.mask(square, width: 5, height: 5)
        for y in 0..<5 {
            for x in 0..<5 {
                #expect(mask[y * 5 + x] == (x == 2 && y == 3 ? 1 : 0))
            }
        }
    }

    @Test func diagonalHalvesAPixel() {
        let triangle = Polygon([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)])
        #expect(abs(Reference.coverage(triangle, px: 0, py: 0) - 0.5) < 1e-15)
    }

    @Test func bothOrientationsGiveTheSameCoverage() {
        let cw = [Point(x: 0.25, y: 0.25), Point(x: 1.75, y: 0.5), Point(x: 0.5, y: 1.5)]
        let a = Reference.mask(Polygon(cw), width: 2, height: 2)
        let b = Reference.mask(Polygon(Array(cw.reversed())), width: 2, height: 2)
        for (u, v) in zip(a, b) { #expect(abs(u - v) < 1e-15) }
        #expect(abs(a.reduce(0, +) - abs(Reference.shoelace(cw))) < 1e-12)
    }

    @Test func overlappingSameOrientationSquaresWindTwice() {
        let square = [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 1), Point(x: 0, y: 1)]
        let shifted = square.map { Point(x: $0.x + 1, y: $0.y) }
        let polygon = Polygon(contours: [square, shifted])
        // Pixel 1 has winding 2 throughout; pixels 0 and 2 have winding 1.
        #expect(Reference.mask(polygon, width: 3, height: 1, rule: .nonZero) == [1, 1, 1])
        #expect(Reference.mask(polygon, width: 3, height: 1, rule: .evenOdd) == [1, 0, 1])
    }

    @Test(arguments: [
        (0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (1.0, 1.0), (1.5, 0.5),
        (2.0, 0.0), (2.25, 0.25), (3.75, 0.25), (-1.5, 0.5), (-0.25, 0.25),
    ])
    func evenOddFoldsTheIntegral(integral: Double, expected: Double) {
        #expect(abs(Reference.apply(.evenOdd, to: integral) - expected) < 1e-15)
        #expect(Reference.apply(.nonZero, to: integral) == min(abs(integral), 1))
    }

    @Test func coverageSumsToTheAreaForAShapeInsideTheGrid() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20 {
            let contour = RandomPolygon.starShaped(&rng, center: Point(x: 6, y: 6), maxRadius: 5)
            let total = Reference.mask(Polygon(contour), width: 12, height: 12).reduce(0, +)
            #expect(abs(total - abs(Reference.shoelace(contour))) < 1e-11)
        }
    }
}
