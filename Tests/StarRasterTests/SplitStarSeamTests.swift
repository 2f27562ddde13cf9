import StarColor
import StarGeometry
import StarRaster
import Testing
import StarBadgeTestSupport

/// A star split between the on and off colours has no seam: on and off
/// coverage add up to the star's, and wholly covered pixels are opaque.
@Suite struct SplitStarSeamTests {
    static let on = Color(red: 0xFF, green: 0xB4, blue: 0x00)
    static let off = Color(red: 0xD9, green: 0xD9, blue: 0xD9)

    struct Case: Sendable, CustomTestStringConvertible {
        var star: StarShape
        var box: Rect
        var fraction: Double
        var direction: ReadingDirection
        var testDescription: String {
            "\(star.points)-point r=\(star.innerRatio) box=\(box) f=\(fraction) \(direction)"
        }
    }

    static let cases: [Case] = {
        var rng = SplitMix64(seed: 31337)
        let sizes = [6.0, 11.5, 24, 37.25, 61.3]
        return (0..<40).map { i in
            let star = i % 3 == 0 ? StarShape.default
                : StarShape(points: rng.int(3, 8), innerRatio: rng.uniform(0.15, 0.9))!
            let size = sizes[i % sizes.count]
            let box = Rect(x: rng.uniform(0, 4), y: rng.uniform(0, 4), width: size, height: size)
            return Case(star: star, box: box, fraction: rng.uniform(0.01, 0.99),
                        direction: rng.chance(0.5) ? .leftToRight : .rightToLeft)
        }
    }()

    /// One case painted the way the badge renderer paints a star.
    struct Painted {
        var polygon: Polygon, onPart: Polygon, offPart: Polygon
        var bounds: PixelRect
        var shapeMask: CoverageMask
        var canvas: Canvas
        var bytes: [UInt8]

        init(_ c: Case) throws {
            polygon = c.star.polygon(fittedInto: c.box)
            let extent = try #require(polygon.bounds)
            let fill = StarFill(fraction: c.fraction, bounds: extent, direction: c.direction)
            guard case .split(let line, let onSide) = fill else { throw Unexpected.notSplit(fill) }
            onPart = polygon.clipped(toVerticalLine: line, keeping: onSide)
            offPart = polygon.clipped(toVerticalLine: line, keeping: onSide == .left ? .right : .left)
            bounds = try #require(PixelRect(covering: c.box))
            var rasterizer = Rasterizer(width: 0, height: 0)
            shapeMask = rasterizer.coverage(of: polygon, in: bounds)
            let onMask = rasterizer.coverage(of: onPart, in: bounds)
            canvas = try #require(Canvas(width: bounds.minX + bounds.width + 1, height: bounds.minY + bounds.height + 1))
            canvas.fill(shape: shapeMask, on: onMask, onColor: SplitStarSeamTests.on, offColor: SplitStarSeamTests.off)
            bytes = canvas.straightRGBA8()
        }

        enum Unexpected: Error { case notSplit(StarFill) }

        var pixels: [(x: Int, y: Int)] {
            (bounds.minY..<(bounds.minY + bounds.height)).flatMap { y in
                (bounds.minX..<(bounds.minX + bounds.width)).map { x in (x, y) }
            }
        }

        func rgba(_ x: Int, _ y: Int) -> [UInt8] {
            let i = 4 * (y * canvas.width + x)
            return Array(bytes[i..<(i + 4)])
        }
    }

    @Test(arguments: cases)
    func splitStarHasNoSeam(_ c: Case) throws {
        let p = try Painted(c)
        let onPremultiplied = Self.on.premultiplied, offPremultiplied = Self.off.premultiplied
        for (x, y) in p.pixels {
            let refShape = Reference.coverage(p.polygon, px: x, py: y)
            let refOn = Reference.coverage(p.onPart, px: x, py: y)
            let refOff = Reference.coverage(p.offPart, px: x, py: y)
            let pixel = p.canvas[x, y]
            let rgba = p.rgba(x, y)
            // The two halves add up to the whole, in the reference and on the canvas:
            // painting in two colours loses nothing against the shape's own mask
            // ((total − on) + on in Float is total within an ulp or two; measured ≤ 6e-8).
            #expect(abs(refOn + refOff - refShape) < 1e-12)
            #expect(abs(pixel.w - p.shapeMask[x - p.bounds.minX, y - p.bounds.minY]) <= 1.2e-7)
            #expect(abs(Double(pixel.w) - refShape) < 2e-6)
            let expected = onPremultiplied * Float(refOn) + offPremultiplied * Float(refOff)
            #expect(largestDifference(pixel, expected) < 2e-6)
            if refShape >= 1 - 1e-12 { #expect(rgba[3] == 255, "pixel \(x),\(y) inside the star") }
            if rgba[3] > 0 && refOff == 0 { #expect(rgba[0..<3] == [0xFF, 0xB4, 0x00], "pixel \(x),\(y)") }
            if rgba[3] > 0 && refOn == 0 { #expect(rgba[0..<3] == [0xD9, 0xD9, 0xD9], "pixel \(x),\(y)") }
        }
    }

    /// The cases do exercise every kind of pixel.
    @Test func casesCoverEveryKindOfPixel() throws {
        var onlyOn = 0, onlyOff = 0, both = 0, interior = 0
        for c in Self.cases {
            let p = try Painted(c)
            for (x, y) in p.pixels where p.rgba(x, y)[3] > 0 {
                if Reference.coverage(p.polygon, px: x, py: y) >= 1 - 1e-12 { interior += 1 }
                let refOn = Reference.coverage(p.onPart, px: x, py: y)
                let refOff = Reference.coverage(p.offPart, px: x, py: y)
                if refOff == 0 { onlyOn += 1 } else if refOn == 0 { onlyOff += 1 } else { both += 1 }
            }
        }
        #expect(onlyOn > 1000 && onlyOff > 1000 && both > 100 && interior > 10_000)
    }

    /// Contract: "a pixel wholly inside the star is fully opaque", exactly 1.0
    /// in the Float canvas too (not 1 − ulp from summing cell deltas).
    @Test func whollyCoveredPixelsAreExactlyOpaqueOnTheCanvas() throws {
        var interior = 0, short: [Float] = []
        for c in Self.cases {
            let p = try Painted(c)
            for (x, y) in p.pixels where Reference.coverage(p.polygon, px: x, py: y) >= 1 - 1e-12 {
                interior += 1
                if p.canvas[x, y].w != 1 { short.append(p.canvas[x, y].w) }
            }
        }
        #expect(interior > 10_000)
        #expect(short.allSatisfy { $0 >= 1 - 1e-6 })
        let allExactlyOpaque = short.isEmpty
        #expect(allExactlyOpaque, "\(short.count) of \(interior) wholly covered pixels below 1, min \(short.min() ?? 1)")
    }
}
