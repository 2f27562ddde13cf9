import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// Every picture an SVG shows is written once per file, however many stars
/// or states show it, and a document's planned size is checked against its
/// limit before any picture is encoded.
@Suite("SVG pictures written once")
struct SVGPicturesOnceTests {
    static func image(_ name: String) throws -> StarImage {
        try FixtureImages.ensure()
        return try StarImage(pngBytes: Array(Data(contentsOf: FixtureImages.url(name))), name: name)
    }

    /// How many pictures the document embeds.
    static func dataURIs(_ svg: [UInt8]) -> Int {
        String(decoding: svg, as: UTF8.self).components(separatedBy: "data:image/png;base64,").count - 1
    }

    static let three: StarImages = {
        (try? StarImages(full: image("medal-full.png"), half: image("medal-half.png"), empty: image("medal-empty.png")))!
    }()

    @Test("100 stars of full, half and empty pictures embed three pictures, whatever the fill and direction",
          arguments: [(FillMode.half, BadgeDirection.leftToRight), (.precise, .leftToRight), (.precise, .rightToLeft)])
    func hundredStars(fill: FillMode, direction: BadgeDirection) throws {
        let spec = try BadgeSpec(rating: 37.5, BadgeSettings().with {
            $0.starCount = 100; $0.fillMode = fill; $0.direction = direction; $0.images = Self.three
        })
        let svg = try BadgeRenderer().svg(for: spec)
        // Full, half (the star at 0.5) and empty; the split stars add none.
        #expect(Self.dataURIs(svg) == 3)
        let five = try BadgeRenderer().svg(for: try BadgeSpec(rating: 2.5, BadgeSettings().with {
            $0.starCount = 5; $0.fillMode = fill; $0.direction = direction; $0.images = Self.three
        }))
        // 95 more stars add a <use> each, not a picture.
        #expect(svg.count - five.count < 95 * 200, "\(svg.count) bytes for 100 stars, \(five.count) for 5")
    }

    @Test("without an empty picture, the silhouette is one more picture, written once")
    func silhouetteOnce() throws {
        let full = StarImages(full: try Self.image("medal-full.png"))
        let spec = try BadgeSpec(rating: 40.3, BadgeSettings().with {
            $0.starCount = 100; $0.fillMode = .precise; $0.images = full
        })
        #expect(try Self.dataURIs(BadgeRenderer().svg(for: spec)) == 2)
    }

    @Test("a sprite sheet of 41 states embeds each picture once")
    func spriteOnce() throws {
        let full = StarImages(full: try Self.image("medal-full.png"))
        let spec = try BadgeSpec(rating: 0, BadgeSettings().with { $0.starCount = 10; $0.images = full })
        let sheet = try SpriteSheet(design: spec.design, step: 0.25)
        #expect(sheet.states.count == 41)
        let svg = try sheet.svg()
        #expect(Self.dataURIs(svg) == 2)
        #expect(svg.count < 200_000, "\(svg.count) bytes")
    }

    @Test("a document whose planned size passes the limit is refused, naming the limit")
    func refusedOverLimit() throws {
        let photo = StarImages(full: try Self.image("photo-200.png"))
        let spec = try BadgeSpec(rating: 2.5, BadgeSettings().with { $0.images = photo })
        let fits = try SVGWriter().document(for: spec.scene, title: nil)
        // The planned size counts each picture at the encoder's largest size.
        let error = try #require(throws: BadgeError.self) {
            try SVGWriter(maxBytes: fits.count).document(for: spec.scene, title: nil)
        }
        guard case .svgTooLarge(let planned, let limit) = error else { Issue.record("\(error)"); return }
        #expect(limit == fits.count && planned > limit)
        #expect("\(error)".contains("more than the limit of"), "\(error)")
        let sheet = try SpriteSheet(design: spec.design, step: 0.5)
        let sprite = try #require(throws: BadgeError.self) {
            let parts = try sheet.states.map { state in
                (scene: try sheet.design.badge(rating: state.rating).scene, x: state.x, y: state.y, id: "s", title: "")
            }
            return try SVGWriter(maxBytes: 100_000).sheet(parts, width: 10, height: 10, title: nil)
        }
        #expect("\(sprite)".contains("0.1 MiB"), "\(sprite)")
        #expect(BadgeLimits.maxSVGBytes == 128 * 1024 * 1024)
    }

    @Test("the PNG size bound holds for noise, the largest a picture encodes to")
    func pngBound() throws {
        var random = SplitMix64(seed: 23)
        for (width, height) in [(1, 1), (3, 200), (257, 129)] {
            let rgba = (0..<width * height * 4).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let png = try PNGEncoder().encode(try #require(PNGImage(width: width, height: height, rgba: rgba)))
            #expect(png.count <= PNGEncoder.sizeBound(width: width, height: height), "\(width)×\(height): \(png.count)")
        }
    }
}
