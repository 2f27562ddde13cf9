import Testing
import StarBadge
import StarBadgeTestSupport

/// The renderer against the default-badge contract (docs/CONTRACT.md), computed
/// independently by exact polygon clipping per pixel.
@Suite("Default-badge contract")
struct ContractTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rating: Double
        let fill: FillMode
        let stars: Int
        var testDescription: String { "\(rating) \(fill) of \(stars)" }
    }

    @Test("every channel within 1/255 of the exact coverage", arguments: [
        Case(rating: 3.5, fill: .half, stars: 5),
        Case(rating: 0, fill: .half, stars: 5),
        Case(rating: 5, fill: .half, stars: 5),
        Case(rating: 3.37, fill: .precise, stars: 5),
        Case(rating: 1.93, fill: .precise, stars: 3),
        Case(rating: 7.25, fill: .half, stars: 10),
    ])
    func exactCoverage(_ c: Case) throws {
        let spec = try BadgeSpec(rating: c.rating) { $0.starCount = c.stars; $0.fillMode = c.fill }
        let renderer = BadgeRenderer()
        let image = renderer.image(for: spec)
        let fractions = c.fill.fractions(rating: c.rating, starCount: c.stars)
        let exact = ContractBadge(fractions: fractions)
        #expect(image.width == exact.width && image.height == exact.height)

        var worstAlpha = 0.0, worstColor = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (pr, pg, pb, a) = exact.pixels[y * exact.width + x]
                let got = image[x, y]
                worstAlpha = max(worstAlpha, abs(Double(got.alpha) - 255 * a))
                // Straight colour is defined where both images have visible alpha.
                if got.alpha > 0, a * 255 >= 0.5 {
                    let channels = [(got.red, pr), (got.green, pg), (got.blue, pb)]
                    for (value, premultiplied) in channels {
                        worstColor = max(worstColor, abs(Double(value) - 255 * premultiplied / a))
                    }
                }
            }
        }
        #expect(worstAlpha <= 1.0, "alpha off by \(worstAlpha)/255")
        #expect(worstColor <= 1.0, "straight colour off by \(worstColor)/255")
    }

    @Test("no seam: every pixel wholly inside the split star is opaque")
    func noSeam() throws {
        let spec = try BadgeSpec(rating: 3.37) { $0.fillMode = .precise }
        let renderer = BadgeRenderer()
        let image = renderer.image(for: spec)
        let exact = ContractBadge(fractions: FillMode.precise.fractions(rating: 3.37, starCount: 5))
        var inside = 0
        for y in 0..<image.height {
            for x in 84..<112 where exact.pixels[y * exact.width + x].3 >= 1 - 1e-12 {
                inside += 1
                #expect(image[x, y].alpha == 255, "pixel (\(x), \(y)) inside the fourth star has alpha \(image[x, y].alpha)")
            }
        }
        #expect(inside > 100)
    }

    @Test("image sizes follow the layout formula", arguments: [
        (5, 24.0, 4.0, 4.0, 1.0, 144, 32),
        (10, 24.0, 4.0, 4.0, 1.0, 284, 32),
        (5, 24.0, 4.0, 4.0, 2.0, 288, 64),
        (5, 192.0, 32.0, 32.0, 1.0, 1152, 256),
        (3, 17.3, 2.6, 1.7, 1.0, 61, 21),
    ])
    func sizes(stars: Int, size: Double, spacing: Double, padding: Double, scale: Double,
               width: Int, height: Int) throws {
        let spec = try BadgeSpec(rating: 1) {
            $0.starCount = stars
            $0.starSize = size
            $0.spacing = spacing
            $0.padding = padding
            $0.scale = scale
        }
        #expect(spec.pixelSize.width == width && spec.pixelSize.height == height)
    }

    @Test("scale 2 is the same badge as doubling every length")
    func scaleMultipliesLengths() throws {
        let renderer = BadgeRenderer()
        let scaled = renderer.image(for: try BadgeSpec(rating: 3.5) { $0.scale = 2 })
        let doubled = renderer.image(for: try BadgeSpec(rating: 3.5) {
            $0.starSize = 48
            $0.spacing = 8
            $0.padding = 8
        })
        #expect(scaled == doubled)
    }
}
