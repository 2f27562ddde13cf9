import StarBadge
import StarGeometry
import StarPNG
import Testing

/// One renderer keeps star masks (whole stars, bands, half stars' on parts)
/// between badges and moves them by whole pixels, and keeps text coverage
/// by outline: every badge must come out exactly as a fresh renderer draws
/// it, whatever was drawn before.
@Suite("renderer mask cache")
struct RendererCacheTests {
    /// Badges whose split stars land at many whole-pixel offsets with the
    /// same fractional phases (padding and spacing move them), in both
    /// directions, with outlines and borders.
    static func specs() throws -> [BadgeSpec] {
        var specs: [BadgeSpec] = []
        for padding in [4.0, 5.0, 7.5, 12.0] {
            for spacing in [2.0, 4.0, 6.5] {
                for rating in [0.5, 1.5, 2.5, 3.5, 4.5] {
                    specs.append(try BadgeSpec(rating: rating) {
                        $0.starSize = 20
                        $0.spacing = spacing
                        $0.padding = padding
                    })
                    specs.append(try BadgeSpec(rating: rating) {
                        $0.starCount = 7
                        $0.starSize = 17.25
                        $0.spacing = spacing
                        $0.padding = padding
                        $0.direction = .rightToLeft
                    })
                }
            }
        }
        for width in [1.0, 1.5] {
            for rating in [1.5, 3.5] {
                specs.append(try BadgeSpec(rating: rating) {
                    $0.padding = 3 + width
                    $0.starAppearance = StarAppearance(emptyStars: .outline, outlineWidth: width)
                })
                specs.append(try BadgeSpec(rating: rating) {
                    $0.padding = 6 + width
                    $0.starAppearance = StarAppearance(borderColor: Color(red: 0, green: 0, blue: 0), borderWidth: width)
                })
            }
        }
        return specs + (try labelled())
    }

    /// Labels that repeat, differ by a character, move with the rating's
    /// width or the padding, change size or font, and shields badges (two
    /// texts, one with a shadow).
    static func labelled() throws -> [BadgeSpec] {
        let face = try FontLibrary.defaultFace()
        var specs: [BadgeSpec] = []
        for rating in [3.0, 3.5, 4.0, 10.0] {
            for (template, position) in [("Rating: {rating}", LabelPosition.right), ("Rating", .left), ("{rating}/5", .left)] {
                for padding in [4.0, 4.5] {
                    specs.append(try BadgeSpec(rating: min(rating, 5)) {
                        $0.padding = padding
                        $0.label = LabelSpec(template: template, position: position, font: face)
                    })
                }
                specs.append(try BadgeSpec(rating: min(rating, 5)) {
                    $0.label = LabelSpec(template: template, position: position, fontSize: 13.5, font: face)
                })
            }
            specs.append(try BadgeSpec(rating: min(rating, 5)) {
                $0.style = .flat
                $0.value = LabelSpec(template: "{rating}", font: face)
            })
            specs.append(try BadgeSpec(rating: min(rating, 5)) {
                $0.scale = 2
                $0.style = .forTheBadge
                $0.value = LabelSpec(template: "{rating} stars", font: face)
            })
        }
        return specs
    }

    @Test("a renderer that drew other badges first draws each badge like a fresh one")
    func sharedEqualsFresh() throws {
        let specs = try Self.specs()
        let shared = BadgeRenderer()
        for spec in specs + specs.reversed() {
            let fresh = BadgeRenderer()
            #expect(shared.image(for: spec) == fresh.image(for: spec), "\(spec.rating) at \(spec.layout.starBoxes.first.map { "\($0.minX)" } ?? "-")")
        }
    }
}
