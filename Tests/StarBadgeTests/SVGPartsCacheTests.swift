import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport

/// A renderer keeps SVG path data between documents; what it writes is the
/// same, byte for byte, as a renderer that keeps nothing, whatever it wrote before.
@Suite("SVG parts kept between documents")
struct SVGPartsCacheTests {
    @Test("badges written after others are the bytes written afresh")
    func sameBytes() throws {
        let specs = try SVGIDTests.badges() + [
            try BadgeSpec(rating: 3.5) { $0.padding = 4.25 },
            try BadgeSpec(rating: 3.5) { $0.padding = 7.1; $0.spacing = 3.3 },
        ]
        let shared = BadgeRenderer()
        for _ in 0..<2 {
            for spec in specs {
                let fresh = try BadgeRenderer(reusingWork: false).svg(for: spec)
                #expect(try shared.svg(for: spec) == fresh)
            }
        }
    }
}
