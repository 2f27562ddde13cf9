import Testing
import StarBadge
import StarGeometry

/// `.auto` in the library: the direction of the label's first strong letter.
@Suite("Badge direction")
struct BadgeDirectionTests {
    @Test("auto follows the first strong letter of the label, then the value text")
    func auto() throws {
        let face = try FontLibrary.defaultFace()
        func direction(label: String?, value: String? = nil) throws -> ReadingDirection {
            try BadgeDesign {
                $0.direction = .auto
                if value != nil { $0.style = .flat }
                $0.label = label.map { LabelSpec(template: $0, font: face) }
                $0.value = value.map { LabelSpec(template: $0, font: face) }
            }.readingDirection
        }
        #expect(try direction(label: nil) == .leftToRight)
        #expect(try direction(label: "Rating {rating}") == .leftToRight)
        #expect(try direction(label: "تقييم {rating}") == .rightToLeft)
        #expect(try direction(label: "{rating} تقييم") == .rightToLeft)  // placeholders have no direction
        #expect(try direction(label: "4.5", value: "עברית") == .rightToLeft)
        #expect(BadgeDirection.auto.resolved(texts: [nil, "שלום"]) == .rightToLeft)
    }

    @Test("an auto badge draws what the direction it resolves to draws")
    func sameBadge() throws {
        let face = try FontLibrary.defaultFace()
        let label = LabelSpec(template: "تقييم {rating}", position: .left, font: face)
        let auto = try BadgeSpec(rating: 3.5) { $0.label = label; $0.direction = .auto }
        let rtl = try BadgeSpec(rating: 3.5) { $0.label = label; $0.direction = .rightToLeft }
        let renderer = BadgeRenderer()
        #expect(renderer.image(for: auto).rgba == renderer.image(for: rtl).rgba)
        #expect(auto.layout == rtl.layout)
    }
}
