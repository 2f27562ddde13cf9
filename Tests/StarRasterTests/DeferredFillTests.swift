@testable import StarRaster
import StarColor
import Testing
import StarBadgeTestSupport

/// A transparent canvas keeps fills that do not overlap as they are and
/// converts them to bytes directly (or copies a fill's tile); an
/// overlapping fill composites them first. Either way every pixel, byte and
/// read must be what compositing each fill in order onto transparent pixels
/// gives.
@Suite("deferred fills")
struct DeferredFillTests {
    struct Fill {
        let mask: CoverageMask
        let on: Color, off: Color
        let onMask: CoverageMask?
    }

    /// Compositing by hand, in order, with the canvas's own arithmetic.
    static func reference(_ fills: [Fill], width: Int, height: Int) -> [SIMD4<Float>] {
        var pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
        for fill in fills {
            for my in 0..<fill.mask.height {
                for mx in 0..<fill.mask.width {
                    let x = fill.mask.originX + mx, y = fill.mask.originY + my
                    guard x >= 0, x < width, y >= 0, y < height else { continue }
                    let c = fill.mask[mx, my]
                    guard c > 0 else { continue }
                    let src: SIMD4<Float>
                    if let onMask = fill.onMask {
                        let onCoverage = min(onMask[mx, my], c)
                        src = fill.on.premultiplied * onCoverage + fill.off.premultiplied * (c - onCoverage)
                    } else {
                        src = fill.on.premultiplied * c
                    }
                    pixels[y * width + x] = src + pixels[y * width + x] * (1 - src.w)
                }
            }
        }
        return pixels
    }

    /// Random fills; about a third repeat an earlier one elsewhere (the same
    /// stored coverage and colours, as repeated stars do), sometimes
    /// clipped differently by the canvas edge.
    static func randomFills(_ rng: inout SplitMix64, count: Int, spread: Int) -> [Fill] {
        var fills: [Fill] = []
        for _ in 0..<count {
            if let earlier = fills.isEmpty || rng.int(0, 2) != 0 ? nil : fills[rng.int(0, fills.count - 1)] {
                let x = rng.int(-3, spread), y = rng.int(-3, 12)
                func moved(_ mask: CoverageMask) -> CoverageMask {
                    CoverageMask(originX: x, originY: y, width: mask.width, height: mask.height, values: mask.values)
                }
                fills.append(Fill(mask: moved(earlier.mask), on: earlier.on, off: earlier.off, onMask: earlier.onMask.map(moved)))
                continue
            }
            let w = rng.int(1, 9), h = rng.int(1, 7)
            let values = (0..<(w * h)).map { _ in rng.int(0, 3) == 0 ? Float(0) : Float(rng.int(0, 1000)) / 1000 }
            let mask = CoverageMask(originX: rng.int(-3, spread), originY: rng.int(-3, 12), width: w, height: h, values: values)
            let onMask = rng.int(0, 1) == 0 ? nil
                : CoverageMask(originX: mask.originX, originY: mask.originY, width: w, height: h,
                               values: values.map { $0 * Float(rng.int(0, 100)) / 100 })
            func color() -> Color {
                Color(red: UInt8(rng.int(0, 255)), green: UInt8(rng.int(0, 255)), blue: UInt8(rng.int(0, 255)),
                      alpha: UInt8(rng.int(0, 255)))
            }
            fills.append(Fill(mask: mask, on: color(), off: color(), onMask: onMask))
        }
        return fills
    }

    /// The same coverage somewhere else (a tile does not depend on the origin).
    static func moved(_ mask: CoverageMask) -> CoverageMask {
        CoverageMask(originX: mask.originX + 5, originY: mask.originY - 2, width: mask.width, height: mask.height,
                     values: mask.values)
    }

    @Test("a tile of another size is ignored")
    func mismatchedTile() throws {
        let mask = CoverageMask(originX: 1, originY: 1, width: 3, height: 2, values: [0.5, 1, 0.25, 1, 0, 0.75])
        let other = CoverageMask(originX: 0, originY: 0, width: 2, height: 3, values: [1, 1, 1, 1, 1, 1])
        let color = Color(red: 200, green: 100, blue: 50, alpha: 255)
        var plain = try #require(Canvas(width: 6, height: 4)), tiled = plain
        plain.fill(mask, with: color)
        tiled.fill(mask, with: color, tile: StraightTile(other, with: color))
        #expect(tiled.straightRGBA8() == plain.straightRGBA8())
    }

    @Test("pixels, reads and bytes equal compositing in order, overlapping or not", arguments: [4, 40, 400])
    func matchesReference(spread: Int) throws {
        var rng = SplitMix64(seed: UInt64(spread))
        for round in 0..<200 {
            let width = 24 + spread, height = 16
            let fills = Self.randomFills(&rng, count: rng.int(1, 12), spread: spread)
            var canvas = try #require(Canvas(width: width, height: height))
            for fill in fills {
                // Half the fills bring their tile, made from the same mask elsewhere.
                let withTile = rng.int(0, 1) == 0
                if let onMask = fill.onMask {
                    let tile = withTile ? StraightTile(shape: Self.moved(fill.mask), on: Self.moved(onMask),
                                                       onColor: fill.on, offColor: fill.off) : nil
                    canvas.fill(shape: fill.mask, on: onMask, onColor: fill.on, offColor: fill.off, tile: tile)
                } else {
                    canvas.fill(fill.mask, with: fill.on, tile: withTile ? StraightTile(Self.moved(fill.mask), with: fill.on) : nil)
                }
            }
            let expected = Self.reference(fills, width: width, height: height)
            #expect(canvas.pixels == expected, "round \(round)")
            #expect(canvas[width / 2, 5] == expected[5 * width + width / 2])
            let bytes = expected.flatMap { pixel -> [UInt8] in
                let b = Canvas.straightPixel(pixel)
                return [b.x, b.y, b.z, b.w]
            }
            #expect(canvas.straightRGBA8() == bytes, "round \(round)")
            // Into a wider destination (a sprite cell), rows 8 bytes apart more.
            let rowBytes = width * 4 + 8
            var strided = [UInt8](repeating: 0, count: rowBytes * height)
            strided.withUnsafeMutableBytes { canvas.writeStraightRGBA8(into: $0.baseAddress!, rowBytes: rowBytes) }
            let rows = (0..<height).flatMap { y in strided[(y * rowBytes)..<(y * rowBytes + width * 4)] }
            #expect(rows == bytes, "round \(round)")
            #expect((0..<height).allSatisfy { y in strided[(y * rowBytes + width * 4)..<((y + 1) * rowBytes)].allSatisfy { $0 == 0 } })
        }
    }
}

/// The steady-colour writer's alpha byte, computed by float arithmetic
/// alone so that rows vectorise, equals `Canvas.alphaByte` for every
/// coverage from half a step to past 1 (every 97th float; the tails, and
/// the values where the rounding turns, whole).
@Suite struct SteadyAlphaByteTests {
    @Test func floatArithmeticRoundsAsTheCanvasDoes() {
        var mismatches: [Float] = []
        func check(_ c: Float) {
            if CanvasFill.alphaByte(c) != UInt32(Canvas.alphaByte(c)), mismatches.count < 10 { mismatches.append(c) }
        }
        let first = (Float(0.5) / 255).bitPattern, last = Float(1.25).bitPattern
        var checked = 0
        var bits = first
        while bits <= last {
            check(Float(bitPattern: bits))
            bits += bits - first < 4096 || last - bits < 4096 ? 1 : 97
            checked += 1
        }
        // Around each turn of the rounding (c·255 + 0.5 crossing a whole number).
        for k in 1...256 {
            var c = (Float(k) - 0.5) / 255
            for _ in 0..<64 { c = c.nextDown }
            for _ in 0..<128 {
                check(c)
                c = c.nextUp
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(checked > 100_000)
    }
}
