import Testing
import StarGeometry
@testable import StarSVGLogo

/// Reading single-colour SVG logo files: what is drawn, where, and what is refused.
@Suite("SVG logos")
struct SVGLogoTests {
    static let ns = "xmlns=\"http://www.w3.org/2000/svg\""

    static func logo(_ text: String) throws -> SVGLogo {
        try SVGLogo(svgBytes: Array(text.utf8))
    }

    static func svg(_ body: String, root: String = "viewBox=\"0 0 24 24\"") -> String {
        "<svg \(ns) \(root)>\(body)</svg>"
    }

    /// The filled area of every shape, from the flattened outline (exact for polygons).
    static func area(_ shape: SVGLogo.Shape) -> Double {
        abs(shape.path.flattened(tolerance: 1e-5).signedArea)
    }

    static func bounds(_ logo: SVGLogo) -> Rect? {
        var result: Rect?
        for shape in logo.shapes {
            guard let box = shape.path.flattened(tolerance: 1e-5).bounds else { continue }
            result = result.map { $0.union(box) } ?? box
        }
        return result
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    // MARK: Accepted

    @Test("a Simple Icons-style file: one path in a 24×24 viewBox, a title, role and namespace")
    func simpleIcon() throws {
        let logo = try Self.logo("<svg role=\"img\" viewBox=\"0 0 24 24\" \(Self.ns)><title>Mark</title>"
                                 + "<path d=\"M0 0h24v24H0z\"/></svg>")
        #expect(logo.width == 24 && logo.height == 24)
        #expect(logo.shapes.count == 1)
        #expect(Self.close(Self.area(logo.shapes[0]), 576))
        #expect(logo.shapes[0].fillRule == .nonZero)
    }

    @Test("the viewBox maps onto width and height; a missing size follows the viewBox's aspect")
    func viewBox() throws {
        let logo = try Self.logo(Self.svg("<rect x=\"10\" y=\"10\" width=\"20\" height=\"20\"/>",
                                          root: "viewBox=\"10 10 20 20\" width=\"40\" height=\"40\""))
        #expect(logo.width == 40 && logo.height == 40)
        #expect(Self.bounds(logo) == Rect(x: 0, y: 0, width: 40, height: 40))
        let half = try Self.logo(Self.svg("<rect width=\"10\" height=\"5\"/>", root: "viewBox=\"0 0 10 5\" width=\"20\""))
        #expect(half.width == 20 && half.height == 10)
        let sized = try Self.logo(Self.svg("<rect width=\"3\" height=\"3\"/>", root: "width=\"12pt\" height=\"6mm\""))
        #expect(Self.close(sized.width, 16) && Self.close(sized.height, 6 * 96 / 25.4))
    }

    @Test("preserveAspectRatio: centred by default (meet), aligned, or stretched with none")
    func aspect() throws {
        let root = "viewBox=\"0 0 10 20\" width=\"20\" height=\"20\""
        let body = "<rect width=\"10\" height=\"20\"/>"
        #expect(Self.bounds(try Self.logo(Self.svg(body, root: root))) == Rect(x: 5, y: 0, width: 10, height: 20))
        #expect(Self.bounds(try Self.logo(Self.svg(body, root: root + " preserveAspectRatio=\"xMaxYMid\"")))
                == Rect(x: 10, y: 0, width: 10, height: 20))
        #expect(Self.bounds(try Self.logo(Self.svg(body, root: root + " preserveAspectRatio=\"none\"")))
                == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("transforms apply right to left and nest: translate, scale, rotate about a point, skew, matrix")
    func transforms() throws {
        func corner(_ transform: String) throws -> Point {
            let logo = try Self.logo(Self.svg("<g transform=\"\(transform)\"><polygon points=\"1 1 2 1 2 2\"/></g>",
                                              root: "viewBox=\"-50 -50 100 100\" width=\"100\" height=\"100\""))
            guard case .move(let p) = logo.shapes[0].path.elements[0] else { return Point(x: .nan, y: .nan) }
            return Point(x: p.x - 50, y: p.y - 50)
        }
        #expect(try corner("translate(10 0) scale(2)") == Point(x: 12, y: 2))
        #expect(try corner("scale(2),translate(10)") == Point(x: 22, y: 2))
        let rotated = try corner("rotate(90 5 5)")
        #expect(Self.close(rotated.x, 9) && Self.close(rotated.y, 1))
        let skewed = try corner("skewX(45)")
        #expect(Self.close(skewed.x, 2) && Self.close(skewed.y, 1))
        #expect(try corner("matrix(1 0 0 1 3 4)") == Point(x: 4, y: 5))
        // A group's transform and its child's compose: the child's first.
        let nested = try Self.logo(Self.svg("<g transform=\"translate(5 5)\"><rect transform=\"scale(2)\" width=\"1\" height=\"1\"/></g>"))
        #expect(Self.bounds(nested) == Rect(x: 5, y: 5, width: 2, height: 2))
    }

    @Test("basic shapes have their exact areas: rect, rounded rect, circle, ellipse, polygon, polyline")
    func basicShapes() throws {
        func area(_ element: String) throws -> Double {
            Self.area(try Self.logo(Self.svg(element, root: "viewBox=\"0 0 100 100\"")).shapes[0])
        }
        #expect(Self.close(try area("<rect x=\"1\" y=\"2\" width=\"30\" height=\"20\"/>"), 600))
        #expect(Self.close(try area("<rect width=\"30\" height=\"20\" rx=\"5\"/>"), 600 - (4 - Double.pi) * 25, 1e-3))
        // rx beyond half the side is clamped; ry follows rx.
        #expect(Self.close(try area("<rect width=\"20\" height=\"20\" rx=\"50\"/>"), Double.pi * 100, 1e-3))
        // Round parts are cubics of 45° (radial error 4.3·10⁻⁶ of the radius): the area within 10⁻⁵ of it.
        #expect(Self.close(try area("<circle cx=\"50\" cy=\"50\" r=\"40\"/>"), Double.pi * 1600, Double.pi * 1600 * 1e-5))
        #expect(Self.close(try area("<ellipse cx=\"50\" cy=\"50\" rx=\"40\" ry=\"10\"/>"), Double.pi * 400, Double.pi * 400 * 1e-5))
        #expect(Self.close(try area("<polygon points=\"0,0 10,0 10,10\"/>"), 50))
        #expect(Self.close(try area("<polyline points=\"0 0 10 0 10 10\"/>"), 50))
    }

    @Test("a circle's outline stays within 1/255 px of the circle up to a radius of 900 px")
    func circleAccuracy() throws {
        let logo = try Self.logo(Self.svg("<circle r=\"900\"/>", root: "viewBox=\"-1000 -1000 2000 2000\""))
        let polygon = logo.shapes[0].path.flattened(tolerance: 1e-4)
        var worst = 0.0
        for p in polygon.contours[0] {
            let dx = p.x - 1000, dy = p.y - 1000
            worst = max(worst, abs((dx * dx + dy * dy).squareRoot() - 900))
        }
        #expect(worst < 1.0 / 255)
    }

    @Test("path data with arcs: a full circle of two arcs has the circle's area")
    func arcs() throws {
        let logo = try Self.logo(Self.svg("<path d=\"M12 0a12 12 0 1 0 0 24 12 12 0 1 0 0-24z\"/>"))
        // Path arcs are cubics of 90° (SVGArc: radial error 2.7·10⁻⁴ of the radius, outward).
        #expect(Self.close(Self.area(logo.shapes[0]), Double.pi * 144, Double.pi * 144 * 6e-4))
    }

    @Test("fill none, display none and visibility hidden draw nothing; fill-rule and style attributes are read")
    func presentation() throws {
        let logo = try Self.logo(Self.svg("""
            <rect width="1" height="1" fill="none"/>
            <g style="display:none"><rect width="2" height="2"/></g>
            <rect width="3" height="3" visibility="hidden"/>
            <g fill-rule="evenodd"><path d="M0 0h10v10H0zM2 2h6v6H2z"/></g>
            <rect width="4" height="4" style="fill: #123; fill-rule: evenodd"/>
            <g fill="none"><rect width="5" height="5" fill="red"/></g>
            <line x1="0" y1="0" x2="9" y2="9"/>
            <metadata><foo xmlns="urn:x"/></metadata><desc>d</desc>
            """))
        #expect(logo.shapes.count == 3)
        #expect(logo.shapes.map(\.fillRule) == [.evenOdd, .evenOdd, .nonZero])
        #expect(Self.close(Self.area(logo.shapes[2]), 25))
    }

    @Test("a DOCTYPE without declarations is read (its DTD is not fetched); other namespaces are skipped")
    func doctypeAndForeign() throws {
        let logo = try Self.logo("""
            <?xml version="1.0"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg \(Self.ns) xmlns:ink="urn:editor" viewBox="0 0 8 8" ink:version="1"><ink:view/><rect width="8" height="8"/></svg>
            """)
        #expect(logo.shapes.count == 1)
    }

    // MARK: Refused

    static let refused: [(body: String, named: String)] = [
        ("<script>alert(1)</script>", "<script>"),
        ("<image href=\"a.png\" width=\"1\" height=\"1\"/>", "<image>"),
        ("<foreignObject width=\"1\" height=\"1\"/>", "<foreignObject>"),
        ("<use href=\"#a\"/>", "<use>"),
        ("<defs><linearGradient id=\"g\"/></defs>", "<linearGradient>"),
        ("<rect width=\"1\" height=\"1\" fill=\"url(#g)\"/>", "fill on <rect>"),
        ("<pattern id=\"p\"/>", "<pattern>"),
        ("<text>Hi</text>", "<text>"),
        ("<style>rect{fill:red}</style>", "<style>"),
        ("<rect width=\"1\" height=\"1\"><animate attributeName=\"x\"/></rect>", "<animate>"),
        ("<set attributeName=\"x\" to=\"1\"/>", "<set>"),
        ("<a href=\"https://example.com\"><rect width=\"1\" height=\"1\"/></a>", "<a>"),
        ("<svg><rect width=\"1\" height=\"1\"/></svg>", "<svg>"),
        ("<rect width=\"1\" height=\"1\" onclick=\"x()\"/>", "onclick on <rect>"),
        ("<rect width=\"1\" height=\"1\" stroke=\"#000\"/>", "stroke on <rect>"),
        ("<rect width=\"1\" height=\"1\" opacity=\".5\"/>", "opacity on <rect>"),
        ("<rect width=\"1\" height=\"1\" style=\"fill-opacity:.5\"/>", "style fill-opacity on <rect>"),
        ("<rect width=\"1\" height=\"1\" clip-path=\"url(#c)\"/>", "clip-path on <rect>"),
        ("<g filter=\"url(#f)\"/>", "filter on <g>"),
        ("<path d=\"M0 0L\"/>", "d on <path>"),
        ("<polygon points=\"0 0 1\"/>", "points on <polygon>"),
        ("<rect width=\"-1\" height=\"1\"/>", "width on <rect>"),
        ("<rect width=\"50%\" height=\"1\"/>", "width on <rect>"),
        ("<g transform=\"wobble(3)\"/>", "transform on <g>"),
        ("<circle r=\"1\"/><view/>", "<view>"),
    ]

    @Test("anything a single-colour logo cannot hold is refused, naming the element and its line",
          arguments: refused.indices)
    func refusesElement(index: Int) {
        let (body, named) = Self.refused[index]
        #expect {
            try Self.logo(Self.svg("<rect width=\"1\" height=\"1\"/>" + body))
        } throws: { error in
            let text = String(describing: error)
            return text.contains(named) && text.contains("line 1")
        }
    }

    @Test("xlink:href is refused wherever it is")
    func xlinkHref() {
        let text = "<svg \(Self.ns) xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 1 1\">"
            + "<rect width=\"1\" height=\"1\" xlink:href=\"file:///etc/passwd\"/></svg>"
        #expect(throws: SVGLogoError.attribute("xlink:href", element: "rect", line: 1,
                                                why: "references to other elements or files are refused")) {
            try Self.logo(text)
        }
    }

    @Test("entities and other declarations are refused before anything is expanded or fetched")
    func declarations() {
        let laughs = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;\">]>"
            + "<svg \(Self.ns) viewBox=\"0 0 1 1\"><title>&b;</title></svg>"
        let external = "<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg \(Self.ns)><title>&x;</title></svg>"
        let element = "<!DOCTYPE svg [<!ELEMENT svg ANY>]><svg \(Self.ns) viewBox=\"0 0 1 1\"><rect width=\"1\" height=\"1\"/></svg>"
        for text in [laughs, external, element] {
            #expect(throws: SVGLogoError.declarations) { try Self.logo(text) }
        }
    }

    @Test("files that are not SVG logos: not XML, another root, no namespace, no size, nothing filled")
    func notLogos() {
        #expect(throws: SVGLogoError.self) { try Self.logo("<svg") }
        #expect(throws: SVGLogoError.notSVG(root: "html")) { try Self.logo("<html \(Self.ns)/>") }
        #expect(throws: SVGLogoError.notSVG(root: "svg")) { try Self.logo("<svg viewBox=\"0 0 1 1\"/>") }
        #expect(throws: SVGLogoError.noSize) { try Self.logo("<svg \(Self.ns)><rect width=\"1\" height=\"1\"/></svg>") }
        #expect(throws: SVGLogoError.drawsNothing) { try Self.logo(Self.svg("<title>t</title><line x2=\"1\"/>")) }
        #expect(throws: SVGLogoError.notXML(line: 1, message: "the file is empty")) { try Self.logo("") }
    }

    @Test("the bounds: file size, elements, depth and path data, each a message")
    func limits() {
        let big = Self.svg("<!--" + String(repeating: "x", count: SVGLogoLimits.maxFileBytes) + "-->")
        #expect(throws: SVGLogoError.fileTooLarge(bytes: big.utf8.count)) { try Self.logo(big) }
        let many = Self.svg(String(repeating: "<g/>", count: SVGLogoLimits.maxElements))
        #expect(throws: SVGLogoError.tooManyElements) { try Self.logo(many) }
        let deep = Self.svg(String(repeating: "<g>", count: SVGLogoLimits.maxDepth) + String(repeating: "</g>", count: SVGLogoLimits.maxDepth))
        #expect(throws: SVGLogoError.tooDeep(line: 1)) { try Self.logo(deep) }
        let data = "M0 0h1v1z" + String(repeating: " ", count: SVGLogoLimits.maxPathBytes)
        #expect(throws: SVGLogoError.tooMuchPathData) { try Self.logo(Self.svg("<path d=\"\(data)\"/>")) }
        let segments = Self.svg(String(repeating: "<path d=\"M0 0" + String(repeating: "h1", count: 9_998) + "\"/>", count: 3))
        #expect(throws: SVGLogoError.tooManySegments) { try Self.logo(segments) }
        #expect(throws: SVGLogoError.tooFar(element: "rect", line: 1)) {
            try Self.logo(Self.svg("<rect x=\"30000\" width=\"1\" height=\"1\"/>"))
        }
    }
}
