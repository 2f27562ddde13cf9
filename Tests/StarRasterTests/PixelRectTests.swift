import StarGeometry
import StarRaster
import Testing
import StarBadgeTestSupport

@Suite struct PixelRectTests {
    @Test(arguments: [
        (Rect(x: 1.5, y: 2, width: 3, height: 0.5), PixelRect(minX: 1, minY: 2, width: 4, height: 1)),
        (Rect(x: 0, y: 0, width: 24, height: 24), PixelRect(minX: 0, minY: 0, width: 24, height: 24)),
        (Rect(x: -0.25, y: -3.75, width: 0.5, height: 1), PixelRect(minX: -1, minY: -4, width: 2, height: 2)),
        (Rect(x: 4, y: 4, width: 0, height: 0), PixelRect(minX: 4, minY: 4, width: 0, height: 0)),
    ])
    func coversTheTouchedPixels(rect: Rect, bounds: PixelRect) {
        #expect(PixelRect(covering: rect) == bounds)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -3e9])
    func rejectsUnrepresentableOrigins(value: Double) {
        #expect(PixelRect(covering: Rect(x: value, y: 0, width: 1, height: 1)) == nil)
        #expect(PixelRect(covering: Rect(x: 0, y: value, width: 1, height: 1)) == nil)
    }

    /// (`Rect` clamps NaN and negative sizes to 0, so only huge sizes remain.)
    @Test(arguments: [Double.infinity, 1e300, 3e9])
    func rejectsUnrepresentableSizes(value: Double) {
        #expect(PixelRect(covering: Rect(x: 0, y: 0, width: value, height: 1)) == nil)
        #expect(PixelRect(covering: Rect(x: 0, y: 0, width: 1, height: value)) == nil)
    }

    @Test func negativeSizesClampToZero() {
        let bounds = PixelRect(minX: 3, minY: 4, width: -2, height: -1)
        #expect(bounds.width == 0 && bounds.height == 0)
    }

    /// `coverage(of:in:)` equals the reference of the polygon moved into the bounds.
    @Test func coverageInARect() {
        var rng = SplitMix64(seed: 99)
        var rasterizer = Rasterizer(width: 1, height: 1)
        for _ in 0..<20 {
            let center = Point(x: rng.uniform(-50, 50), y: rng.uniform(-50, 50))
            let polygon = Polygon(RandomPolygon.starShaped(&rng, center: center, maxRadius: 6))
            let bounds = PixelRect(covering: polygon.bounds!)!
            let mask = rasterizer.coverage(of: polygon, in: bounds)
            #expect(mask.originX == bounds.minX && mask.originY == bounds.minY)
            #expect(mask.width == bounds.width && mask.height == bounds.height)
            let moved = polygon.offset(dx: -Double(bounds.minX), dy: -Double(bounds.minY))
            #expect(maxError(mask, Reference.mask(moved, width: bounds.width, height: bounds.height)) < 2e-6)
        }
    }
}
