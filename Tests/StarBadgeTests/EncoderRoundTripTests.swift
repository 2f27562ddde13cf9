import Testing
import StarBadge
import StarPNG

/// Real badges through every way the encoder can be driven: default,
/// `--optimize`, and each content hint decode to exactly the rendered pixels.
@Suite("Badge PNGs round-trip")
struct EncoderRoundTripTests {
    static func specs() throws -> [(String, BadgeSpec)] {
        let font = try FontLibrary.defaultFace()
        return [
            ("default 3.5", try BadgeSpec(rating: 3.5)),
            ("precise 3.37", try BadgeSpec(rating: 3.37) { $0.fillMode = .precise }),
            ("label", try BadgeSpec(rating: 4) { $0.label = LabelSpec(template: "Rating: {rating}", font: font) }),
            ("large", try BadgeSpec(rating: 2.5) { $0.starSize = 96; $0.spacing = 16; $0.padding = 16 }),
        ]
    }

    static let encoders: [(String, PNGEncoder)] = [
        ("default", PNGEncoder()), ("optimize", PNGEncoder(optimize: true)),
        ("shapes", PNGEncoder(content: .shapes)), ("text", PNGEncoder(content: .text)),
        ("optimize text", PNGEncoder(optimize: true, content: .text)), ("rgba", PNGEncoder(format: .rgba)),
    ]

    @Test("every encoder setting decodes to the rendered pixels")
    func badges() throws {
        let renderer = BadgeRenderer()
        for (name, spec) in try Self.specs() {
            let image = renderer.image(for: spec)
            var sizes: [String: Int] = [:]
            for (encoderName, encoder) in Self.encoders {
                let png = try encoder.describing(spec).encode(image)
                #expect(try PNGDecoder().decode(png) == image, "\(name), \(encoderName)")
                sizes[encoderName] = png.count
            }
            // --optimize keeps the default among its candidates, so it is never larger.
            #expect(sizes["optimize"] ?? .max <= sizes["default"] ?? 0, "\(name): \(sizes)")
        }
    }

    @Test("a sprite sheet (palette) round-trips, optimized too")
    func sprite() throws {
        let renderer = BadgeRenderer()
        let style = try BadgeSpec(rating: 0)
        let image = try SpriteSheet(design: style.design, step: 0.5).image(renderer: renderer)
        for encoder in [PNGEncoder().describing(style), PNGEncoder(optimize: true).describing(style)] {
            #expect(try PNGDecoder().decode(encoder.encode(image)) == image)
        }
    }
}
