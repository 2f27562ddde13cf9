import Testing
import StarBadge
@testable import StarBadgeCLI

/// A batch's kept PNG bytes: a hit is the bytes rendering again gives, a
/// key tells apart what changes the file, and the bounds hold.
@Suite("batch render cache")
struct RenderCacheTests {
    private static func png(_ spec: BadgeSpec, altText: String?) throws -> [UInt8] {
        let output = try altText.map { OutputSettings(altText: try AltText(template: $0)) } ?? OutputSettings()
        return try BadgeRenderer(reusingWork: false).bytes(for: spec, output)
    }

    @Test("a kept file is the file rendering again gives; rating, count and alt text are told apart")
    func keptEqualsFresh() throws {
        let cache = RenderCache()
        let specs = try [BadgeSpec(rating: 3.5), BadgeSpec(rating: 3.5, count: 2), BadgeSpec(rating: 3.6),
                         BadgeSpec(rating: 3.5) { $0.starCount = 6 }]
        for _ in 0..<2 {
            for spec in specs {
                for altText in [nil, "{rating} of {max}"] {
                    let settings = try altText.map { try AltText(template: $0) }
                    let kept = try cache.bytes(for: spec, altText: settings) { try Self.png(spec, altText: altText) }
                    #expect(kept == (try Self.png(spec, altText: altText)))
                }
            }
        }
    }

    @Test("past its count or its bytes nothing new is kept, and each badge still comes out right")
    func bounded() throws {
        let cache = RenderCache(maxBytes: 1 << 20, maxEntries: 2)
        var made = 0
        let specs = try [1.0, 2.0, 3.0].map { try BadgeSpec(rating: $0) }
        for _ in 0..<2 {
            for spec in specs {
                let bytes = try cache.bytes(for: spec, altText: nil) { made += 1; return try Self.png(spec, altText: nil) }
                #expect(bytes == (try Self.png(spec, altText: nil)))
            }
        }
        #expect(made == 4)  // the first two kept, the third made twice
        let tiny = RenderCache(maxBytes: 10, maxEntries: 100)
        var tinyMade = 0
        for _ in 0..<2 { _ = try tiny.bytes(for: specs[0], altText: nil) { tinyMade += 1; return try Self.png(specs[0], altText: nil) } }
        #expect(tinyMade == 2)
    }
}
