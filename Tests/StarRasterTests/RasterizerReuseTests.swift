import StarGeometry
import StarRaster
import Testing
import StarBadgeTestSupport

/// One rasterizer reused across sizes gives bit-identical results to fresh ones.
@Suite struct RasterizerReuseTests {
    @Test func reusedEqualsFresh() {
        var rng = SplitMix64(seed: 2024)
        var reused = Rasterizer(width: 3, height: 3)
        // Grow, shrink, same size twice, empty, then grow again.
        let sizes = [(17, 9), (4, 4), (4, 4), (30, 2), (0, 0), (2, 30), (11, 13), (11, 13), (1, 1), (25, 25)]
        for (width, height) in sizes {
            let center = Point(x: rng.uniform(0, Double(width)), y: rng.uniform(0, Double(height)))
            let polygon = Polygon(contours: [
                RandomPolygon.starShaped(&rng, center: center, maxRadius: Double(max(width, height))),
                RandomPolygon.scribble(&rng, x0: -2, y0: -2, x1: Double(width) + 2, y1: Double(height) + 2),
            ])
            for rule in [FillRule.nonZero, .evenOdd] {
                let bounds = PixelRect(minX: rng.int(-3, 3), minY: rng.int(-3, 3), width: width, height: height)
                let fromReused = reused.coverage(of: polygon, in: bounds, fillRule: rule)
                var fresh = Rasterizer(width: 0, height: 0)
                let fromFresh = fresh.coverage(of: polygon, in: bounds, fillRule: rule)
                #expect(reused.width == width && reused.height == height)
                #expect(fromReused.values == fromFresh.values, "\(width)×\(height) \(rule)")
                #expect(fromReused.originX == bounds.minX && fromReused.originY == bounds.minY)
            }
        }
    }

    /// `reset` clears what was added before, even at the same size.
    @Test func resetClears() {
        var r = Rasterizer(width: 5, height: 5)
        r.add(Polygon([Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5)]))
        r.reset(width: 5, height: 5)
        #expect(r.coverage().values.allSatisfy { $0 == 0 })
        r.add(Polygon([Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5)]))
        r.reset(width: 3, height: 7)
        #expect(r.coverage().values.count == 21)
        #expect(r.coverage().values.allSatisfy { $0 == 0 })
    }

    /// Adding shapes one by one accumulates winding like one multi-contour polygon.
    @Test func addingAccumulates() {
        var rng = SplitMix64(seed: 5)
        let a = RandomPolygon.starShaped(&rng, center: Point(x: 5, y: 5), maxRadius: 5)
        let b = RandomPolygon.starShaped(&rng, center: Point(x: 6, y: 4), maxRadius: 4)
        var separate = Rasterizer(width: 10, height: 10)
        separate.add(Polygon(a))
        separate.add(Polygon(b))
        let reference = Reference.mask(Polygon(contours: [a, b]), width: 10, height: 10, rule: .evenOdd)
        #expect(maxError(separate.coverage(fillRule: .evenOdd), reference) < 2e-6)
    }
}
