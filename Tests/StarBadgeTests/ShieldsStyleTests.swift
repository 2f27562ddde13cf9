import Testing
import StarBadge

/// The shields.io-like styles.
@Suite("Badge styles")
struct ShieldsStyleTests {
    static func spec(_ style: BadgeStyle, rating: Double = 4, on: ColorScale? = nil, label: String? = "rating",
                     value: String? = nil) throws -> BadgeSpec {
        let face = try FontLibrary.defaultFace()
        return try BadgeSpec(rating: rating) {
            $0.label = try label.map { try LabelSpec(template: $0, font: face) }
            if let on { $0.onColorScale = on }
            $0.style = style
            $0.value = try value.map { try LabelSpec(template: $0, font: face) }
        }
    }

    static func render(_ spec: BadgeSpec) -> PNGImage {
        let renderer = BadgeRenderer()
        return renderer.image(for: spec)
    }

    @Test("heights 20, 20 and 28; grey label section; stars section in the on colour", arguments: [
        (BadgeStyle.flat, 20), (.flatSquare, 20), (.forTheBadge, 28),
    ])
    func sections(style: BadgeStyle, height: Int) throws {
        let spec = try Self.spec(style)
        let image = Self.render(spec)
        #expect(image.height == height)
        let split = Int(try #require(spec.layout.shields).labelSectionWidth)
        #expect(image[2, height / 2] == (0x55, 0x55, 0x55, 255))
        #expect(image[image.width - 2, height / 2] == (0xFF, 0xB4, 0, 255))
        #expect(image[split - 1, 1] == (0x55, 0x55, 0x55, 255) && image[split, 1] == (0xFF, 0xB4, 0, 255))
        // Corners: rounded in flat only.
        #expect((image[0, 0].alpha < 255) == (style == .flat))
    }

    @Test("the label reads 'rating' by default, upper case and letter-spaced for for-the-badge")
    func label() throws {
        #expect(try Self.spec(.flat).labelText == "rating")
        #expect(try Self.spec(.forTheBadge).labelText == "RATING")
        let flat = try Self.spec(.flat), badge = try Self.spec(.forTheBadge)
        let badgeWidth = try #require(badge.layout.label).width, flatWidth = try #require(flat.layout.label).width
        #expect(badgeWidth > flatWidth)
        #expect(try Self.spec(.flat, label: nil).layout.shields?.labelSectionWidth == 0)
    }

    @Test("stars and text take the colour that reads on the section")
    func contrastColours() throws {
        let gold = try Self.spec(.flat)
        #expect(gold.starOnColor == Contrast.darkText)
        let blue = try Self.spec(.flat, on: .constant(Color(red: 0, green: 0x50, blue: 0xA0)))
        #expect(blue.starOnColor == Contrast.lightText && blue.valueTextColor == Contrast.lightText)
        #expect(blue.effectiveTextColor == Contrast.lightText)  // on the grey label section
        #expect(blue.starOffColor.alpha < 255)
    }

    @Test("a ramp colours the section by rating; a value text follows the stars")
    func rampAndValue() throws {
        let ramp = try ColorScale(parsing: "ramp:#E53935,#43A047")
        let low = try Self.spec(.flat, rating: 0.5, on: ramp, value: "{rating}/{max}")
        let high = try Self.spec(.flat, rating: 5, on: ramp, value: "{rating}/{max}")
        let a = Self.render(low), b = Self.render(high)
        #expect(a[a.width - 2, 10] != b[b.width - 2, 10])
        #expect(b[b.width - 2, 10] == (0x43, 0xA0, 0x47, 255))
        let withValue = try #require(high.layout.shields)
        #expect(withValue.valueBaseline != nil && withValue.width > 100)
    }

    @Test("sizes and frames belong to the style: fitting or framing a shields badge is an error")
    func conflicts() throws {
        let face = try FontLibrary.defaultFace()
        let label = try LabelSpec(template: "x", font: face)
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 3) {
            $0.label = label
            $0.style = .flat
            $0.fit = try FrameFit(width: 100)
        } }
        #expect(throws: BadgeError.self) {
            try BadgeSpec(rating: 3) {
                $0.label = label
                $0.backgroundShape = try BackgroundShape(cornerRadius: 4)
                $0.style = .flatSquare
            }
        }
        let value = try #require(throws: BadgeError.self) { try BadgeSpec(rating: 3) { $0.value = label } }
        #expect(value.setting == .valueText)
    }
}

private func == (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (Int, Int, Int, Int)) -> Bool {
    Int(a.red) == b.0 && Int(a.green) == b.1 && Int(a.blue) == b.2 && Int(a.alpha) == b.3
}

private func != (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    a.red != b.red || a.green != b.green || a.blue != b.blue || a.alpha != b.alpha
}
