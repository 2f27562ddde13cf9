import Testing
import StarBadge
import StarPNG

/// A rating on a scale of its own (`BadgeSettings.outOf`) and a count of
/// ratings (`BadgeSpec.count`) in the library: the stars show the rating's
/// share, rounded by the fill mode; texts and alt text say the scale and count.
@Suite("Ratings out of a scale, with a count")
struct RatingScaleTests {
    @Test("7.8 out of 10 on 5 stars fills 3.9 stars: the pixels of 3.9, precise")
    func sharePixels() throws {
        let scaled = try BadgeSpec(rating: 7.8, count: 1234) { $0.outOf = 10; $0.fillMode = .precise }
        let plain = try BadgeSpec(rating: 3.9) { $0.fillMode = .precise }
        #expect(scaled.displayedStars == 3.9)
        #expect(scaled.displayedRating == 7.8)
        let renderer = BadgeRenderer()
        let samePixels = renderer.image(for: scaled) == renderer.image(for: plain)
        #expect(samePixels, "7.8 out of 10 and 3.9 draw different pixels")
        #expect(scaled.altText() == "7.8 out of 10, 1,234 ratings")
    }

    @Test("the fill mode rounds the stars shown; the displayed rating is on the scale", arguments: [
        (FillMode.half, 7.8, 4.0, 8.0), (.half, 7.4, 3.5, 7.0), (.full, 7.8, 4.0, 8.0), (.full, 6.9, 3.0, 6.0),
        (.precise, 7.3, 3.65, 7.3),
    ])
    func rounding(fill: FillMode, rating: Double, stars: Double, shown: Double) throws {
        let spec = try BadgeSpec(rating: rating) { $0.outOf = 10; $0.fillMode = fill }
        #expect(abs(spec.displayedStars - stars) < 1e-12)
        #expect(abs(spec.displayedRating - shown) < 1e-12)
    }

    @Test("a template shows the rating as given, the scale, the percentage and the count")
    func templates() throws {
        let label = try LabelSpec(template: "{rating}/{max} {shown} {percent}% ({count})")
        let spec = try BadgeSpec(rating: 7.8, count: 1234) { $0.outOf = 10; $0.label = label }
        #expect(spec.labelText == "7.8/10 8 78% (1,234)")
        let german = LabelSpec(template: "{count}", fonts: label.fonts, language: "de")
        #expect(try BadgeSpec(rating: 1, count: 1234) { $0.label = german }.labelText == "1.234")
    }

    @Test("bad scales, ratings and counts are refused naming the setting", arguments: [
        (0.0, 3.0, nil as Int?, "outOf"), (-1, 3, nil, "outOf"), (.nan, 3, nil, "outOf"), (.infinity, 3, nil, "outOf"),
        (10, 10.5, nil, "rating"), (10, -0.1, nil, "rating"), (10, 3, -1, "count"),
    ])
    func refused(outOf: Double, rating: Double, count: Int?, setting: String) {
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: rating, count: count) { $0.outOf = outOf } }
        do {
            _ = try BadgeSpec(rating: rating, count: count, BadgeSettings().with { $0.outOf = outOf })
        } catch {
            #expect(error.setting?.rawValue == setting, "\(error)")
        }
    }

    @Test("a text that shows {count} needs a count")
    func countNeeded() throws {
        let label = try LabelSpec(template: "{count} ratings")
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 3) { $0.label = label } }
        #expect(try BadgeSpec(rating: 3, count: 0) { $0.label = label }.labelText == "0 ratings")
    }

    @Test("a sprite sheet's states and state(for:) are on the scale")
    func sprite() throws {
        let design = try BadgeDesign { $0.outOf = 10 }
        let sheet = try SpriteSheet(design: design, step: 1)
        #expect(sheet.ratings == (0...10).map(Double.init))
        #expect(try sheet.state(for: 7.8).rating == 8)
        #expect(try sheet.state(for: 7.4).className() == "stars-7")
        #expect(throws: BadgeError.self) { try sheet.state(for: 10.5) }
    }

    @Test("copies and variants keep the count")
    func copiesKeepCount() throws {
        let spec = try BadgeSpec(rating: 7, count: 12) { $0.outOf = 10 }
        #expect(try spec.with(rating: 8).count == 12)
        #expect(try spec.variant(scaledBy: 2).count == 12)
        #expect(try spec.with(rating: 8).altText() == "8 out of 10, 12 ratings")
    }
}
