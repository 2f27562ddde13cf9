import Testing
import StarBadge
import StarGeometry
import StarBadgeTestSupport

/// `--fill area`: each partial star's on part has exactly the asked-for
/// share of the drawn shape's area, for every shape including glyphs.
@Suite("Fill by area")
struct AreaFillTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let shape: @Sendable () throws -> BadgeShape
        var testDescription: String { name }
    }

    static let fonts = PackagePaths.root.appendingPathComponent("Fonts")

    static let cases: [Case] = [
        Case(name: "star") { .default },
        Case(name: "thin star") { .star(StarShape(points: 8, innerRatio: 0.2)!) },
        Case(name: "heart") { .heart },
        Case(name: "circle") { .circle },
        Case(name: "polygon:3") { try BadgeShape(parsing: "polygon:3") },
        Case(name: "polygon:6") { try BadgeShape(parsing: "polygon:6") },
        Case(name: "SVG path with curves") { try BadgeShape(parsing: "path:M12 2 C12 2 20 11 20 15 A8 8 0 0 1 4 15 C4 11 12 2 12 2 Z") },
        Case(name: "glyph U+2605 DejaVu") { try BadgeShape.glyph("\u{2605}", in: FontLibrary.defaultFace()) },
        Case(name: "glyph U+F005 Font Awesome (TrueType)") {
            try BadgeShape.glyph("\u{F005}", in: FontLibrary.face(atPath: fonts.appendingPathComponent("FontAwesome.ttf").path))
        },
        Case(name: "glyph U+F005 Font Awesome (CFF)") {
            try BadgeShape.glyph("\u{F005}", in: FontLibrary.face(atPath: fonts.appendingPathComponent("FontAwesome.otf").path))
        },
        Case(name: "glyph 'B' (two holes)") { try BadgeShape.glyph("B", in: FontLibrary.defaultFace()) },
    ]

    /// Signed area of every contour clipped to one side, by the test
    /// support's own clipping (independent of `Polygon.clipped`).
    static func area(_ polygon: Polygon, side: VerticalSide, of line: Double) -> Double {
        polygon.contours.reduce(0) { sum, contour in
            let vertices = contour.map { (x: $0.x, y: $0.y) }
            let kept = side == .left ? ExactCoverage.clip(vertices, toLeftOf: line) : ExactCoverage.clip(vertices, toRightOf: line)
            return sum + ExactCoverage.shoelace(kept)
        }
    }

    static func total(_ polygon: Polygon) -> Double {
        polygon.contours.reduce(0) { $0 + ExactCoverage.shoelace($1.map { (x: $0.x, y: $0.y) }) }
    }

    @Test("the on part is the fraction of the shape's area, to 1e-6", arguments: cases)
    func share(_ c: Case) throws {
        let shape = try c.shape()
        for direction in [ReadingDirection.leftToRight, .rightToLeft] {
            let spec = try BadgeSpec(rating: 4.3) {
                $0.fillMode = .precise
                $0.starSize = 24
                $0.shape = shape
                $0.fillMeasure = .area
                $0.direction = BadgeDirection(direction)
            }
            let box = spec.layout.starBox(4)
            let polygon = spec.starPolygon(in: box)
            for f in [0.05, 0.3, 0.5, 0.77, 0.98] {
                guard case .split(let line, let side) = StarFill(fraction: f, polygon: polygon, measure: .area,
                                                                 direction: direction) else {
                    Issue.record("no split for \(f)")
                    continue
                }
                #expect(side == (direction == .leftToRight ? .left : .right))
                let share = Self.area(polygon, side: side, of: line) / Self.total(polygon)
                #expect(abs(share - f) < 1e-6, "\(c.name) \(direction) f \(f): \(share)")
            }
        }
    }

    @Test("the rendered star's on-coloured coverage is that share of its coverage (to pixel precision)")
    func rendered() throws {
        // Pure red on, pure blue off: per pixel, red·alpha is the on part's coverage.
        let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)
        for shape in [BadgeShape.default, .heart] {
            let spec = try BadgeSpec(rating: 0.3) {
                $0.starCount = 1
                $0.fillMode = .precise
                $0.starSize = 96
                $0.offColor = blue
                $0.shape = shape
                $0.onColorScale = .constant(red)
                $0.fillMeasure = .area
            }
            let renderer = BadgeRenderer()
            let image = renderer.image(for: spec)
            var on = 0.0, all = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    let a = Double(p.alpha) / 255
                    on += a * Double(p.red) / 255
                    all += a
                }
            }
            #expect(abs(on / all - 0.3) < 2e-3, "\(shape): \(on / all)")
        }
    }

    @Test("by area differs from by width where the shape is uneven: 4.3 stars")
    func differsFromWidth() throws {
        let byArea = try BadgeSpec(rating: 4.3) { $0.fillMode = .precise; $0.fillMeasure = .area }
        let byWidth = try BadgeSpec(rating: 4.3) { $0.fillMode = .precise }
        let renderer = BadgeRenderer()
        #expect(renderer.image(for: byArea) != renderer.image(for: byWidth))
    }
}
