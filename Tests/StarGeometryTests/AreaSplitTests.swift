import StarGeometry
import Testing

/// `Polygon.areaSplitLine` and `StarFill(fraction:polygon:measure:direction:)`:
/// the split that leaves an exact share of the area on the on side.
@Suite struct AreaSplitTests {
    /// The share of the polygon's area on `side` of x = line.
    static func share(_ polygon: Polygon, _ line: Double, _ side: VerticalSide) -> Double {
        polygon.clipped(toVerticalLine: line, keeping: side).signedArea / polygon.signedArea
    }

    static let box = Rect(x: 3.25, y: 1.5, width: 24, height: 24)

    static let shapes: [BadgeShape] = [
        .default, .heart, .circle,
        .polygon(RegularPolygonShape(sides: 3)!), .polygon(RegularPolygonShape(sides: 6)!),
        .star(StarShape(points: 7, innerRatio: 0.2)!),
    ]

    @Test("the on side holds the fraction of the area asked for, to 1e-9", arguments: shapes)
    func exactShare(shape: BadgeShape) throws {
        let polygon = shape.polygon(fittedInto: Self.box)
        for f in [0.001, 0.1, 0.25, 0.3, 0.5, 0.73, 0.9, 0.999] {
            for side in [VerticalSide.left, .right] {
                let line = try #require(polygon.areaSplitLine(fraction: f, keeping: side))
                #expect(abs(Self.share(polygon, line, side) - f) < 1e-9, "f \(f) side \(side)")
            }
        }
    }

    @Test("a shape with a hole counts the hole out")
    func hole() throws {
        // A 10×10 square with a 4×4 hole wound the other way in its left half.
        let outer = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let hole = [Point(x: 1, y: 3), Point(x: 1, y: 7), Point(x: 5, y: 7), Point(x: 5, y: 3)]
        let polygon = Polygon(contours: [outer, hole])
        #expect(polygon.signedArea == 84)
        // Half of 84 = 42: left of x = 5 there are 50 − 16 = 34, so the line is at 5 + 8/10 = 5.8.
        let line = try #require(polygon.areaSplitLine(fraction: 0.5, keeping: .left))
        #expect(abs(line - 5.8) < 1e-9)
    }

    @Test("fractions 0 and 1 give the bounding box's edges; a polygon without area gives nil")
    func ends() throws {
        let polygon = BadgeShape.circle.polygon(fittedInto: Self.box)
        let bounds = try #require(polygon.bounds)
        #expect(polygon.areaSplitLine(fraction: 0, keeping: .left) == bounds.minX)
        #expect(polygon.areaSplitLine(fraction: 1, keeping: .left) == bounds.maxX)
        #expect(polygon.areaSplitLine(fraction: 0, keeping: .right) == bounds.maxX)
        let flat = Polygon([Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 9, y: 0)])
        #expect(flat.areaSplitLine(fraction: 0.5, keeping: .left) == nil)
    }

    @Test("for a square, area and width agree; for a star they do not")
    func widthVersusArea() throws {
        let square = BadgeShape.polygon(RegularPolygonShape(sides: 4)!).polygon(fittedInto: Self.box)
        // The regular 4-gon is a diamond: by area, 0.5 is still the middle.
        let middle = try #require(square.areaSplitLine(fraction: 0.5, keeping: .left))
        #expect(abs(middle - Self.box.midX) < 1e-9)
        let star = BadgeShape.default.polygon(fittedInto: Self.box)
        let bounds = try #require(star.bounds)
        let byArea = try #require(star.areaSplitLine(fraction: 0.3, keeping: .left))
        // The star's left tip is thin: 30 % of its area reaches well past 30 % of its width.
        #expect(byArea > bounds.minX + 0.3 * bounds.width + 1)
    }

    @Test("StarFill by area splits where the area says, mirrored right to left")
    func starFill() throws {
        let polygon = BadgeShape.heart.polygon(fittedInto: Self.box)
        guard case .split(let line, let side) = StarFill(fraction: 0.43, polygon: polygon, measure: .area) else {
            Issue.record("expected a split")
            return
        }
        #expect(side == .left)
        #expect(abs(Self.share(polygon, line, .left) - 0.43) < 1e-9)
        guard case .split(let rtlLine, let rtlSide) = StarFill(fraction: 0.43, polygon: polygon, measure: .area,
                                                               direction: .rightToLeft) else {
            Issue.record("expected a split")
            return
        }
        #expect(rtlSide == .right)
        #expect(abs(Self.share(polygon, rtlLine, .right) - 0.43) < 1e-9)
        #expect(StarFill(fraction: 0, polygon: polygon, measure: .area) == .empty)
        #expect(StarFill(fraction: 1, polygon: polygon, measure: .area) == .full)
        // By width it is the contract's split.
        let bounds = try #require(polygon.bounds)
        #expect(StarFill(fraction: 0.43, polygon: polygon, measure: .width) == StarFill(fraction: 0.43, bounds: bounds))
    }
}
