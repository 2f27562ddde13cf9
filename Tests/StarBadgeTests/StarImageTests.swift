import Foundation
import Testing
import StarBadgeTestSupport
import StarBadge
import StarPNG
import StarGeometry

/// Pictures instead of shapes: decoding limits, fitting, resampling, partial stars.
@Suite("Star images")
struct StarImageTests {
    static func image(_ name: String) throws -> StarImage {
        try FixtureImages.ensure()
        return try StarImage(pngBytes: Array(Data(contentsOf: FixtureImages.url(name))), name: name)
    }

    static func render(_ spec: BadgeSpec) -> PNGImage {
        let renderer = BadgeRenderer()
        return renderer.image(for: spec)
    }

    @Test("not a PNG, a broken PNG, too many pixels, all transparent: errors naming the setting")
    func bad() throws {
        let text = try #require(throws: BadgeError.self) { try StarImage(pngBytes: Array("hello".utf8), setting: .imagesEmpty) }
        #expect(text.setting == .imagesEmpty && "\(text)".contains("PNG signature"))
        let valid = try PNGEncoder().encode(PNGImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))!)
        let broken = try #require(throws: BadgeError.self) { try StarImage(pngBytes: Array(valid.prefix(40))) }
        #expect(broken.setting == .imagesFull)
        let huge = try PNGEncoder().encode(PNGImage(width: 2049, height: 2048, rgba: [UInt8](repeating: 255, count: 2049 * 2048 * 4))!)
        let tooLarge = try #require(throws: BadgeError.self) { try StarImage(pngBytes: huge) }
        #expect("\(tooLarge)".contains("2049×2048"))
        let clear = try PNGEncoder().encode(PNGImage(width: 3, height: 3, rgba: [UInt8](repeating: 0, count: 36))!)
        #expect(throws: BadgeError.self) { try StarImage(pngBytes: clear) }
    }

    @Test("full, half and empty pictures in their boxes")
    func threeImages() throws {
        let images = StarImages(full: try Self.image("medal-full.png"), half: try Self.image("medal-half.png"),
                                empty: try Self.image("medal-empty.png"))
        let spec = try BadgeSpec(rating: 2.5) { $0.starSize = 40; $0.padding = 0; $0.images = images }
        let image = Self.render(spec)
        // 40-px boxes hold the 40-px pictures pixel for pixel (no resampling blur).
        let full = try PNGDecoder().decode(Array(Data(contentsOf: FixtureImages.url("medal-full.png"))))
        for (x, y) in [(20, 20), (5, 20), (20, 37), (12, 9)] {
            #expect(image[x, y] == full[x, y], "\(x),\(y)")
        }
        let half = try PNGDecoder().decode(Array(Data(contentsOf: FixtureImages.url("medal-half.png"))))
        #expect(image[2 * 44 + 10, 20] == half[10, 20] && image[2 * 44 + 30, 20] == half[30, 20])
        let empty = try PNGDecoder().decode(Array(Data(contentsOf: FixtureImages.url("medal-empty.png"))))
        #expect(image[4 * 44 + 20, 1] == empty[20, 1])
    }

    @Test("without a half image, a partial star is the full picture up to the split and the empty one after")
    func clipped() throws {
        let images = StarImages(full: try Self.image("medal-full.png"), empty: try Self.image("medal-empty.png"))
        let spec = try BadgeSpec(rating: 0.3) {
            $0.starCount = 1
            $0.fillMode = .precise
            $0.starSize = 40
            $0.padding = 0
            $0.images = images
        }
        let image = Self.render(spec)
        let full = try PNGDecoder().decode(Array(Data(contentsOf: FixtureImages.url("medal-full.png"))))
        let empty = try PNGDecoder().decode(Array(Data(contentsOf: FixtureImages.url("medal-empty.png"))))
        #expect(image[5, 20] == full[5, 20])    // left of x = 12
        #expect(image[30, 20] == empty[30, 20]) // right of it
        #expect(image[20, 20].alpha == 0)       // the empty medal's hole
        // Right to left the full part is on the right.
        let rtl = Self.render(try BadgeSpec(rating: 0.3) {
            $0.starCount = 1
            $0.fillMode = .precise
            $0.starSize = 40
            $0.padding = 0
            $0.direction = .rightToLeft
            $0.images = images
        })
        #expect(rtl[35, 20] == full[35, 20] && rtl[10, 20] == empty[10, 20])
    }

    @Test("right to left, the half picture is mirrored")
    func mirroredHalf() throws {
        let images = StarImages(full: try Self.image("medal-full.png"), half: try Self.image("medal-half.png"),
                                empty: try Self.image("medal-empty.png"))
        let spec = try BadgeSpec(rating: 0.5) {
            $0.starCount = 1
            $0.starSize = 40
            $0.padding = 0
            $0.direction = .rightToLeft
            $0.images = images
        }
        let image = Self.render(spec)
        let half = try PNGDecoder().decode(Array(Data(contentsOf: FixtureImages.url("medal-half.png"))))
        for (x, y) in [(5, 20), (30, 20), (12, 9), (33, 30)] {
            #expect(image[x, y] == half[39 - x, y], "\(x),\(y)")
        }
    }

    @Test("without an empty image, empty stars are the full picture's silhouette in the off colour")
    func silhouette() throws {
        let images = StarImages(full: try Self.image("medal-full.png"))
        let spec = try BadgeSpec(rating: 0) {
            $0.starCount = 1
            $0.starSize = 40
            $0.padding = 0
            $0.offColor = Color(red: 10, green: 20, blue: 30)
            $0.images = images
        }
        let image = Self.render(spec)
        #expect(image[20, 20] == (10, 20, 30, 255))
        #expect(image[0, 0].alpha == 0)
    }

    @Test("shrinking averages the area under each pixel (premultiplied); enlarging interpolates")
    func resampling() throws {
        // The 8×8 dots into a 2×2 box: each pixel is one quadrant's average.
        let dots = try Self.image("dots-8.png")
        let small = Self.render(try BadgeSpec(rating: 1) {
            $0.starCount = 1
            $0.starSize = 2
            $0.padding = 0
            $0.images = StarImages(full: dots)
        })
        #expect(small[0, 0] == (255, 0, 0, 128))
        #expect(small[1, 0] == (0, 255, 0, 255) && small[0, 1] == (0, 0, 255, 255) && small[1, 1] == (255, 255, 0, 255))
        // Into a 3×3 box, the middle pixel averages all four quadrants by area: premultiplied, so the
        // half-transparent red counts half.
        let middle = Self.render(try BadgeSpec(rating: 1) {
            $0.starCount = 1
            $0.starSize = 3
            $0.padding = 0
            $0.images = StarImages(full: dots)
        })[1, 1]
        #expect(abs(Int(middle.alpha) - Int((0.875 * 255).rounded())) <= 1)
        #expect(abs(Int(middle.red) - Int((1.5 / 3.5 * 255).rounded())) <= 1)
        // Enlarged 8 → 64: smooth, no value outside the picture's range, corners keep their colours.
        let big = Self.render(try BadgeSpec(rating: 1) {
            $0.starCount = 1
            $0.starSize = 64
            $0.padding = 0
            $0.images = StarImages(full: dots)
        })
        #expect(big[2, 2] == (255, 0, 0, 128) && big[61, 61] == (255, 255, 0, 255))
        let between = big[32, 40]  // on the green/yellow… blue/yellow border: a blend
        #expect(between.alpha == 255)
    }

    @Test("a wide picture is aspect-fitted and centred in its square box")
    func aspectFit() throws {
        let banner = try Self.image("banner-wide.png")
        let spec = try BadgeSpec(rating: 1) {
            $0.starCount = 1
            $0.starSize = 32
            $0.padding = 0
            $0.images = StarImages(full: banner)
        }
        let image = Self.render(spec)
        // 64×32 into 32×32: 32×16, rows 8..<24.
        #expect(image[16, 4].alpha == 0 && image[16, 27].alpha == 0)
        #expect(image[16, 16].alpha == 255)
        #expect(spec.starBounds[0] == Rect(x: 0, y: 8, width: 32, height: 16))
    }

    @Test("by area, the split leaves that share of the picture's opacity on the on side")
    func byArea() throws {
        let medal = try Self.image("medal-full.png")
        let spec = try BadgeSpec(rating: 0.25) {
            $0.starCount = 1
            $0.fillMode = .precise
            $0.starSize = 40
            $0.padding = 0
            $0.fillMeasure = .area
            $0.images = StarImages(full: medal)
        }
        let image = Self.render(spec)
        // The off part is the silhouette in the default off colour #D9D9D9. A quarter of a disc's area lies left of a line further right than a quarter of its width.
        var firstOff = 40
        for x in 0..<40 where image[x, 20] == (0xD9, 0xD9, 0xD9, 255) { firstOff = x; break }
        #expect(firstOff > 11, "split at \(firstOff)")
    }

    @Test("the same picture is the same value (and hashes alike)")
    func equality() throws {
        let a = try Self.image("medal-full.png"), b = try Self.image("medal-full.png")
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != (try Self.image("medal-half.png")))
    }
}

private func == (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
}

private func == (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (Int, Int, Int, Int)) -> Bool {
    Int(a.red) == b.0 && Int(a.green) == b.1 && Int(a.blue) == b.2 && Int(a.alpha) == b.3
}
