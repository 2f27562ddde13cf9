import Testing
import StarBadge

@Suite("Hit testing: which rating is at x")
struct HitTestingTests {
    @Test("half mode: left half of a star gives .5, right half the whole star, gaps the star before")
    func half() throws {
        let spec = try BadgeSpec(rating: 0)
        let first = try #require(spec.starBounds.first)
        #expect(spec.rating(atX: 0) == 0)
        #expect(spec.rating(atX: first.minX - 0.01) == 0)
        #expect(spec.rating(atX: first.minX + 1) == 0.5)
        #expect(spec.rating(atX: first.midX + 0.5) == 1)
        #expect(spec.rating(atX: 4 + 28 * 3 + 6) == 3.5)
        #expect(spec.rating(atX: 4 + 28 * 3 + 20) == 4)
        #expect(spec.rating(atX: 4 + 28 * 3 + 25) == 4)  // the gap after star 3
        #expect(spec.rating(atX: 143.9) == 5)
        #expect(spec.rating(atX: 1000) == 5)
    }

    @Test("full and precise modes")
    func modes() throws {
        let full = try BadgeSpec(rating: 0) { $0.fillMode = .full }
        #expect(full.rating(atX: 4 + 28 + 2) == 2)
        let precise = try BadgeSpec(rating: 0) { $0.fillMode = .precise }
        let box = precise.starBounds[2]
        #expect(abs(precise.rating(atX: box.minX + 0.3 * box.width) - 2.3) < 1e-12)
    }

    @Test("click spans tile the badge and invert the hit test", arguments: [FillMode.half, .full])
    func spans(mode: FillMode) throws {
        let spec = try BadgeSpec(rating: 0) { $0.fillMode = mode }
        let step = mode == .half ? 0.5 : 1
        var previous = 0.0
        var rating = step
        while rating <= 5 {
            let span = spec.clickSpan(forRating: rating, after: previous)
            #expect(span.from < span.to)
            let middle = (span.from + span.to) / 2
            #expect(spec.rating(atX: middle) == rating, "middle of the span for \(rating)")
            #expect(spec.rating(atX: span.to - 1e-9) == rating)
            previous = rating
            rating += step
        }
    }
}

@Suite("Alt text")
struct AltTextTests {
    @Test("default sentences, plural forms and decimal separators", arguments: [
        (AltTextLocale.en, 3.5, 5, "3.5 out of 5 stars"),
        (.en, 1, 1, "1 out of 1 star"),
        (.de, 3.5, 5, "3,5 von 5 Sternen"),
        (.de, 0.5, 1, "0,5 von 1 Stern"),
        (.fr, 4, 5, "4 sur 5 étoiles"),
        (.fr, 1, 1, "1 sur 1 étoile"),
        (.es, 2.5, 5, "2,5 de 5 estrellas"),
        (.it, 3.37, 5, "3,37 su 5 stelle"),
        (.it, 1, 1, "1 su 1 stella"),
        (.pt, 4.5, 5, "4,5 de 5 estrelas"),
        (.nl, 3.5, 5, "3,5 van 5 sterren"),
        (.nl, 1, 1, "1 van 1 ster"),
        (.ja, 3.5, 5, "5つ星のうち3.5"),
    ])
    func sentences(locale: AltTextLocale, rating: Double, max: Int, expected: String) {
        #expect(AltText(locale: locale).describe(rating: rating, max: max) == expected)
    }

    @Test("templates")
    func templates() throws {
        let alt = try AltText(locale: .de, template: "Bewertung: {rating}/{max} ({percent} %)")
        #expect(alt.describe(rating: 3.5, max: 5) == "Bewertung: 3,5/5 (70 %)")
    }

    @Test("number format", arguments: [(3.0, "3"), (3.5, "3.5"), (3.37, "3.37"), (3.05, "3.05"), (0.004, "0"), (4.999, "5")])
    func format(value: Double, text: String) {
        #expect(AltText.format(value, separator: ".") == text)
    }

    @Test("a badge describes the score given; {shown} is the rating the stars show")
    func badge() throws {
        #expect(try BadgeSpec(rating: 3.3).altText() == "3.3 out of 5 stars")
        #expect(try BadgeSpec(rating: 4.666).altText() == "4.67 out of 5 stars")
        let shown = try AltText(template: "{rating} ({shown} shown) of {max}, {percent}%")
        #expect(try BadgeSpec(rating: 3.3).altText(shown) == "3.3 (3.5 shown) of 5, 66%")
        #expect(try BadgeSpec(rating: 3.3) { $0.fillMode = .full }.altText(shown) == "3.3 (3 shown) of 5, 66%")
    }

    @Test("a template with an unknown placeholder or an unclosed brace is refused; {{ and }} are braces")
    func placeholders() throws {
        #expect(throws: BadgeError.self) { try AltText(template: "Rated {ratng}") }
        #expect(throws: BadgeError.self) { try AltText(template: "Rated {rating") }
        #expect(try AltText(template: "{{{rating}}} of {max}}").describe(rating: 4, max: 5) == "{4} of 5}")
        let template = try TextTemplate(parsing: "a {shown} b")
        #expect(template.uses(.shown) && !template.uses(.rating))
        do {
            _ = try TextTemplate(parsing: "{nope}")
            Issue.record("accepted {nope}")
        } catch {
            #expect(error.description.contains("{rating}, {shown}, {max}, {percent}"))
        }
    }
}
