import StarColor
import StarGeometry
import StarRaster
import Testing
import StarBadgeTestSupport

/// The 8-bit straight-alpha export: alpha = round(255·a), colour = round(255·c/a),
/// and 0, 0, 0, 0 where alpha rounds to 0.
@Suite struct StraightRGBA8Tests {
    static func paint(_ color: Color, coverages: [Float]) -> [UInt8] {
        var canvas = Canvas(width: coverages.count, height: 1)!
        canvas.fill(CoverageMask(originX: 0, originY: 0, width: coverages.count, height: 1, values: coverages),
                    with: color)
        return canvas.straightRGBA8()
    }

    /// A single colour over transparent keeps its exact straight value at every
    /// alpha > 0, for all 256 channel values and many coverages.
    @Test(arguments: [255, 254, 200, 128, 77, 3] as [UInt8])
    func singleColourIsExactAtEveryCoverage(alpha: UInt8) {
        var rng = SplitMix64(seed: UInt64(alpha))
        let steps: [Float] = (1...255).map { Float($0) / 255 }
        let random: [Float] = (0..<45).map { _ in Float(rng.unit()) }
        let tiny: [Float] = [1e-3, 2e-3, 0.5 / 255, 0.51 / 255]
        let coverages = steps + random + tiny
        for v in 0...255 {
            let color = Color(red: UInt8(v), green: UInt8(255 - v), blue: UInt8((v * 7) % 256), alpha: alpha)
            let bytes = Self.paint(color, coverages: coverages)
            for i in coverages.indices {
                let px = bytes[(4 * i)..<(4 * i + 4)]
                let a: Double = 255 * (Double(alpha) / 255 * Double(coverages[i]))
                let nearTie = abs(a - a.rounded(.down) - 0.5) < 1e-4
                #expect(nearTie || px.last == UInt8(a.rounded()))
                if px.last! > 0 {
                    #expect(Array(px.prefix(3)) == [color.red, color.green, color.blue],
                            "value \(v) alpha \(alpha) coverage \(coverages[i])")
                } else {
                    #expect(Array(px) == [0, 0, 0, 0])
                }
            }
        }
    }

    /// The badge's on colour on partially covered pixels.
    @Test func onColourOverTransparent() {
        let coverages = (1...1000).map { Float($0) / 1000 }
        let bytes = Self.paint(Color(red: 0xFF, green: 0xB4, blue: 0x00), coverages: coverages)
        for i in coverages.indices where bytes[4 * i + 3] > 0 {
            #expect(Array(bytes[(4 * i)..<(4 * i + 3)]) == [0xFF, 0xB4, 0x00])
        }
        #expect(bytes[3] == 0 && bytes[7] == 1 && bytes.suffix(4) == [0xFF, 0xB4, 0x00, 0xFF])
    }

    /// Alpha rounds half away from zero; tiny alpha becomes fully transparent.
    @Test(arguments: [
        (0.5, 128), (1.5 / 255, 2), (0.49 / 255, 0), (0.51 / 255, 1), (0, 0), (1, 255),
        (254.5 / 255, 255), (254.49 / 255, 254), (100.2 / 255, 100),
    ] as [(Float, UInt8)])
    func alphaRounding(coverage: Float, alpha: UInt8) {
        let bytes = Self.paint(.white, coverages: [coverage])
        #expect(bytes[3] == alpha)
        #expect(Array(bytes.prefix(3)) == (alpha == 0 ? [0, 0, 0] : [255, 255, 255]))
    }

    /// Mixed colours: colour = round(255·c/a) of the composited premultiplied value.
    @Test func colourRoundingOfComposites() throws {
        var rng = SplitMix64(seed: 77)
        var checked = 0
        for _ in 0..<400 {
            var canvas = try #require(Canvas(width: 1, height: 1))
            for _ in 0..<rng.int(1, 3) {
                let c = CanvasCompositingTests.randomColor(&rng)
                canvas.fill(CoverageMask(originX: 0, originY: 0, width: 1, height: 1, values: [Float(rng.unit())]), with: c)
            }
            let p = canvas[0, 0]
            let bytes = canvas.straightRGBA8()
            let alpha = (Double(p.w) * 255).rounded()
            #expect(Double(bytes[3]) == alpha)
            if alpha == 0 { #expect(bytes == [0, 0, 0, 0]); continue }
            for k in 0..<3 {
                let exact = 255 * Double(p[k]) / Double(p.w)
                // Away from a rounding tie the byte is determined.
                if abs(exact - exact.rounded(.down) - 0.5) > 1e-3 {
                    #expect(Double(bytes[k]) == min(255, exact.rounded()))
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

    @Test func layoutIsRowMajorRGBA() throws {
        var canvas = try #require(Canvas(width: 2, height: 2))
        canvas.fill(CoverageMask(originX: 1, originY: 1, width: 1, height: 1, values: [1]),
                    with: Color(red: 1, green: 2, blue: 3))
        #expect(canvas.straightRGBA8() == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 255])
    }
}
