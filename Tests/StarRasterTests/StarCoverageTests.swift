import StarGeometry
import StarRaster
import Testing
import StarBadgeTestSupport

/// The badge's own shapes against the reference, at the three sizes of interest.
@Suite struct StarCoverageTests {
    static let ratios = [0.12, 0.25, StarShape.regularInnerRatio, 0.5, 0.7, 0.93]

    @Test(arguments: 3...8, [6.0, 24.0, 61.3])
    func starsMatchTheReference(points: Int, size: Double) throws {
        var rng = SplitMix64(seed: UInt64(points) &* 7919 &+ UInt64(size * 10))
        var rasterizer = Rasterizer(width: 0, height: 0)
        var worst = 0.0
        for ratio in Self.ratios {
            let star = try #require(StarShape(points: points, innerRatio: ratio))
            for _ in 0..<2 {
                let box = Rect(x: rng.uniform(-3, 40), y: rng.uniform(-3, 40), width: size, height: size)
                let polygon = star.polygon(fittedInto: box)
                let bounds = try #require(PixelRect(covering: box))
                let mask = rasterizer.coverage(of: polygon, in: bounds)
                let moved = polygon.offset(dx: -Double(bounds.minX), dy: -Double(bounds.minY))
                let reference = Reference.mask(moved, width: bounds.width, height: bounds.height)
                worst = max(worst, maxError(mask, reference))
                // The coverage also adds up to the star's area.
                let total = mask.values.reduce(0.0) { $0 + Double($1) }
                #expect(abs(total - abs(polygon.signedArea)) < 1e-4 * max(1, abs(polygon.signedArea)))
            }
        }
        #expect(worst <= oneLevel)
        #expect(worst < 2e-6)  // measured: ≤ 2.8e-7 over all cases
    }
}
