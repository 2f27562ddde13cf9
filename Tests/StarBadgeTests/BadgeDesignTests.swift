import StarBadge
import StarPNG
import Testing

/// A design is everything but the rating: badges made from one equal the
/// badges made in one go, its checks happen once, and its layout is shared
/// when no text shows the rating.
@Suite("badge designs")
struct BadgeDesignTests {
    @Test("a design's badge for each rating equals the badge made in one go")
    func designBadgesEqualSpecs() throws {
        let face = try FontLibrary.defaultFace()
        let design = try BadgeDesign {
            $0.starCount = 7
            $0.fillMode = .precise
            $0.starSize = 19.5
            $0.label = LabelSpec(template: "{rating} of {max}", font: face)
        }
        let renderer = BadgeRenderer()
        for rating in [0.0, 1.25, 3.5, 6.99, 7] {
            let made = try design.badge(rating: rating)
            let direct = try BadgeSpec(rating: rating) {
                $0.starCount = 7
                $0.fillMode = .precise
                $0.starSize = 19.5
                $0.label = LabelSpec(template: "{rating} of {max}", font: face)
            }
            #expect(made == direct)
            #expect(renderer.image(for: made) == renderer.image(for: direct))
            #expect(made.labelText == direct.labelText)
        }
    }

    @Test("a label without the rating is laid out once; with it, per rating")
    func sharedLayout() throws {
        let face = try FontLibrary.defaultFace()
        let fixed = try BadgeDesign { $0.label = LabelSpec(template: "Reviews", font: face) }
        #expect(try fixed.badge(rating: 1).pixelSize == fixed.badge(rating: 4.5).pixelSize)
        let showing = try BadgeDesign { $0.label = LabelSpec(template: "{rating}", font: face) }
        #expect(try showing.badge(rating: 1).labelText == "1")
        #expect(try showing.badge(rating: 4.5).labelText == "4.5")
    }

    @Test("the rating is the only thing a badge checks")
    func ratingChecked() throws {
        let design = try BadgeDesign { $0.starCount = 3 }
        #expect(throws: BadgeError.self) { try design.badge(rating: 3.5) }
        #expect(throws: BadgeError.self) { try design.badge(rating: .nan) }
        #expect(throws: BadgeError.self) { try design.badge(rating: -1) }
        #expect(throws: BadgeError.self) { try BadgeDesign { $0.starSize = 0 } }
    }

    @Test("the rating is rounded once: the stars, the on colour and {shown} agree")
    func oneRounding() throws {
        let face = try FontLibrary.defaultFace()
        let design = try BadgeDesign {
            $0.fillMode = .half
            $0.label = LabelSpec(template: "{shown}", font: face)
            $0.onColorScale = try ColorScale(parsing: "steps:2.6=red,green")
        }
        let badge = try design.badge(rating: 2.74)
        #expect(badge.displayedRating == 2.5)
        #expect(badge.labelText == "2.5")
        // 2.74 itself is past the step; the shown 2.5 is not.
        #expect(badge.onColor == (try Color(parsing: "red")))
    }

    @Test("a k× variant is exactly k times the 1× size, the scale-k drawing padded")
    func exactVariants() throws {
        let renderer = BadgeRenderer()
        for (size, scale) in [(17.5, 1.0), (24, 1.5), (13.3, 1)] as [(Double, Double)] {
            let base = try BadgeSpec(rating: 3.5) { $0.starSize = size; $0.scale = scale }
            for factor in [2, 3] {
                let variant = try base.variant(scaledBy: factor)
                #expect(variant.pixelSize.width == factor * base.pixelSize.width)
                #expect(variant.pixelSize.height == factor * base.pixelSize.height)
                let image = renderer.image(for: variant)
                #expect(image.width == factor * base.pixelSize.width)
                let plain = renderer.image(for: try base.with(rating: 3.5, fillMode: .half, scale: scale * Double(factor)))
                for y in 0..<plain.height {
                    #expect(Array(image.rgba[(y * image.width * 4)..<(y * image.width * 4 + plain.width * 4)])
                            == Array(plain.rgba[(y * plain.width * 4)..<((y + 1) * plain.width * 4)]))
                }
            }
        }
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 1) { $0.scale = 40 }.variant(scaledBy: 2) }
    }

    @Test("in a shields style --section-color colours the section and --on-color the stars")
    func sectionColor() throws {
        let face = try FontLibrary.defaultFace()
        let red = Color(red: 0xE0, green: 0x30, blue: 0x30), navy = Color(red: 0, green: 0, blue: 0x80)
        let plain = try BadgeSpec(rating: 5) {
            $0.onColorScale = .constant(red)
            $0.style = .flatSquare
            $0.value = LabelSpec(template: "5", font: face)
        }
        #expect(plain.starSectionColor == red)
        #expect(plain.starOnColor != red)
        let sectioned = try BadgeSpec(rating: 5) {
            $0.onColorScale = .constant(red)
            $0.style = .flatSquare
            $0.value = LabelSpec(template: "5", font: face)
            $0.sectionColor = navy
        }
        #expect(sectioned.starSectionColor == navy)
        #expect(sectioned.starOnColor == red)
        let image = BadgeRenderer().image(for: sectioned)
        let box = sectioned.layout.starBoxes[0]
        // The centre of a full star is the on colour; a pixel between stars is the section's.
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[(4 * (y * image.width + x))..<(4 * (y * image.width + x) + 3)]) }
        #expect(pixel(Int(box.midX), Int(box.midY)) == [red.red, red.green, red.blue])
        #expect(pixel(Int(box.maxX) + 1, 1) == [navy.red, navy.green, navy.blue])
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 1) { $0.sectionColor = navy } }
    }
}
