import Testing
import StarBadge
import StarGeometry
import StarBadgeTestSupport

/// Outlined empty stars, star borders and rounded tips, as drawn.
@Suite("Star appearance")
struct StarAppearanceRenderTests {
    static func render(_ spec: BadgeSpec) -> PNGImage {
        let renderer = BadgeRenderer()
        return renderer.image(for: spec)
    }

    @Test("an outlined empty star is transparent inside and off-coloured at its edge")
    func outline() throws {
        let spec = try BadgeSpec(rating: 0) {
            $0.starCount = 1
            $0.starSize = 48
            $0.starAppearance = StarAppearance(emptyStars: .outline, outlineWidth: 2)
        }
        let image = Self.render(spec)
        #expect(image[28, 30].alpha == 0)  // the centre of the star
        // Coverage adds up to the band's area: about perimeter × width.
        let polygon = spec.starPolygon(in: spec.layout.starBox(0))
        let inset = polygon.inset(by: 2)
        let band = polygon.signedArea - inset.signedArea
        let drawn = (0..<image.height).flatMap { y in (0..<image.width).map { x in Double(image[x, y].alpha) / 255 } }
            .reduce(0, +)
        #expect(abs(drawn - band) < 0.5, "\(drawn) vs \(band)")
    }

    @Test("a split outlined star: on part filled, off part outlined, no seam on the split line")
    func splitOutline() throws {
        let spec = try BadgeSpec(rating: 0.5) {
            $0.starCount = 1
            $0.starSize = 48
            $0.padding = 0
            $0.starAppearance = StarAppearance(emptyStars: .outline, outlineWidth: 2)
        }
        let image = Self.render(spec)
        // Left of the middle: solid on colour; right of it, inside: transparent.
        #expect(image[18, 26] == (255, 0xB4, 0, 255))
        #expect(image[30, 26].alpha == 0)
    }

    @Test("a star border is drawn around the on part in its colour, with the fill inside")
    func border() throws {
        let brown = Color(red: 0x80, green: 0x40, blue: 0)
        let spec = try BadgeSpec(rating: 1) {
            $0.starCount = 1
            $0.starSize = 48
            $0.padding = 0
            $0.starAppearance = StarAppearance(borderColor: brown, borderWidth: 3)
        }
        let image = Self.render(spec)
        #expect(image[24, 30] == (255, 0xB4, 0, 255))
        // Near the top tip the band is all there is.
        #expect(image[24, 3] == (0x80, 0x40, 0, image[24, 3].alpha))
        #expect(image[24, 3].alpha > 100)
    }

    @Test("a split star with a border: every pixel wholly inside is opaque (three colours, no seam)")
    func splitBorder() throws {
        let spec = try BadgeSpec(rating: 0.37) {
            $0.starCount = 1
            $0.fillMode = .precise
            $0.starSize = 48
            $0.padding = 0
            $0.starAppearance = StarAppearance(borderColor: .black, borderWidth: 2)
        }
        let image = Self.render(spec)
        let polygon = spec.starPolygon(in: spec.layout.starBox(0))
        let vertices = polygon.contours[0].map { (x: $0.x, y: $0.y) }
        var inside = 0, translucent = 0
        for y in 0..<image.height {
            for x in 0..<image.width where abs(ExactCoverage.area(of: vertices, inPixelX: x, y: y)) >= 1 - 1e-12 {
                inside += 1
                if image[x, y].alpha != 255 { translucent += 1 }
            }
        }
        #expect(inside > 500)
        #expect(translucent == 0)
    }

    @Test("rounded tips: the top tip is blunter, the star still fills its box")
    func roundedTips() throws {
        let sharp = try BadgeSpec(rating: 1) { $0.starCount = 1; $0.starSize = 48; $0.padding = 0 }
        let round = try BadgeSpec(rating: 1) {
            $0.starCount = 1
            $0.starSize = 48
            $0.padding = 0
            $0.starAppearance = StarAppearance(cornerRadius: 3)
        }
        let box = sharp.layout.starBox(0)
        let roundBounds = try #require(round.starPolygon(in: box).bounds)
        #expect(abs(max(roundBounds.width, roundBounds.height) - 48) < 1e-9)
        #expect(abs(roundBounds.midX - box.midX) < 1e-9 && abs(roundBounds.midY - box.midY) < 1e-9)
        // Just below the top, the rounded tip is wider than the sharp one.
        let a = Self.render(sharp), b = Self.render(round)
        let sharpRow = (0..<48).reduce(0) { $0 + Int(a[$1, 2].alpha) }
        let roundRow = (0..<48).reduce(0) { $0 + Int(b[$1, 2].alpha) }
        #expect(roundRow > sharpRow)
    }

    @Test("widths and radii are checked with the settings, naming the setting")
    func validation() throws {
        for (appearance, setting) in [(StarAppearance(outlineWidth: 0), BadgeSetting.starAppearanceOutlineWidth),
                                      (StarAppearance(borderWidth: -1), .starAppearanceBorderWidth),
                                      (StarAppearance(borderWidth: .infinity), .starAppearanceBorderWidth),
                                      (StarAppearance(cornerRadius: -2), .starAppearanceCornerRadius),
                                      (StarAppearance(cornerRadius: 5000), .starAppearanceCornerRadius)] {
            let error = try #require(throws: BadgeError.self) { try BadgeDesign { $0.starAppearance = appearance } }
            #expect(error.setting == setting)
        }
        // A nested value is set in place, as any setting.
        let design = try BadgeDesign { $0.starAppearance.emptyStars = .outline; $0.starAppearance.outlineWidth = 2 }
        #expect(design.starAppearance == StarAppearance(emptyStars: .outline, outlineWidth: 2))
        #expect(throws: BadgeError.self) { try BadgeDesign { $0.starAppearance.outlineWidth = -2 } }
    }
}

private func == (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (Int, Int, Int, Int)) -> Bool {
    Int(a.red) == b.0 && Int(a.green) == b.1 && Int(a.blue) == b.2 && Int(a.alpha) == b.3
}

private func == (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (Int, Int, Int, UInt8)) -> Bool {
    Int(a.red) == b.0 && Int(a.green) == b.1 && Int(a.blue) == b.2 && a.alpha == b.3
}
