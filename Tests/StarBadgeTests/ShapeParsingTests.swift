import StarBadge
import StarGeometry
import Testing

/// `--shape` values.
@Suite struct ShapeParsingTests {
    @Test func goodValues() throws {
        #expect(try BadgeShape(parsing: "star") == .default)
        #expect(try BadgeShape(parsing: "heart") == .heart)
        #expect(try BadgeShape(parsing: " Circle ") == .circle)
        #expect(try BadgeShape(parsing: "polygon:6") == .polygon(try #require(RegularPolygonShape(sides: 6))))
        #expect(try BadgeShape(parsing: "POLYGON: 3 ") == .polygon(try #require(RegularPolygonShape(sides: 3))))
        #expect(try BadgeShape(parsing: "polygon:1000") == .polygon(try #require(RegularPolygonShape(sides: 1000))))
        let path = try BadgeShape(parsing: "path:M0 0 L10 0 L10 10 Z")
        #expect(path == .path(try PathShape(svgPathData: "M0 0 L10 0 L10 10 Z")))
    }

    static let bad: [(String, String)] = [
        ("hart", "'hart' is not a shape; did you mean 'heart'? expected star, heart, circle, polygon:N"),
        ("", "'' is not a shape"),
        ("square", "'square' is not a shape; expected"),
        ("polygn:5", "did you mean 'polygon:N'?"),
        ("glyph:U+2605", "'glyph:' is not a shape"),
        ("heart:2", "'heart:' is not a shape"),
        ("polygon", "polygon needs a whole number of sides from 3 to 1000, found ''"),
        ("polygon:2", "found '2'"),
        ("polygon:1001", "found '1001'"),
        ("polygon:six", "found 'six'"),
        ("polygon:6.5", "found '6.5'"),
        ("path:", "the path draws nothing"),
        ("path:M0 0 L10 x", "expected a number at position 15, found 'x'"),
        ("  path:L0 0", "found 'L' at position 8"),
        ("path:M0 0 L10 10", "encloses no area"),
    ]

    @Test(arguments: bad)
    func badValues(text: String, expected: String) {
        do {
            let shape = try BadgeShape(parsing: text)
            Issue.record("'\(text)' gave \(shape)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }
}
