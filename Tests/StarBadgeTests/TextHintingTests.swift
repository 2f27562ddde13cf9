import Testing
import StarBadge
import StarGeometry

/// `hinting`: small raster text grid-fitted vertically, nothing else changed.
@Suite("Text hinting")
struct TextHintingTests {
    static let black = Color(red: 0, green: 0, blue: 0)

    /// A badge whose only visible ink is the label, black on transparent
    /// (one transparent star), so the alpha channel is the text's coverage.
    static func labelOnly(_ text: String, fontSize: Double, hinting: TextHinting, scale: Double = 1,
                          position: LabelPosition = .right) throws -> BadgeSpec {
        let face = try FontLibrary.defaultFace()
        return try BadgeSpec(rating: 0) {
            $0.starCount = 1
            $0.starSize = 8
            $0.onColorScale = .constant(.transparent)
            $0.offColor = .transparent
            $0.scale = scale
            $0.hinting = hinting
            $0.label = LabelSpec(template: text, position: position, fontSize: fontSize, textColor: black, font: face)
        }
    }

    /// Each text item's outline source in the scene.
    static func sources(_ spec: BadgeSpec) -> [GlyphOutlineSource] {
        spec.scene.items.compactMap { if case .text(let paint) = $0 { paint.outlines } else { nil } }
    }

    @Test("auto hints text of 16 px and less in the image, none never, light always")
    func autoBySize() throws {
        #expect(TextHinting.auto.outlines(pixelSize: 11) == .lightHinted)
        #expect(TextHinting.auto.outlines(pixelSize: 14.40625) == .lightHinted)
        #expect(TextHinting.auto.outlines(pixelSize: 16) == .lightHinted)
        #expect(TextHinting.auto.outlines(pixelSize: 16.015625) == .exact)
        #expect(TextHinting.none.outlines(pixelSize: 11) == .exact)
        #expect(TextHinting.light.outlines(pixelSize: 40) == .lightHinted)
        #expect(BadgeSettings().hinting == .auto)

        // The default label (0.6 × 24 = 14.4 px) is hinted, but not at scale 2 (28.8 px in the image).
        let face = try FontLibrary.defaultFace()
        let plain = try BadgeSpec(rating: 3) { $0.label = LabelSpec(template: "Rating", font: face) }
        #expect(Self.sources(plain) == [.lightHinted])
        #expect(Self.sources(try plain.variant(scaledBy: 2)) == [.exact])
        #expect(Self.sources(try Self.labelOnly("Rating", fontSize: 12, hinting: .auto)) == [.lightHinted])
        #expect(Self.sources(try Self.labelOnly("Rating", fontSize: 12, hinting: .auto, scale: 2)) == [.exact])
        // Shields styles set 11 px text: label, value and the shadows under them are hinted.
        let flat = try BadgeSpec(rating: 3) {
            $0.style = .flat
            $0.label = LabelSpec(template: "rating", font: face)
            $0.value = LabelSpec(template: "{rating}/5", font: face)
        }
        let flatSources = Self.sources(flat)
        #expect(flatSources.count >= 2 && flatSources.allSatisfy { $0 == .lightHinted })
    }

    @Test("every text is placed on a whole-pixel baseline", arguments: LabelPosition.allCases)
    func wholePixelBaselines(position: LabelPosition) throws {
        let face = try FontLibrary.defaultFace()
        for (size, fontSize, scale) in [(24.0, 11.0, 1.0), (17.3, 12.7, 1.0), (13.0, 11.5, 1.5)] {
            let spec = try BadgeSpec(rating: 2.5) {
                $0.starSize = size
                $0.padding = 3.3
                $0.scale = scale
                $0.label = LabelSpec(template: "Tofu {rating}", position: position, fontSize: fontSize, font: face)
                $0.logo = BadgeLogo(.glyph("★"))
            }
            for item in spec.scene.items {
                guard case .text(let paint) = item else { continue }
                #expect(paint.origin.y == paint.origin.y.rounded(), "\(position) \(size) \(fontSize) \(scale): \(paint.origin.y)")
            }
        }
    }

    /// Rows of column `x` whose coverage is strictly between none and full.
    static func partialRows(_ image: PNGImage, column x: Int, rows: Range<Int>) -> Int {
        rows.filter { image[x, $0].alpha > 0 && image[x, $0].alpha < 255 }.count
    }

    /// The ink's bounding box (alpha > 0): columns and rows.
    static func inkBounds(_ image: PNGImage) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    @Test("a hinted T's bar starts on a whole pixel row: one partial row at most, where unhinted it is two",
          arguments: [11.0, 12, 14])
    func tBarOnWholeRows(fontSize: Double) throws {
        let renderer = BadgeRenderer()
        var partial: [TextHinting: Int] = [:]
        for hinting in [TextHinting.none, .light] {
            let image = renderer.image(for: try Self.labelOnly("T", fontSize: fontSize, hinting: hinting))
            let ink = try #require(Self.inkBounds(image))
            // A column through the bar's left arm, away from the stem and the bar's end.
            let column = ink.columns.lowerBound + (ink.columns.count / 4)
            let top = ink.rows.lowerBound
            partial[hinting] = Self.partialRows(image, column: column, rows: top..<(top + 3))
            if hinting == .light {
                // The cap-height edge is on the grid: the bar's first row is (nearly) solid, no sliver above it.
                #expect(image[column, top].alpha >= 200, "top row \(image[column, top].alpha)")
            }
        }
        #expect((partial[.light] ?? 9) <= 1)
        #expect(partial[.none] == 2)
    }

    @Test("hinted outlines have the baseline, x-height and cap-height on whole pixels; x is unchanged")
    func hintedEdgesOnTheGrid() throws {
        let face = try FontLibrary.defaultFace()
        for size in [11.0, 12, 14] {
            for text in ["x", "o", "H", "T", "z"] {
                let line = try TextLine(text, face: face, pixelSize: size)
                let hinted = try #require(try line.path(outlines: .lightHinted).controlBounds)
                let exact = try #require(try line.path().controlBounds)
                #expect(hinted.minY == hinted.minY.rounded(), "\(text) at \(size): top \(hinted.minY)")
                #expect(hinted.maxY == hinted.maxY.rounded(), "\(text) at \(size): bottom \(hinted.maxY)")
                #expect(abs(hinted.minX - exact.minX) < 1.0 / 64 && abs(hinted.maxX - exact.maxX) < 1.0 / 64,
                        "\(text) at \(size): x \(hinted.minX)…\(hinted.maxX) vs \(exact.minX)…\(exact.maxX)")
            }
        }
    }

    @Test("hinting moves no point sideways: composites, marks and the missing-glyph box included",
          arguments: [11.0, 12, 14.4])
    func noPointMovesSideways(size: Double) throws {
        let face = try FontLibrary.defaultFace()
        // ½ and é are composites; क is not in DejaVu Sans (the .notdef box, which light hinting nudges 11/64 px).
        let line = try TextLine("½ é Tofu ǅ ő क", face: face, pixelSize: size)
        let exact = try line.path(baselineOrigin: Point(x: 3.25, y: 20)).elements
        let hinted = try line.path(baselineOrigin: Point(x: 3.25, y: 20), outlines: .lightHinted).elements
        #expect(exact.count == hinted.count)
        var largest = 0.0
        for (a, b) in zip(exact, hinted) {
            for (p, q) in zip(Self.points(a), Self.points(b)) { largest = max(largest, abs(p.x - q.x)) }
        }
        #expect(largest < 1.0 / 64, "at \(size) px a point moved \(largest) px sideways")
    }

    /// The points of one path element, in order.
    static func points(_ element: PathElement) -> [Point] {
        switch element {
        case .move(let p), .line(let p): [p]
        case .quadratic(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    @Test("a line's positions, width and layout are the same hinted or not")
    func layoutUnchanged() throws {
        let none = try Self.labelOnly("Tofu affine office", fontSize: 11, hinting: .none)
        let light = try Self.labelOnly("Tofu affine office", fontSize: 11, hinting: .light)
        #expect(none.layout == light.layout)
        #expect(none.pixelSize == light.pixelSize)
        #expect(none.placedTexts.map(\.glyphOrigins) == light.placedTexts.map(\.glyphOrigins))
    }

    @Test("an SVG is the same whatever the hinting says")
    func svgNeverHinted() throws {
        let renderer = BadgeRenderer()
        for size in [11.0, 16] {
            let svgs = try TextHinting.allCases.map { try renderer.svg(for: try Self.labelOnly("Tofu affine", fontSize: size, hinting: $0)) }
            #expect(svgs.allSatisfy { $0 == svgs[0] }, "at \(size) px")
        }
    }

    @Test("hinted and unhinted coverage are kept apart; the kept coverage is what drawing afresh gives")
    func cachesKeepSourcesApart() throws {
        let shared = BadgeRenderer()
        let plain = BadgeRenderer(reusingWork: false)
        var images: [TextHinting: PNGImage] = [:]
        for _ in 0..<2 {
            for hinting in [TextHinting.light, .none] {
                let spec = try Self.labelOnly("Tofu 4.5", fontSize: 12, hinting: hinting)
                let image = shared.image(for: spec)
                #expect(image == plain.image(for: spec), "\(hinting)")
                images[hinting] = image
            }
        }
        #expect(images[.light] != images[.none])
    }
}
