import Testing
import StarBadge
import StarGeometry
import StarBadgeTestSupport

/// Shapes in a `BadgeSpec`: every shape draws, fits its box, and fills.
@Suite("Badge shapes")
struct ShapeSpecTests {
    @Test("points and inner ratio shape the star, and only the star")
    func starSettings() throws {
        let spec = try BadgeSpec(rating: 3) { $0.shape = try BadgeShape.default.with(points: 7, innerRatio: 0.5) }
        #expect(spec.design.shape == .star(StarShape(points: 7, innerRatio: 0.5)!))
        #expect(spec.design.star.points == 7)
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 3) {
            $0.shape = try BadgeShape.heart.with(points: 6, innerRatio: nil)
        } }
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 3) {
            $0.shape = try BadgeShape.circle.with(points: nil, innerRatio: 0.3)
        } }
        let error = try #require(throws: BadgeError.self) { try BadgeSpec(rating: 3) {
            $0.shape = try BadgeShape.heart.with(points: 6, innerRatio: nil)
        } }
        #expect(error.setting == .shapePoints)
        #expect("\(error)".contains("star shape only"))
    }

    @Test("every shape fills its box: the bounding box is aspect-fitted and centred", arguments: [
        "star", "heart", "circle", "polygon:3", "polygon:6", "path:M0 0 L30 0 L15 10 Z",
    ])
    func fitted(_ text: String) throws {
        let spec = try BadgeSpec(rating: 2.5) { $0.shape = try BadgeShape(parsing: text) }
        for box in spec.layout.starBoxes {
            let bounds = try #require(spec.starPolygon(in: box).bounds)
            #expect(abs(bounds.midX - box.midX) < 1e-9 && abs(bounds.midY - box.midY) < 1e-9)
            #expect(abs(max(bounds.width, bounds.height) - 24) < 1e-9)
        }
    }

    @Test("a glyph star is the glyph's outline fitted like the polygon star")
    func glyph() throws {
        let face = try FontLibrary.defaultFace()
        let shape = try BadgeShape.glyph("\u{2605}", in: face)
        guard case .path(let path) = shape else {
            Issue.record("expected a path shape")
            return
        }
        #expect(path.bounds.width > 0)
        let spec = try BadgeSpec(rating: 3.5) { $0.shape = shape }
        let bounds = try #require(spec.starPolygon(in: spec.layout.starBox(0)).bounds)
        #expect(abs(bounds.midX - 16) < 1e-9 && abs(bounds.midY - 16) < 1e-9)
        let renderer = BadgeRenderer()
        let image = renderer.image(for: spec)
        #expect(image[16, 16].alpha == 255)  // the middle of the first star
    }

    @Test("glyph values: U+XXXX or the text itself; bad ones name what is wrong")
    func glyphParsing() throws {
        #expect(try BadgeShape.glyphText(in: "glyph:U+2605") == "\u{2605}")
        #expect(try BadgeShape.glyphText(in: " GLYPH:u+f005 ") == "\u{F005}")
        #expect(try BadgeShape.glyphText(in: "glyph:★") == "★")
        #expect(try BadgeShape.glyphText(in: "glyph:ffi") == "ffi")
        for bad in ["glyph:", "glyph:U+", "glyph:U+XYZ", "glyph:U+1234567", "glyph:U+D800", "glyph:U+110000", "glyph:  ",
                    "glyph:" + String(repeating: "a", count: 17)] {
            let error = try #require(throws: BadgeError.self) { try BadgeShape.glyphText(in: bad) }
            #expect(error.setting == .shape, "\(bad)")
        }
        let surrogate = try #require(throws: BadgeError.self) { try BadgeShape.glyphText(in: "glyph:U+D800") }
        #expect("\(surrogate)".contains("surrogate"))
    }

    @Test("a glyph shape given as text is shaped: a decomposed é is the font's é")
    func glyphShaped() throws {
        let face = try FontLibrary.defaultFace()
        #expect(try BadgeShape.glyph("e\u{301}", in: face) == BadgeShape.glyph("é", in: face))
        #expect(try BadgeShape.glyph("ab", in: face) != BadgeShape.glyph("a", in: face))
    }

    @Test("a character the font lacks, or a glyph without area, is an error naming the font")
    func missingGlyph() throws {
        let face = try FontLibrary.defaultFace()
        let missing = try #require(throws: BadgeError.self) { try BadgeShape.glyph("\u{4E2D}", in: face) }
        #expect("\(missing)".contains("DejaVu Sans") && "\(missing)".contains("U+4E2D"))
        let space = try #require(throws: BadgeError.self) { try BadgeShape.glyph(" ", in: face) }
        #expect(space.setting == .shape)
    }

    @Test("rounded corners need straight edges")
    func roundedNeedsStraightEdges() throws {
        let style = StarAppearance(cornerRadius: 2)
        _ = try BadgeSpec(rating: 3) { $0.shape = try BadgeShape(parsing: "polygon:5"); $0.starAppearance = style }
        _ = try BadgeSpec(rating: 3) {
            $0.shape = try BadgeShape(parsing: "path:M0 0 L10 0 L5 9 Z")
            $0.starAppearance = style
        }
        for curved in ["heart", "circle", "path:M0 0 Q10 0 10 10 Z"] {
            let error = try #require(throws: BadgeError.self) {
                try BadgeSpec(rating: 3) { $0.shape = try BadgeShape(parsing: curved); $0.starAppearance = style }
            }
            #expect(error.setting == .starAppearanceCornerRadius, "\(curved)")
        }
        #expect(BadgeShape.default.hasOnlyStraightEdges && !BadgeShape.heart.hasOnlyStraightEdges)
    }

    @Test("the on colour may follow the displayed rating (ramp and steps)")
    func colorByRating() throws {
        let ramp = try ColorScale(parsing: "ramp:#FF0000,#0000FF")
        let low = try BadgeSpec(rating: 0) { $0.onColorScale = ramp }
        let high = try BadgeSpec(rating: 5) { $0.onColorScale = ramp }
        #expect(low.onColor == Color(red: 255, green: 0, blue: 0))
        #expect(high.onColor == Color(red: 0, green: 0, blue: 255))
        // The displayed (rounded) rating decides: 2.4 shows as 2.5 in half mode, the middle of the ramp.
        #expect(try BadgeSpec(rating: 2.4) { $0.onColorScale = ramp }.onColor == ramp.color(forRating: 2.5, maxRating: 5))
        let steps = try ColorScale(parsing: "steps:2=#E53935,3.5=#FDD835,#43A047")
        #expect(try BadgeSpec(rating: 3.4) { $0.onColorScale = steps }.onColor == Color(red: 0x43, green: 0xA0, blue: 0x47))
        #expect(try BadgeSpec(rating: 3.4) { $0.fillMode = .full; $0.onColorScale = steps }.onColor == Color(red: 0xFD, green: 0xD8, blue: 0x35))
        // with(rating:) picks the colour again.
        #expect(try low.with(rating: 5).onColor == high.onColor)
    }
}
