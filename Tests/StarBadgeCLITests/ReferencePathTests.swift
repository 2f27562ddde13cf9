import Foundation
import Testing
@testable import StarBadge
@testable import StarBadgeCLI
import StarBadgeTestSupport
import StarPNG

/// The renderer's shortcuts (masks, tiles and label coverage kept between
/// stars and badges, fills kept apart until they overlap) and its bands of
/// rows for large images must not change a pixel: every golden spec drawn
/// the plain way, and in bands of a few rows, equals the usual drawing.
@Suite("reference drawing paths")
struct ReferencePathTests {
    static func spec(_ fixture: RenderFixture) throws -> BadgeSpec {
        let parsed = try ArgumentParser(command: "render", options: RenderCommand.options).parse(fixture.resolvedArguments)
        return try RenderCommand.badgeSpec(from: parsed)
    }

    @Test("every golden spec drawn without any cache or deferred fill equals the usual drawing",
          arguments: RenderFixture.all)
    func plainPathEqualsCached(fixture: RenderFixture) throws {
        try FixtureImages.ensure()
        let spec = try Self.spec(fixture)
        var cached = RasterBackend()
        // Twice: the second drawing takes everything from the caches.
        _ = cached.image(for: spec)
        let usual = cached.image(for: spec)
        var plain = RasterBackend(reusingWork: false)
        let drawn = plain.image(for: spec)
        #expect(drawn == usual, "\(fixture.name): \(Self.differingPixels(drawn, usual)) pixels differ on the plain path")
    }

    @Test("every golden spec drawn in bands of rows equals the whole drawing", arguments: RenderFixture.all)
    func bandsEqualWhole(fixture: RenderFixture) throws {
        try FixtureImages.ensure()
        let spec = try Self.spec(fixture)
        var whole = RasterBackend()
        let expected = whole.image(for: spec)
        // Bands of 1 row, 3 rows and of a prime number of pixels (rows that
        // cut stars, text and pictures anywhere).
        for band in [1, 3 * spec.pixelSize.width, 997] {
            var banded = RasterBackend()
            banded.bandPixels = band
            let drawn = banded.image(for: spec)
            #expect(drawn == expected, "\(fixture.name): \(Self.differingPixels(drawn, expected)) pixels differ in bands of \(band) px")
        }
    }

    /// How many pixels two images of one size differ in (all of them when the sizes differ).
    static func differingPixels(_ a: PNGImage, _ b: PNGImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        return (0..<(a.width * a.height)).count { i in a.rgba[(4 * i)..<(4 * i + 4)] != b.rgba[(4 * i)..<(4 * i + 4)] }
    }

    /// Pictures split by area (the split line then comes from the whole
    /// picture, summed band by band), a picture wider than its box, a label
    /// with a colour emoji, and a shields badge, at sizes that need several bands.
    static let bandedExtras: [[String]] = [
        ["--rating", "2.6", "--fill", "area", "--full-image", "Fixtures/images/medal-full.png",
         "--empty-image", "Fixtures/images/medal-empty.png", "--size", "90"],
        ["--rating", "1.4", "--fill", "area", "--full-image", "Fixtures/images/banner-wide.png", "--stars", "3",
         "--size", "70", "--direction", "rtl"],
        ["--rating", "3.7", "--fill", "precise", "--label", "Great 👍 {rating}", "--size", "60",
         "--star-border-color", "black", "--border-color", "navy", "--border-width", "3", "--background", "#fffbe6", "--corner-radius", "9"],
        ["--rating", "4.5", "--style", "for-the-badge", "--label", "reviews", "--scale", "3"],
    ]

    @Test("large badges of every kind drawn in bands equal the whole drawing", arguments: bandedExtras)
    func largeBadgesInBands(arguments: [String]) throws {
        try FixtureImages.ensure()
        let spec = try Self.spec(RenderFixture(name: "extra", arguments: arguments))
        var whole = RasterBackend()
        whole.bandPixels = Int.max / 4
        let expected = whole.image(for: spec)
        for band in [1, 5000, 20011] {
            var banded = RasterBackend()
            banded.bandPixels = band
            let drawn = banded.image(for: spec)
            #expect(drawn == expected, "\(arguments): \(Self.differingPixels(drawn, expected)) pixels differ in bands of \(band) px")
        }
    }
}
