import Testing
import StarBadge

/// The shields.io-like styles.
@Suite("Badge styles")
struct ShieldsStyleTests {
    static func spec(_ style: BadgeStyle, rating: Double = 4, on: ColorScale? = nil, label: String? = "rating",
                     value: String? = nil) throws -> BadgeSpec {
        let face = try FontLibrary.defaultFace()
        return try BadgeSpec(rating: rating) {
            $0.label = label.map { LabelSpec(template: $0, font: face) }
            if let on { $0.onColorScale = on }
            $0.style = style
            $0.value = value.map { LabelSpec(template: $0, font: face) }
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
        // No label given: "rating", as the command line has it; an empty label: no label section.
        #expect(try Self.spec(.flat, label: nil).labelText == "rating")
        #expect(try Self.spec(.flat, label: "").layout.shields?.labelSectionWidth == 0)
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
        let label = LabelSpec(template: "x", font: face)
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 3) {
            $0.label = label
            $0.style = .flat
            $0.fit = FrameFit(width: 100)
        } }
        #expect(throws: BadgeError.self) {
            try BadgeSpec(rating: 3) {
                $0.label = label
                $0.backgroundShape = BackgroundShape(cornerRadius: 4)
                $0.style = .flatSquare
            }
        }
        let value = try #require(throws: BadgeError.self) { try BadgeSpec(rating: 3) { $0.value = label } }
        #expect(value.setting == .value)
    }
}

private func == (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (Int, Int, Int, Int)) -> Bool {
    Int(a.red) == b.0 && Int(a.green) == b.1 && Int(a.blue) == b.2 && Int(a.alpha) == b.3
}

private func != (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    a.red != b.red || a.green != b.green || a.blue != b.blue || a.alpha != b.alpha
}

/// shields' plastic and social styles (issue 25): sized and coloured as
/// shields' own renderer draws them (Scripts/shields-compare.py compares
/// whole images with it).
@Suite("Styles plastic and social")
struct PlasticSocialStyleTests {
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    static func near(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, within: Int = 1) -> Bool {
        abs(Int(p.red) - r) <= within && abs(Int(p.green) - g) <= within && abs(Int(p.blue) - b) <= within
            && abs(Int(p.alpha) - a) <= within
    }

    @Test("sections as shields sizes them: each text's width floored, made odd, plus the padding")
    func widths() throws {
        for style in [BadgeStyle.plastic, .social] {
            let spec = try ShieldsStyleTests.spec(style, value: "{rating}/5")
            let shields = try #require(spec.layout.shields)
            let label = try #require(shields.label), value = try #require(shields.value)
            func odd(_ w: Double) -> Double { let f = w.rounded(.down); return f.truncatingRemainder(dividingBy: 2) == 0 ? f + 1 : f }
            let content = 5 * 12 + 4 * 2 + 4 + value.width
            if style == .plastic {
                #expect(shields.labelSectionWidth == odd(label.width) + 10)
                #expect(shields.valueSection.minX == shields.labelSectionWidth)
                #expect(shields.valueSection.width == odd(content) + 10)
            } else {
                // The box's 1 px outline around the padded text, 6 px between the strokes' middles.
                #expect(shields.labelSectionWidth == odd(label.width) + 11)
                #expect(shields.valueSection.minX == shields.labelSectionWidth + 5)
                #expect(shields.valueSection.width == odd(content) + 9)
            }
            #expect(shields.width == shields.valueSection.maxX)
            // Twice the scale: exactly twice the size.
            let double = try spec.design.with { $0.scale = 2 }.badge(rating: 4)
            #expect(double.pixelSize.width == 2 * spec.pixelSize.width && double.pixelSize.height == 2 * spec.pixelSize.height)
        }
    }

    @Test("plastic: 18 px, shields' sheen over both sections, corners of 4")
    func plastic() throws {
        let spec = try ShieldsStyleTests.spec(.plastic)
        let image = ShieldsStyleTests.render(spec)
        #expect(image.height == 18)
        let split = Int(try #require(spec.layout.shields).labelSectionWidth)
        // Row 9's middle (t = 0.528) lies between the stops at 0.1 (#aaa, 10 %) and 0.9 (#000, 30 %).
        let t = (9.5 / 18 - 0.1) / 0.8, alpha = 0.1 + 0.2 * t, grey = 170 * (1 - t)
        func over(_ base: Double) -> Int { Int((grey * alpha + base * (1 - alpha)).rounded()) }
        #expect(Self.near(image[2, 9], over(0x55), over(0x55), over(0x55)))
        #expect(Self.near(image[image.width - 2, 9], over(0xFF), over(0xB4), over(0)))
        // The top row is lightest (white at 70 %), the bottom darkest (black at 50 %).
        #expect(image[split + 3, 0].red > image[split + 3, 9].red && image[split + 3, 17].red < image[split + 3, 9].red)
        #expect(image[0, 0].alpha < 128 && image[0, 9].alpha == 255)
    }

    @Test("social: the capitalised label in a light outlined box, the stars in their own colours in the bubble")
    func social() throws {
        let spec = try ShieldsStyleTests.spec(.social, rating: 5)
        #expect(spec.labelText == "Rating")
        #expect(spec.starOnColor == spec.onColor && spec.starOffColor == spec.design.offColor)
        #expect(spec.effectiveTextColor == Contrast.darkText && spec.valueTextColor == Contrast.darkText)
        let image = ShieldsStyleTests.render(spec)
        #expect(image.height == 20)
        let shields = try #require(spec.layout.shields)
        let box = Int(shields.labelSectionWidth), bubble = Int(shields.valueSection.minX)
        #expect(Self.near(image[box / 2, 0], 0xD5, 0xD5, 0xD5) && Self.near(image[box - 1, 10], 0xD5, 0xD5, 0xD5))
        #expect(Self.near(image[2, 2], 0xFC, 0xFC, 0xFC, within: 3))  // the box, barely shaded at its top
        #expect(Self.near(image[bubble + 2, 2], 0xFA, 0xFA, 0xFA) && Self.near(image[bubble, 3], 0xD5, 0xD5, 0xD5))
        // Between the box and the bubble: transparent but for the tail.
        #expect(image[box + 1, 2].alpha == 0 && image[box + 3, 2].alpha == 0 && image[box + 3, 10].alpha == 255)
        // The first star is drawn in the on colour.
        let star = spec.layout.starBoxes[0]
        #expect(Self.near(image[Int(star.midX), Int(star.midY)], 0xFF, 0xB4, 0))
    }

    @Test("social takes neither --background nor --section-color; without a label it is the bubble alone")
    func socialColours() throws {
        let face = try FontLibrary.defaultFace()
        let label = LabelSpec(template: "x", font: face)
        let background = try #require(throws: BadgeError.self) {
            try BadgeSpec(rating: 3) { $0.label = label; $0.style = .social; $0.background = .white }
        }
        #expect(background.setting == .background)
        let section = try #require(throws: BadgeError.self) {
            try BadgeSpec(rating: 3) { $0.label = label; $0.style = .social; $0.sectionColor = .white }
        }
        #expect(section.setting == .sectionColor)
        let bare = try ShieldsStyleTests.spec(.social, label: "")
        #expect(bare.layout.shields?.valueSection.minX == 0)
        #expect(!bare.scene.items.contains { if case .shape = $0 { true } else { false } })
    }
}
