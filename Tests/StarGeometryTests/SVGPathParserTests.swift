import StarGeometry
import Testing

/// The SVG path mini-language: every command, relative and absolute,
/// implicit repeats, number syntax, arcs, and round trips through
/// `Path.svgPathData`.
@Suite struct SVGPathParserTests {
    /// Icons written for these tests, each in an absolute and a relative
    /// (or otherwise different) spelling of the same outline.
    static let icons: [(name: String, absolute: String, relative: String)] = [
        ("heart",
         "M12 21 L10.5 19.6 C5.4 15 2 12 2 8.5 C2 5.4 4.4 3 7.5 3 C9.2 3 10.9 3.8 12 5.1 C13.1 3.8 14.8 3 16.5 3 C19.6 3 22 5.4 22 8.5 C22 12 18.6 15 13.5 19.6 Z",
         "m12 21-1.5-1.4c-5.1-4.6-8.5-7.6-8.5-11.1 0-3.1 2.4-5.5 5.5-5.5 1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1 3.1 0 5.5 2.4 5.5 5.5 0 3.5-3.4 6.5-8.5 11.1z"),
        ("star",
         "M12 2 L15.09 8.26 L22 9.27 L17 14.14 L18.18 21.02 L12 17.77 L5.82 21.02 L7 14.14 L2 9.27 L8.91 8.26 Z",
         "m12 2 3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z"),
        ("rounded square",
         "M4 2 H20 Q22 2 22 4 V20 Q22 22 20 22 H4 Q2 22 2 20 V4 Q2 2 4 2 Z",
         "m4 2h16q2 0 2 2v16q0 2-2 2H4q-2 0-2-2V4q0-2 2-2z"),
        ("wave",
         "M2 12 Q7 2 12 12 T22 12 V22 H2 Z",
         "M2,12q5,-10,10,0t10,0v10h-20z"),
        ("drop",
         "M12 2 C12 2 5 10 5 15 S8 22 12 22 S19 19 19 15 S12 2 12 2 Z",
         "m12 2c0 0-7 8-7 13s3 7 7 7 7-3 7-7-7-13-7-13z"),
        ("ring",
         "M12 2 A10 10 0 1 1 12 22 A10 10 0 1 1 12 2 Z M12 6 A6 6 0 1 0 12 18 A6 6 0 1 0 12 6 Z",
         "m12 2a10 10 0 1 1 0 20 10 10 0 1 1 0-20zm0 4a6 6 0 1 0 0 12 6 6 0 1 0 0-12z"),
    ]

    @Test(arguments: icons.map(\.name))
    func iconRoundTrips(name: String) throws {
        let icon = try #require(Self.icons.first { $0.name == name })
        let absolute = try SVGPathParser.parse(icon.absolute)
        // Written out and read back: exactly the same path.
        #expect(try SVGPathParser.parse(absolute.svgPathData) == absolute, "\(absolute.svgPathData)")
        // The other spelling: the same outline up to rounding of relative sums.
        let relative = try SVGPathParser.parse(icon.relative)
        #expect(relative.elements.count == absolute.elements.count)
        for (a, b) in zip(absolute.elements, relative.elements) {
            #expect(elementsClose(a, b, 1e-12), "\(a) vs \(b)")
        }
        // And every icon is a usable shape that fits a 24-px box.
        let shape = try PathShape(svgPathData: icon.absolute)
        let fitted = try #require(BadgeShape.path(shape).path(fittedInto: Rect(x: 0, y: 0, width: 24, height: 24)).tightBounds)
        #expect(abs(fitted.midX - 12) <= 1e-9 && abs(fitted.midY - 12) <= 1e-9)
        #expect(abs(max(fitted.width, fitted.height) - 24) <= 1e-9)
    }

    static let equivalent: [(String, String)] = [
        // Implicit repeats.
        ("M0 0 10 0 10 10 Z", "M0 0 L10 0 L10 10 Z"),
        ("m1 1 2 0 0 2z", "M1 1 L3 1 L3 3 Z"),
        ("M0 0 L1 1 2 2 3 3", "M0 0 L1 1 L2 2 L3 3"),
        ("M0 0 h1 2 3", "M0 0 H1 H3 H6"),
        ("M0 0 v1,2,3", "M0 0 V1 V3 V6"),
        ("M0 0 C1 1 2 2 3 3 4 4 5 5 6 6", "M0 0 C1 1 2 2 3 3 C4 4 5 5 6 6"),
        ("M0 0 c1 1 2 2 3 3 1 1 2 2 3 3", "M0 0 C1 1 2 2 3 3 C4 4 5 5 6 6"),
        ("M0 0 q1 1 2 0 1 -1 2 0", "M0 0 Q1 1 2 0 Q3 -1 4 0"),
        // Separators and number syntax.
        ("M0,0,10,0", "M0 0 L10 0"),
        ("M 0 , 0 L 10 , 0", "M0 0 L10 0"),
        ("\n\tM0 0\r\nL10\u{0C}0 ", "M0 0 L10 0"),
        ("M-.5e2.5 1.5.5", "M-50 0.5 L1.5 0.5"),
        ("M1-2L3-4", "M1 -2 L3 -4"),
        ("M1e1 1E+1 L1e-1 +2.", "M10 10 L0.1 2"),
        ("M0 0L10 0 10 10z", "M0 0 L10 0 L10 10 Z"),
        // Smooth curves reflect the previous control point, or use the pen.
        ("M0 0 C0 10 10 10 10 0 S20 -10 20 0", "M0 0 C0 10 10 10 10 0 C10 -10 20 -10 20 0"),
        ("M0 0 S10 10 20 0", "M0 0 C0 0 10 10 20 0"),
        ("M0 0 L5 5 S10 10 20 0", "M0 0 L5 5 C5 5 10 10 20 0"),
        ("M0 0 Q5 10 10 0 T20 0", "M0 0 Q5 10 10 0 Q15 -10 20 0"),
        ("M0 0 T10 0", "M0 0 Q0 0 10 0"),
        ("M0 0 Q5 10 10 0 T20 0 T30 0", "M0 0 Q5 10 10 0 Q15 -10 20 0 Q25 10 30 0"),
        ("M0 0 C0 10 10 10 10 0 T20 0", "M0 0 C0 10 10 10 10 0 Q10 0 20 0"),
        // After Z the pen is back at the start; drawing on starts a new sub-path there.
        ("M1 1 L10 1 L10 10 Z L 5 20 Z", "M1 1 L10 1 L10 10 Z M1 1 L5 20 Z"),
        ("M1 1 H10 V10 Z m 5 5 h1 v1 z", "M1 1 H10 V10 Z M6 6 H7 V7 Z"),
        ("M1 1 H10 V10 z Z z", "M1 1 H10 V10 Z"),
        // Arcs: a zero radius is a line; an arc to the current point draws nothing.
        ("M0 0 A0 5 0 0 1 10 0", "M0 0 L10 0"),
        ("M0 0 A5 5 0 0 1 0 0 L1 1", "M0 0 L1 1"),
        // Compact arc flags.
        ("M0 0 a5 5 0 01 10 0", "M0 0 A5 5 0 0 1 10 0"),
        ("M0 0 a5 5 0 1110 0", "M0 0 A5 5 0 1 1 10 0"),
    ]

    @Test(arguments: equivalent)
    func spellingsAreEquivalent(a: String, b: String) throws {
        let pa = try SVGPathParser.parse(a), pb = try SVGPathParser.parse(b)
        #expect(pa.elements.count == pb.elements.count, "\(pa.svgPathData) vs \(pb.svgPathData)")
        for (x, y) in zip(pa.elements, pb.elements) {
            #expect(elementsClose(x, y, 1e-12), "\(pa.svgPathData) vs \(pb.svgPathData)")
        }
    }

    @Test func exactElements() throws {
        #expect(try SVGPathParser.parse("M1 2 L3 4 Q5 6 7 8 C9 10 11 12 13 14 Z") == Path(elements: [
            .move(Point(x: 1, y: 2)), .line(Point(x: 3, y: 4)),
            .quadratic(control: Point(x: 5, y: 6), to: Point(x: 7, y: 8)),
            .cubic(control1: Point(x: 9, y: 10), control2: Point(x: 11, y: 12), to: Point(x: 13, y: 14)), .close,
        ]))
        #expect(try SVGPathParser.parse("") == Path())
        #expect(try SVGPathParser.parse("  \n ") == Path())
    }

    /// Arcs become cubics on the right ellipse: a semicircle of radius 10
    /// (radii too small are scaled up), clockwise on screen with sweep 1.
    @Test func arcsFollowTheEllipse() throws {
        for data in ["M0 0 A10 10 0 0 1 20 0", "M0 0 A1 1 0 0 1 20 0", "M0 0 a10 10 45 1 1 20 0"] {
            let path = try SVGPathParser.parse(data)
            let segments = shapeSegments(path)
            #expect(segments.count == 2 && segments.allSatisfy { $0.points.count == 4 })
            #expect(segments.last?.points.last == Point(x: 20, y: 0))
            for s in segments {
                for i in 0...50 {
                    let p = s.at(Double(i) / 50)
                    #expect(abs(distance(p, Point(x: 10, y: 0)) - 10) < 10 * 2.8e-4)
                    #expect(p.y <= 1e-12)  // sweep 1 from left to right goes over the top (y up is negative)
                }
            }
        }
        // Large arc: three quarters of a circle of radius 10 around (10, 10)… from (0,10) to (10,0).
        let large = try SVGPathParser.parse("M0 10 A10 10 0 1 0 10 0")
        let segments = shapeSegments(large)
        #expect(segments.count == 3)
        for s in segments {
            for i in 0...20 {
                #expect(abs(distance(s.at(Double(i) / 20), Point(x: 10, y: 10)) - 10) < 10 * 2.8e-4)
            }
        }
        // A rotated ellipse: endpoints exact, every sample on the ellipse.
        let rotated = try SVGPathParser.parse("M0 0 A20 10 30 0 1 15 5")
        #expect(shapeSegments(rotated).last?.points.last == Point(x: 15, y: 5))
    }

    @Test func limitsAreGenerousForRealPaths() throws {
        let many = "M0 0 L1 1" + String(repeating: " l1 1 -1 1", count: (SVGPathParser.maximumCommands - 2) / 2)
        #expect(try SVGPathParser.parse(many).elements.count == SVGPathParser.maximumCommands)
        #expect(try SVGPathParser.parse("M-1e6 1e6 L1000000 -1000000").elements.count == 2)
    }
}

/// Same kind of element, every coordinate within `tolerance`.
func elementsClose(_ a: PathElement, _ b: PathElement, _ tolerance: Double) -> Bool {
    switch (a, b) {
    case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return close(p, q, tolerance)
    case (.quadratic(let c, let p), .quadratic(let d, let q)): return close(c, d, tolerance) && close(p, q, tolerance)
    case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
        return close(c1, d1, tolerance) && close(c2, d2, tolerance) && close(p, q, tolerance)
    case (.close, .close): return true
    default: return false
    }
}
