import StarColor
import StarGeometry
import StarRaster
import Testing
import StarBadgeTestSupport

/// Source-over compositing in premultiplied Float against the textbook formula.
@Suite struct CanvasCompositingTests {
    /// Premultiplied (r·a, g·a, b·a, a) in Double, from 8-bit straight colour.
    static func premultiplied(_ c: Color) -> [Double] {
        let a = Double(c.alpha) / 255
        return [Double(c.red) / 255 * a, Double(c.green) / 255 * a, Double(c.blue) / 255 * a, a]
    }

    /// out = src·coverage + dst·(1 − src.a·coverage), channel by channel.
    static func over(_ src: Color, coverage: Double, _ dst: [Double]) -> [Double] {
        let s = premultiplied(src).map { $0 * coverage }
        return (0..<4).map { s[$0] + dst[$0] * (1 - s[3]) }
    }

    static func randomColor(_ rng: inout SplitMix64) -> Color {
        Color(red: UInt8(rng.int(0, 255)), green: UInt8(rng.int(0, 255)),
              blue: UInt8(rng.int(0, 255)), alpha: UInt8(rng.int(0, 255)))
    }

    static func mask(_ values: [Float], width: Int, originX: Int = 0, originY: Int = 0) -> CoverageMask {
        CoverageMask(originX: originX, originY: originY, width: width, height: values.count / width, values: values)
    }

    @Test func premultipliedColor() {
        let c = Color(red: 255, green: 102, blue: 0, alpha: 51)
        #expect(c.premultiplied == SIMD4<Float>(0.2, 0.4 * 0.2, 0, 0.2))
        #expect(Color.transparent.premultiplied == .zero)
        #expect(Color.white.premultiplied == SIMD4(repeating: 1))
        #expect(Color(red: 1, green: 2, blue: 3).alpha == 255)
    }

    @Test func backgroundFillsTheCanvas() throws {
        let background = Color(red: 10, green: 20, blue: 30, alpha: 40)
        let canvas = try #require(Canvas(width: 3, height: 2, background: background))
        #expect(canvas.pixels.count == 6)
        #expect(canvas.pixels.allSatisfy { $0 == background.premultiplied })
        #expect(try #require(Canvas(width: 1, height: 1)).pixels == [.zero])
    }

    @Test(arguments: [(0, 1), (1, 0), (-1, 5), (5, -1), (Int.max, 2), (2, Int.max / 2 + 1)])
    func invalidSizesAreRejected(width: Int, height: Int) {
        #expect(Canvas(width: width, height: height) == nil)
    }

    /// Translucent paint over a translucent background, layered three times.
    @Test func sourceOverMatchesTheFormula() throws {
        var rng = SplitMix64(seed: 4242)
        for _ in 0..<50 {
            let background = Self.randomColor(&rng)
            let width = 16
            var canvas = try #require(Canvas(width: width, height: 1, background: background))
            var expected = Array(repeating: Self.premultiplied(background), count: width)
            for _ in 0..<3 {
                let paint = Self.randomColor(&rng)
                let coverage = (0..<width).map { i in i == 0 ? 0 : i == 1 ? 1 : Float(rng.unit()) }
                canvas.fill(Self.mask(coverage, width: width), with: paint)
                for i in 0..<width {
                    expected[i] = Self.over(paint, coverage: Double(coverage[i]), expected[i])
                }
            }
            for i in 0..<width {
                let p = canvas[i, 0]
                for k in 0..<4 { #expect(abs(Double(p[k]) - expected[i][k]) < 1e-6) }
            }
        }
    }

    /// Zero coverage leaves a pixel bit-for-bit unchanged.
    @Test func zeroCoverageLeavesPixelsAlone() throws {
        let background = Color(red: 1, green: 2, blue: 3, alpha: 4)
        var canvas = try #require(Canvas(width: 2, height: 1, background: background))
        canvas.fill(Self.mask([0, 1], width: 2), with: Color(red: 9, green: 9, blue: 9, alpha: 9))
        #expect(canvas[0, 0] == background.premultiplied)
        #expect(canvas[1, 0] != background.premultiplied)
    }

    /// An opaque paint at full coverage replaces what was there exactly.
    @Test func opaqueFullCoverageReplaces() throws {
        var canvas = try #require(Canvas(width: 1, height: 1, background: Color(red: 50, green: 60, blue: 70, alpha: 200)))
        let paint = Color(red: 0xFF, green: 0xB4, blue: 0x00)
        canvas.fill(Self.mask([1], width: 1), with: paint)
        #expect(canvas[0, 0] == paint.premultiplied)
        #expect(canvas.straightRGBA8() == [0xFF, 0xB4, 0x00, 0xFF])
    }

    /// Mask pixels outside the canvas are ignored, on every side.
    @Test(arguments: [(-2, -3), (3, -1), (-4, 2), (2, 2), (-10, 0), (0, 10), (7, 0)])
    func maskPartlyOutsideTheCanvas(originX: Int, originY: Int) throws {
        let (mw, mh) = (5, 4)
        let values = (0..<(mw * mh)).map { Float($0 + 1) / Float(mw * mh) }
        let mask = CoverageMask(originX: originX, originY: originY, width: mw, height: mh, values: values)
        var canvas = try #require(Canvas(width: 6, height: 5))
        canvas.fill(mask, with: .white)
        for y in 0..<5 {
            for x in 0..<6 {
                let mx = x - originX, my = y - originY
                let inside = mx >= 0 && mx < mw && my >= 0 && my < mh
                #expect(canvas[x, y].w == (inside ? mask[mx, my] : 0), "pixel \(x),\(y)")
            }
        }
    }

    /// With the on mask exceeding the shape (float noise), the on part is
    /// clamped to the shape and the off colour gets nothing.
    @Test func splitFillClampsOnToShape() throws {
        var canvas = try #require(Canvas(width: 3, height: 1))
        let shape = Self.mask([0.5, 1, 0.25], width: 3)
        let onMask = Self.mask([0.6, 0.3, 0], width: 3)
        let on = Color(red: 255, green: 0, blue: 0), off = Color(red: 0, green: 0, blue: 255)
        canvas.fill(shape: shape, on: onMask, onColor: on, offColor: off)
        #expect(canvas[0, 0] == SIMD4(0.5, 0, 0, 0.5))
        #expect(abs(canvas[1, 0].x - 0.3) < 1e-7 && abs(canvas[1, 0].z - 0.7) < 1e-7 && canvas[1, 0].w == 1)
        #expect(canvas[2, 0] == SIMD4(0, 0, 0.25, 0.25))
    }
}
