import Testing
@testable import StarPNG

/// Every pixel format the encoder can choose decodes to exactly the input pixels.
@Suite("Smallest lossless pixel format")
struct PixelFormatTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let expected: PNGPixelFormat?  // nil: only the kind matters (palette contents vary)
        let kind: String
        let pixel: @Sendable (Int, Int) -> [UInt8]
    }

    static let samples: [Sample] = [
        Sample(testDescription: "black and white", expected: .grey(bitDepth: 1), kind: "grey") { x, y in
            let v: UInt8 = (x + y) % 2 == 0 ? 0 : 255; return [v, v, v, 255]
        },
        Sample(testDescription: "four greys", expected: .grey(bitDepth: 2), kind: "grey") { x, _ in
            let v = UInt8((x % 4) * 85); return [v, v, v, 255]
        },
        Sample(testDescription: "sixteen greys", expected: .grey(bitDepth: 4), kind: "grey") { x, _ in
            let v = UInt8((x % 16) * 17); return [v, v, v, 255]
        },
        Sample(testDescription: "all greys", expected: .grey(bitDepth: 8), kind: "grey") { x, y in
            let v = UInt8((x * 7 + y * 3) % 256); return [v, v, v, 255]
        },
        Sample(testDescription: "grey with alpha", expected: .greyAlpha, kind: "greyAlpha") { x, y in
            let v = UInt8((x * 7 + y * 3) % 256); return [v, v, v, UInt8((x * 11) % 256)]
        },
        Sample(testDescription: "opaque colours", expected: .rgb, kind: "rgb") { x, y in
            [UInt8(x % 256), UInt8(y % 256), UInt8((x * y) % 256), 255]
        },
        Sample(testDescription: "translucent colours", expected: .rgba, kind: "rgba") { x, y in
            [UInt8(x % 256), UInt8(y % 256), UInt8((x * y) % 256), UInt8((x + y) % 256)]
        },
        Sample(testDescription: "two colours", expected: nil, kind: "palette1") { x, _ in
            x % 2 == 0 ? [255, 180, 0, 255] : [0, 0, 0, 0]
        },
        Sample(testDescription: "three colours", expected: nil, kind: "palette2") { x, _ in
            [[255, 180, 0, 255], [0, 0, 0, 0], [217, 217, 217, 128]][x % 3]
        },
        Sample(testDescription: "ten colours", expected: nil, kind: "palette4") { x, _ in
            [UInt8(x % 10 * 20), 0, 200, UInt8(255 - x % 10)]
        },
        Sample(testDescription: "a hundred colours", expected: nil, kind: "palette8") { x, y in
            [UInt8((x + y) % 100), 50, 0, UInt8(155 + (x + y) % 100)]
        },
    ]

    static func image(_ sample: Sample, width: Int = 61, height: Int = 37) -> PNGImage? {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { bytes += sample.pixel(x, y) } }
        return PNGImage(width: width, height: height, rgba: bytes)
    }

    @Test("is chosen and round-trips exactly", arguments: samples)
    func roundTrip(_ sample: Sample) throws {
        let image = try #require(Self.image(sample))
        let format = PNGPixelFormat.smallest(for: image)
        if let expected = sample.expected {
            #expect(format == expected)
        } else if case .palette(let colors, let depth) = format {
            #expect("palette\(depth)" == sample.kind, "palette of \(colors.count) at \(depth) bits")
        } else {
            Issue.record("expected a palette, got \(format)")
        }
        // The format itself, written and read back.
        for candidate in [format, .rgba] {
            let rows = PixelPacking.pack(image, as: candidate)
            #expect(rows.count == PixelPacking.rowBytes(width: image.width, format: candidate) * image.height)
        }
        let bytes = try PNGEncoder().encode(image)
        #expect(try PNGDecoder().decode(bytes) == image)
        let optimized = try PNGEncoder(optimize: true).encode(image)
        #expect(optimized.count <= bytes.count)
        #expect(try PNGDecoder().decode(optimized) == image)
    }

    @Test("every palette depth and format written directly decodes to the same pixels", arguments: samples)
    func forcedFormat(_ sample: Sample) throws {
        let image = try #require(Self.image(sample, width: 13, height: 5))
        for choice in [PNGEncoder.FormatChoice.rgba, .smallestLossless] {
            let encoder = PNGEncoder(format: choice, compression: .init(filter: .every(4)))
            #expect(try PNGDecoder().decode(encoder.encode(image)) == image)
        }
    }

    @Test("the palette order does not depend on pixel order")
    func paletteIsSorted() throws {
        let a = try #require(PNGImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 9, 9, 9, 100]))
        let b = try #require(PNGImage(width: 2, height: 1, rgba: [9, 9, 9, 100, 1, 2, 3, 255]))
        guard case .palette(let pa, _) = PNGPixelFormat.smallest(for: a),
              case .palette(let pb, _) = PNGPixelFormat.smallest(for: b) else {
            Issue.record("expected palettes"); return
        }
        #expect(pa == pb)
        #expect(pa.first == 0x0909_0964, "translucent entries first")
    }
}
