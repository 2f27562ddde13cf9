import Foundation
import Testing
import StarBadge
import StarGeometry
import StarBadgeTestSupport

/// `BadgeSettings.logo`: where the layout puts it, how large it is, and how
/// each backend draws it.
@Suite("Logos")
struct LogoTests {
    static func medal() throws -> StarImage { try StarImageTests.image("medal-full.png") }

    static func spec(_ style: BadgeStyle = .plain, label: String? = "rating", logo: BadgeLogo?,
                     direction: BadgeDirection = .leftToRight, scale: Double = 1) throws -> BadgeSpec {
        try BadgeSpec(rating: 3) { s in
            s.style = style
            s.label = try label.map { try LabelSpec(template: $0, position: .left) }
            s.logo = logo
            s.direction = direction
            s.scale = scale
        }
    }

    static func logoBoxes(_ spec: BadgeSpec) -> [Rect] {
        spec.scene.items.compactMap { if case .logo(let paint) = $0 { return paint.box } else { return nil } }
    }

    static func texts(_ spec: BadgeSpec) -> [(text: String, x: Double)] {
        spec.scene.items.compactMap { if case .text(let paint) = $0 { return (paint.line.text, paint.origin.x) } else { return nil } }
    }

    @Test("a picture logo is as tall as the label text by default, before it, and widens the label by itself and a gap")
    func pictureBeforeLabel() throws {
        let plain = try Self.spec(logo: nil)
        let logo = BadgeLogo(.picture(try Self.medal()))
        let spec = try Self.spec(logo: logo)
        let box = try #require(Self.logoBoxes(spec).first)
        // As tall as the label font's line (ascender and descender), not the label's ink.
        let metrics = try #require(plain.placedTexts.first).line.metrics
        #expect(abs(box.height - (metrics.ascender + metrics.descender)) < 1e-9)
        let text = try #require(Self.texts(spec).first)
        #expect(box.maxX < text.x, "the logo ends before the text starts")
        #expect(spec.layout.contentWidth > plain.layout.contentWidth + box.width)
        #expect(Self.logoBoxes(plain).isEmpty)
    }

    @Test("--logo-width sets the width, the height following the picture's aspect, at every scale",
          arguments: [1.0, 2.0])
    func width(scale: Double) throws {
        let image = try Self.medal()
        let spec = try Self.spec(logo: BadgeLogo(.picture(image), width: 30), scale: scale)
        let box = try #require(Self.logoBoxes(spec).first)
        #expect(abs(box.width - 30 * scale) < 1e-9)
        #expect(abs(box.height - 30 * scale * Double(image.height) / Double(image.width)) < 1e-9)
    }

    @Test("shields styles widen the label section by the logo's width and 3 px, in every style",
          arguments: [BadgeStyle.flat, .flatSquare, .forTheBadge, .plastic, .social])
    func shieldsSection(style: BadgeStyle) throws {
        let plain = try Self.spec(style, logo: nil)
        let spec = try Self.spec(style, logo: BadgeLogo(.picture(try Self.medal())))
        let box = try #require(Self.logoBoxes(spec).first)
        let without = try #require(plain.layout.shields).labelSectionWidth
        let with = try #require(spec.layout.shields).labelSectionWidth
        #expect(abs(with - without - (box.width + 3)) <= 1.5, "\(with) vs \(without) + \(box.width) + 3")
        #expect(box.minY >= 0 && box.maxY <= spec.layout.contentHeight)
    }

    @Test("in a shields style a wide logo keeps its width but stays inside the badge's height",
          arguments: [BadgeStyle.flat, .plastic, .forTheBadge])
    func wideInShields(style: BadgeStyle) throws {
        let narrow = try Self.spec(style, logo: BadgeLogo(.picture(try Self.medal()), width: 10))
        let wide = try Self.spec(style, logo: BadgeLogo(.picture(try Self.medal()), width: 60))
        let box = try #require(Self.logoBoxes(wide).first)
        #expect(box.minY >= 0 && box.maxY <= wide.layout.contentHeight)
        let grown = try #require(wide.layout.shields).labelSectionWidth - #require(narrow.layout.shields).labelSectionWidth
        #expect(abs(grown - 50) <= 1)
        let emoji = try Self.spec(style, logo: BadgeLogo(.emoji("\u{1F355}"), width: 60))
        #expect(emoji.layout.contentHeight == wide.layout.contentHeight)
    }

    @Test("right to left, the logo goes at the end of the label, after its text")
    func rightToLeft() throws {
        let spec = try Self.spec(.flat, label: "דירוג", logo: BadgeLogo(.picture(try Self.medal())), direction: .rightToLeft)
        let box = try #require(Self.logoBoxes(spec).first)
        let text = try #require(Self.texts(spec).last { $0.text == "דירוג" })
        #expect(box.minX > text.x)
    }

    @Test("a glyph logo is a text of the label's fonts in the label's colour, before the label")
    func glyph() throws {
        let spec = try Self.spec(.flat, logo: BadgeLogo(.glyph("\u{2665}")))
        let texts = Self.texts(spec).filter { $0.text == "\u{2665}" }
        let label = try #require(Self.texts(spec).last { $0.text == "rating" })
        #expect(texts.count == 1)
        #expect(try #require(texts.first).x < label.x)
    }

    @Test("a logo without a label stands alone before the stars")
    func alone() throws {
        let spec = try Self.spec(label: nil, logo: BadgeLogo(.picture(try Self.medal())))
        let box = try #require(Self.logoBoxes(spec).first)
        #expect(box.maxX <= spec.layout.starBox(0).minX)
        let shields = try Self.spec(.flat, label: nil, logo: BadgeLogo(.emoji("\u{1F355}")))
        #expect(Self.texts(shields).contains { $0.text == "\u{1F355}" })
    }

    @Test("a badge fitted to a frame makes room for the logo: everything stays inside the frame",
          arguments: [true, false])
    func fitted(withLabel: Bool) throws {
        let spec = try BadgeSpec(rating: 3) { s in
            s.label = withLabel ? try LabelSpec(template: "Rated", position: .left) : nil
            s.logo = BadgeLogo(.picture(try Self.medal()))
            s.fit = FrameFit(width: 150)
        }
        let box = try #require(Self.logoBoxes(spec).first)
        #expect(box.minX >= 0)
        #expect(spec.layout.starBoxes.allSatisfy { $0.minX >= box.maxX && $0.maxX <= 150 + 1e-9 })
    }

    @Test("the SVG embeds a picture once, however often stars and logo show it")
    func embeddedOnce() throws {
        let image = try Self.medal()
        let spec = try BadgeSpec(rating: 5) { s in
            s.images = StarImages(full: image)
            s.logo = BadgeLogo(.picture(image))
        }
        let svg = String(decoding: try BadgeRenderer().svg(for: spec), as: UTF8.self)
        #expect(svg.components(separatedBy: "data:image/png").count == 2)
        #expect(svg.components(separatedBy: "<use ").count == 7, "five stars and the logo")
    }

    @Test("a logo width out of range and a glyph no font has are refused, naming the setting",
          arguments: [0.0, -1, 1025, .infinity, .nan])
    func badWidth(width: Double) throws {
        #expect {
            try Self.spec(logo: BadgeLogo(.picture(try Self.medal()), width: width))
        } throws: { error in
            guard case BadgeError.invalid(let setting, _, _) = error else { return false }
            return setting == .logoWidth
        }
    }

    @Test("a text logo spec is a glyph: or one emoji; anything else is a file")
    func textSpecs() throws {
        #expect(BadgeLogo.isTextSpec("glyph:U+2605"))
        #expect(BadgeLogo.isTextSpec("🍕"))
        #expect(BadgeLogo.isTextSpec("❤️"))
        #expect(!BadgeLogo.isTextSpec("logo.png"))
        #expect(!BadgeLogo.isTextSpec("#"))
        #expect(!BadgeLogo.isTextSpec("🍕🍕"))
        #expect(try BadgeLogo.textSource(parsing: "glyph:U+2665") == .glyph("\u{2665}"))
        #expect(throws: BadgeError.self) { try BadgeLogo.textSource(parsing: "glyph:U+ZZ") }
    }
}
