import StarGeometry
import StarRaster
import Testing

/// Curved paths go through the same exact-area core after flattening.
@Suite struct PathRasterTests {
    static func circle(center c: Point, radius r: Double) -> Path {
        let k = 0.5522847498 * r
        func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x, y: c.y + y) }
        var path = Path()
        path.move(to: p(r, 0))
        path.cubic(to: p(0, r), control1: p(r, k), control2: p(k, r))
        path.cubic(to: p(-r, 0), control1: p(-k, r), control2: p(-r, k))
        path.cubic(to: p(0, -r), control1: p(-r, -k), control2: p(-k, -r))
        path.cubic(to: p(r, 0), control1: p(k, -r), control2: p(r, -k))
        path.close()
        return path
    }

    @Test func addingAPathEqualsAddingItsFlattening() {
        let path = Self.circle(center: Point(x: 8.3, y: 7.6), radius: 6.2)
        var viaPath = Rasterizer(width: 17, height: 16)
        viaPath.add(path, dx: 0.25, dy: -0.5)
        var viaPolygon = Rasterizer(width: 17, height: 16)
        viaPolygon.add(path.flattened(), dx: 0.25, dy: -0.5)
        #expect(viaPath.coverage().values == viaPolygon.coverage().values)
    }

    /// A disc with a concentric hole drawn the other way round: an annulus whose
    /// coverage matches the reference and sums to the ring's area.
    @Test func annulus() {
        let outer = Self.circle(center: Point(x: 12, y: 12), radius: 10.5)
        let inner = Self.circle(center: Point(x: 12, y: 12), radius: 4.25)
            .transformed(by: .mirrorHorizontally(about: 12))  // reverses the orientation
        var path = outer
        path.append(inner)
        var r = Rasterizer(width: 24, height: 24)
        r.add(path)
        let flattened = path.flattened()
        #expect(flattened.contours.count == 2)
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(maxError(r.coverage(fillRule: rule), Reference.mask(flattened, width: 24, height: 24, rule: rule)) < 2e-6)
        }
        let total = r.coverage().values.reduce(0.0) { $0 + Double($1) }
        let ring = Double.pi * (10.5 * 10.5 - 4.25 * 4.25)
        // Flattening (≤ 0.02 px) and the κ approximation (≤ 0.03 %) only.
        #expect(abs(total - ring) < 0.02 * 2 * Double.pi * (10.5 + 4.25) + 3e-4 * ring)
    }
}
