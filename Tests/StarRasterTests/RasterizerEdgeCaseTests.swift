import StarGeometry
import StarRaster
import Testing
import StarBadgeTestSupport

/// Hand-picked shapes at the awkward places: grid edges, pixel boundaries,
/// outside the grid, degenerate input.
@Suite struct RasterizerEdgeCaseTests {
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Polygon {
        Polygon([Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)])
    }

    static func mask(_ polygon: Polygon, width: Int = 6, height: Int = 5,
                     rule: FillRule = .nonZero) -> CoverageMask {
        var r = Rasterizer(width: width, height: height)
        r.add(polygon)
        return r.coverage(fillRule: rule)
    }

    /// Whole-pixel rectangles, including ones on and beyond every grid edge
    /// (the grid is 6 × 5): coverage is exactly 0 or 1.
    @Test(arguments: [
        (0.0, 0.0, 6.0, 5.0), (1, 1, 2, 2), (5, 4, 6, 5), (5, 0, 6, 5), (0, 4, 6, 5),
        (-3, -3, 1, 1), (4, 3, 9, 9), (-2, 2, 8, 3), (2, -2, 3, 7), (-10, -10, 20, 20),
        (0, 0, 0, 5), (3, 1, 3, 4), (1, 2, 4, 2),  // zero area
    ])
    func wholePixelRectanglesAreExact(x0: Double, y0: Double, x1: Double, y1: Double) {
        let mask = Self.mask(Self.rect(x0, y0, x1, y1))
        for y in 0..<5 {
            for x in 0..<6 {
                let inside = Double(x) >= x0 && Double(x + 1) <= x1 && Double(y) >= y0 && Double(y + 1) <= y1
                #expect(mask[x, y] == (inside ? 1 : 0), "pixel \(x),\(y)")
            }
        }
    }

    /// A rectangle with fractional edges, placed against each side of the grid.
    @Test(arguments: [
        (-4.0, 1.25, 0.5, 3.75), (5.5, 1.25, 9, 3.75), (1.25, -4, 3.75, 0.5), (1.25, 4.5, 3.75, 9),
        (-0.25, -0.25, 6.25, 5.25), (0.5, 0.5, 5.5, 4.5), (2.5, 1.5, 2.75, 1.625),
    ])
    func fractionalRectanglesMatchTheReference(x0: Double, y0: Double, x1: Double, y1: Double) {
        let polygon = Self.rect(x0, y0, x1, y1)
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(maxError(Self.mask(polygon, rule: rule), Reference.mask(polygon, width: 6, height: 5, rule: rule)) < 1e-6)
        }
    }

    /// Shapes wholly outside the grid leave it empty, on every side.
    @Test(arguments: [
        (-9.0, 1.0), (9, 1), (2, -9), (2, 9), (-9, -9), (9, 9), (-9, 9), (9, -9), (-3, 2.5), (9, 2.5),
    ])
    func shapesOutsideTheGridCoverNothing(x: Double, y: Double) {
        var rng = SplitMix64(seed: UInt64(bitPattern: Int64(x * 100 + y)))
        let polygon = Polygon(RandomPolygon.starShaped(&rng, center: Point(x: x, y: y), maxRadius: 2.9))
        // Left of the grid every edge acts at x = 0 and the contour cancels
        // itself, up to Float rounding of the per-row sums.
        #expect(Self.mask(polygon).values.allSatisfy { abs($0) < 1e-6 })
    }

    /// Edges touching x = width and the last row (the spare cell of each row).
    @Test func edgesEndingOnTheRightAndBottomGridEdges() {
        let shapes = [
            Polygon([Point(x: 5.5, y: 3), Point(x: 6, y: 5), Point(x: 4, y: 5)]),
            Polygon([Point(x: 6, y: 0), Point(x: 6, y: 5), Point(x: 3.3, y: 5)]),
            Polygon([Point(x: 7, y: 2), Point(x: 6, y: 5), Point(x: 5, y: 5)]),
            Polygon([Point(x: 2, y: 4.2), Point(x: 8, y: 6), Point(x: -3, y: 6.5)]),
        ]
        for polygon in shapes {
            #expect(maxError(Self.mask(polygon), Reference.mask(polygon, width: 6, height: 5)) < 1e-6)
        }
    }

    /// A huge triangle around the grid covers every pixel fully.
    @Test func hugeShapeCoversEverything() {
        let polygon = Polygon([Point(x: -1e5, y: -1e5), Point(x: 1e5, y: -5e3), Point(x: -3e3, y: 1e5)])
        #expect(Self.mask(polygon).values.allSatisfy { abs($0 - 1) < 1e-6 })
    }

    @Test func emptyInputCoversNothing() {
        let empty = [Polygon(contours: []), Polygon(contours: [[]]), Polygon([Point(x: 1, y: 1)]),
                     Polygon([Point(x: 1, y: 1), Point(x: 4, y: 3)]),
                     Polygon([Point(x: 0, y: 0), Point(x: 3, y: 3), Point(x: 5, y: 5)])]
        for polygon in empty {
            #expect(Self.mask(polygon).values.allSatisfy { $0 == 0 })
        }
    }

    @Test func emptyGrids() {
        let polygon = Self.rect(-1, -1, 3, 3)
        for (w, h) in [(0, 0), (0, 4), (4, 0)] {
            var r = Rasterizer(width: w, height: h)
            r.add(polygon)
            let mask = r.coverage()
            #expect(mask.width == w && mask.height == h && mask.values.isEmpty)
        }
    }

    /// Non-finite vertices are skipped without trapping; coverage stays in 0…1.
    @Test func nonFiniteVerticesDoNotTrap() {
        let polygon = Polygon([Point(x: 1, y: 1), Point(x: .nan, y: 2), Point(x: 4, y: .infinity), Point(x: 3, y: 4)])
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(Self.mask(polygon, rule: rule).values.allSatisfy { $0 >= 0 && $0 <= 1 })
        }
    }

    /// Two overlapping squares of the same orientation: winding 2 in the overlap.
    @Test func windingTwoUnderBothRules() {
        let a = Self.rect(0, 0, 3, 1), b = Self.rect(1.5, 0, 4.5, 1)
        let polygon = Polygon(contours: [a.contours[0], b.contours[0]])
        let nonZero = Self.mask(polygon, rule: .nonZero), evenOdd = Self.mask(polygon, rule: .evenOdd)
        #expect((0..<6).map { nonZero[$0, 0] } == [1, 1, 1, 1, 0.5, 0])
        // Pixel 1: half winding 1, half winding 2 → integral 1.5 → even-odd 0.5;
        // pixel 2: winding 2 → 0; pixel 3: winding 1; pixel 4: half winding 1.
        #expect((0..<6).map { evenOdd[$0, 0] } == [1, 0.5, 0, 1, 0.5, 0])
    }

    /// A hole of opposite orientation cancels; of the same orientation it
    /// cancels only under even-odd.
    @Test func holesByOrientation() {
        let outer = Self.rect(0, 0, 6, 5).contours[0]
        let inner = Self.rect(1, 1, 5, 4).contours[0]
        let opposite = Polygon(contours: [outer, inner.reversed()])
        let same = Polygon(contours: [outer, inner])
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(Self.mask(opposite, rule: rule)[2, 2] == 0)
            #expect(Self.mask(opposite, rule: rule)[0, 0] == 1)
        }
        #expect(Self.mask(same, rule: .nonZero)[2, 2] == 1)
        #expect(Self.mask(same, rule: .evenOdd)[2, 2] == 0)
    }

    /// `coverage(fillRule:originX:originY:)` only labels the mask.
    @Test func maskOriginIsReported() {
        var r = Rasterizer(width: 3, height: 2)
        r.add(Self.rect(0, 0, 1, 1))
        let mask = r.coverage(originX: -7, originY: 11)
        #expect(mask.originX == -7 && mask.originY == 11 && mask.width == 3 && mask.height == 2)
        #expect(mask.values == [1, 0, 0, 0, 0, 0])
    }
}
