import StarGeometry

/// Walks the parsed file and keeps its filled shapes (see `SVGLogo` for
/// what is drawn, skipped and refused).
struct SVGLogoBuilder {
    /// What an element inherits from its parent.
    private struct Inherited {
        var fills = true
        var fillRule = SVGLogo.FillRule.nonZero
        var visible = true
        /// From the element's coordinates to the viewport's.
        var transform = AffineTransform.identity
    }

    private var shapes: [SVGLogo.Shape] = []
    private var pathBytes = 0
    private var segments = 0
    /// The viewport's larger side.
    private var size = 1.0

    static func logo(from root: SVGXMLElement) throws(SVGLogoError) -> SVGLogo {
        guard root.name == "svg", root.isSVG else {
            throw .notSVG(root: root.name)
        }
        var builder = SVGLogoBuilder()
        let (width, height, viewBox) = try viewport(of: root)
        builder.size = max(width, height)
        guard var inherited = try builder.style(of: root, Inherited()) else { throw .drawsNothing }
        inherited.transform = viewBox
        if root.attribute("transform") != nil {
            throw .attribute("transform", element: "svg", line: root.line, why: "a transform on the root <svg> is refused; put it on a <g>")
        }
        for child in root.children { try builder.add(child, inherited) }
        guard !builder.shapes.isEmpty else { throw .drawsNothing }
        return SVGLogo(width: width, height: height, shapes: builder.shapes)
    }

    // MARK: The viewport

    /// The viewport's size and the transform from the root's user space
    /// (its `viewBox`, fitted by `preserveAspectRatio`) to it.
    private static func viewport(of root: SVGXMLElement) throws(SVGLogoError) -> (Double, Double, AffineTransform) {
        func fail(_ name: String, _ why: String) -> SVGLogoError { .attribute(name, element: "svg", line: root.line, why: why) }
        var box: (x: Double, y: Double, width: Double, height: Double)?
        if let text = root.attribute("viewBox") {
            guard let v = SVGNumberScanner.numbers(text, limit: 4), v.count == 4,
                  v.allSatisfy({ abs($0) <= SVGNumberScanner.maximumMagnitude }) else {
                throw fail("viewBox", "expected four numbers: min-x min-y width height")
            }
            guard v[2] > 0, v[3] > 0 else { throw fail("viewBox", "its width and height must be greater than 0") }
            box = (v[0], v[1], v[2], v[3])
        }
        func length(_ name: String) throws(SVGLogoError) -> Double? {
            guard let text = root.attribute(name) else { return nil }
            let trimmed = text.trimmingCharacters(in: " \t\r\n")
            if trimmed == "auto" || trimmed.hasSuffix("%") { return nil }
            guard let value = SVGNumberScanner.length(trimmed) else {
                throw fail(name, "expected a length in px (or in, cm, mm, pt, pc); em and ex are refused")
            }
            guard value > 0 else { throw fail(name, "must be greater than 0") }
            return value
        }
        var width = try length("width"), height = try length("height")
        guard let viewBox = box ?? width.flatMap({ w in height.map { h in (0.0, 0.0, w, h) } }) else { throw .noSize }
        if width == nil { width = height.map { $0 * viewBox.width / viewBox.height } ?? viewBox.width }
        if height == nil { height = width! * viewBox.height / viewBox.width }
        let w = width!, h = height!
        // preserveAspectRatio: an alignment (or none) and meet or slice.
        let words = (root.attribute("preserveAspectRatio") ?? "xMidYMid meet").split(whereSeparator: { " \t\r\n".contains($0) })
            .map(String.init).filter { $0 != "defer" }
        guard (1...2).contains(words.count) else { throw fail("preserveAspectRatio", "expected an alignment and meet or slice") }
        let sx = w / viewBox.width, sy = h / viewBox.height
        if words[0] == "none" {
            return (w, h, AffineTransform.translation(x: -viewBox.x, y: -viewBox.y).then(.scale(x: sx, y: sy)))
        }
        let alignments = ["Min": 0.0, "Mid": 0.5, "Max": 1.0]
        let align = words[0]
        guard align.count == 8, align.hasPrefix("x"), let ax = alignments[String(align.dropFirst().prefix(3))],
              align.dropFirst(4).hasPrefix("Y"), let ay = alignments[String(align.suffix(3))] else {
            throw fail("preserveAspectRatio", "expected none or xMinYMin … xMaxYMax")
        }
        let slice: Bool
        switch words.count == 2 ? words[1] : "meet" {
        case "meet": slice = false
        case "slice": slice = true
        default: throw fail("preserveAspectRatio", "expected meet or slice after the alignment")
        }
        let s = slice ? max(sx, sy) : min(sx, sy)
        let tx = (w - viewBox.width * s) * ax, ty = (h - viewBox.height * s) * ay
        return (w, h, AffineTransform.translation(x: -viewBox.x, y: -viewBox.y).then(.scale(x: s, y: s))
            .then(.translation(x: tx, y: ty)))
    }

    // MARK: Elements

    /// Why each refused element is refused.
    private static let refusals: [String: String] = {
        var reasons: [String: String] = [:]
        func refuse(_ names: [String], _ why: String) { for name in names { reasons[name] = why } }
        refuse(["script"], "scripts are refused")
        refuse(["image", "foreignObject", "iframe", "video", "audio", "canvas", "object", "embed"],
               "embedded content (pictures, HTML, media) is refused")
        refuse(["use", "tref"], "references to other elements or files are refused")
        refuse(["a"], "links are refused")
        refuse(["linearGradient", "radialGradient", "pattern", "meshgradient", "mesh", "solidcolor", "hatch"],
               "gradients and patterns are refused: a logo is drawn in one colour (--logo-color)")
        refuse(["text", "tspan", "textPath", "font", "font-face", "glyph"], "text is refused: convert it to paths")
        refuse(["style"], "style sheets are refused (a style attribute with fill and fill-rule is read)")
        refuse(["animate", "animateMotion", "animateTransform", "animateColor", "set", "mpath", "discard"],
               "animations are refused")
        refuse(["filter", "feGaussianBlur", "feOffset", "feFlood", "feBlend", "feColorMatrix", "feComposite", "feImage",
                "feMerge", "feTurbulence"], "filters are refused")
        refuse(["clipPath", "mask"], "clipping paths and masks are refused")
        refuse(["defs", "symbol", "marker"], "definitions for other elements are refused")
        refuse(["svg"], "a nested <svg> is refused")
        refuse(["switch"], "conditional content is refused")
        return reasons
    }()

    private static let otherwise = "only g, path, rect, circle, ellipse, line, polyline, polygon, title, desc and metadata may be in a logo"

    private mutating func add(_ element: SVGXMLElement, _ parent: Inherited) throws(SVGLogoError) {
        // Elements of other namespaces (an editor's own data) are not drawn by any SVG renderer.
        guard element.isSVG else { return }
        switch element.name {
        case "title", "desc", "metadata":
            return
        case "defs" where element.children.allSatisfy({ !$0.isSVG }):
            return
        case "defs":
            let first = element.children.first(where: \.isSVG)!
            throw .element(first.name, line: first.line, why: Self.refusals[first.name] ?? Self.refusals["defs"]!)
        case "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            break
        default:
            throw .element(element.name, line: element.line, why: Self.refusals[element.name] ?? Self.otherwise)
        }
        guard var inherited = try style(of: element, parent) else { return }
        if let text = element.attribute("transform") {
            switch SVGTransformList.parse(text) {
            case .success(let transform):
                inherited.transform = transform.then(parent.transform)
            case .failure(let error):
                throw .attribute("transform", element: element.name, line: element.line, why: error.reason)
            }
            let t = inherited.transform
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite && abs($0) <= 1e12 }) else {
                throw .attribute("transform", element: element.name, line: element.line, why: "the transform is not finite")
            }
            // A singular transform draws nothing (SVG 2, 8.5).
            if t.a * t.d - t.b * t.c == 0 { return }
        }
        if element.name == "g" {
            for child in element.children { try add(child, inherited) }
            return
        }
        if let child = element.children.first(where: \.isSVG), !["title", "desc", "metadata"].contains(child.name) {
            throw .element(child.name, line: child.line, why: Self.refusals[child.name] ?? "a shape holds no other elements")
        }
        guard let path = try outline(of: element), inherited.fills, inherited.visible else { return }
        segments += path.elements.count
        guard segments <= SVGLogoLimits.maxSegments else { throw .tooManySegments }
        let placed = path.transformed(by: inherited.transform)
        // Bounded coordinates keep the drawing's work bounded (curves are flattened before clipping).
        if let extent = placed.controlBounds {
            let reach = SVGLogoLimits.maxReach * size
            guard extent.minX.isFinite, extent.maxX.isFinite, extent.minY.isFinite, extent.maxY.isFinite,
                  extent.minX >= -reach, extent.minY >= -reach, extent.maxX <= size + reach, extent.maxY <= size + reach else {
                throw .tooFar(element: element.name, line: element.line)
            }
        }
        shapes.append(SVGLogo.Shape(path: placed, fillRule: inherited.fillRule))
    }

    /// A shape element's outline in its own coordinates; nil when it has no area to fill.
    private mutating func outline(of element: SVGXMLElement) throws(SVGLogoError) -> Path? {
        func fail(_ name: String, _ why: String) -> SVGLogoError { .attribute(name, element: element.name, line: element.line, why: why) }
        func length(_ name: String) throws(SVGLogoError) -> Double? {
            guard let text = element.attribute(name) else { return nil }
            if text.trimmingCharacters(in: " \t\r\n") == "auto", ["rx", "ry"].contains(name) { return nil }
            guard let value = SVGNumberScanner.length(text) else {
                throw fail(name, "expected a length in px (or in, cm, mm, pt, pc); %, em and ex are refused")
            }
            return value
        }
        func positive(_ name: String) throws(SVGLogoError) -> Double? {
            guard let value = try length(name) else { return nil }
            guard value >= 0 else { throw fail(name, "must not be negative") }
            return value
        }
        switch element.name {
        case "path":
            guard let data = element.attribute("d") else { return nil }
            try count(data)
            do throws(SVGPathError) {
                // Arcs become 90° cubics (SVGArc), as resvg draws them: 45° pieces, nearer the true
                // ellipse, put the one-path test logo 1.98/255 from resvg's drawing (1.32 with 90°).
                let path = try SVGPathParser.parse(data)
                return path.isEmpty ? nil : path
            } catch {
                throw fail("d", error.description)
            }
        case "rect":
            let width = try positive("width") ?? 0, height = try positive("height") ?? 0
            guard width > 0, height > 0 else { return nil }
            var rx = try positive("rx"), ry = try positive("ry")
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            return SVGBasicShape.rect(x: try length("x") ?? 0, y: try length("y") ?? 0, width: width, height: height,
                                      rx: min(rx ?? 0, width / 2), ry: min(ry ?? 0, height / 2))
        case "circle":
            guard let r = try positive("r"), r > 0 else { return nil }
            return SVGBasicShape.ellipse(cx: try length("cx") ?? 0, cy: try length("cy") ?? 0, rx: r, ry: r)
        case "ellipse":
            var rx = try positive("rx"), ry = try positive("ry")
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            guard let rx, let ry, rx > 0, ry > 0 else { return nil }
            return SVGBasicShape.ellipse(cx: try length("cx") ?? 0, cy: try length("cy") ?? 0, rx: rx, ry: ry)
        case "line":
            // A line encloses no area: without a stroke it draws nothing.
            for name in ["x1", "y1", "x2", "y2"] { _ = try length(name) }
            return nil
        default:  // polyline, polygon: filled as if closed
            guard let text = element.attribute("points") else { return nil }
            try count(text)
            guard let numbers = SVGNumberScanner.numbers(text),
                  numbers.allSatisfy({ abs($0) <= SVGNumberScanner.maximumMagnitude }) else {
                throw fail("points", "expected numbers (x y pairs) within ±1e6")
            }
            guard numbers.count % 2 == 0 else { throw fail("points", "an odd count of numbers; points are x y pairs") }
            guard numbers.count >= 6 else { return nil }
            return Path(polygon: stride(from: 0, to: numbers.count, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) })
        }
    }

    /// Counts path data and points against `SVGLogoLimits.maxPathBytes`.
    private mutating func count(_ data: String) throws(SVGLogoError) {
        pathBytes += data.utf8.count
        guard pathBytes <= SVGLogoLimits.maxPathBytes else { throw .tooMuchPathData }
    }

    // MARK: Presentation

    /// What `element` passes on to its children (and draws with), or nil
    /// when it is not displayed (`display: none`). Throws for what a
    /// single-colour logo cannot draw.
    private func style(of element: SVGXMLElement, _ parent: Inherited) throws(SVGLogoError) -> Inherited? {
        var style = parent
        var displayed = true
        for attribute in element.attributes {
            if attribute.namespace == Self.xlink, attribute.name == "href" {
                throw .attribute("xlink:href", element: element.name, line: element.line,
                                 why: "references to other elements or files are refused")
            }
            guard attribute.namespace == nil else { continue }
            if attribute.name == "style" {
                for declaration in attribute.value.split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1)
                    let name = parts[0].trimmingCharacters(in: " \t\r\n")
                    guard !name.isEmpty else { continue }
                    guard parts.count == 2 else {
                        throw .attribute("style", element: element.name, line: element.line, why: "expected property: value")
                    }
                    var value = parts[1].trimmingCharacters(in: " \t\r\n")
                    if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingCharacters(in: " \t\r\n") }
                    try property(name, value, of: element, &style, &displayed, inStyle: true)
                }
            } else {
                try property(attribute.name, attribute.value.trimmingCharacters(in: " \t\r\n"), of: element, &style, &displayed,
                             inStyle: false)
            }
        }
        return displayed ? style : nil
    }

    private static let xlink = SVGLogoReader.xlinkNamespace

    private func property(_ name: String, _ value: String, of element: SVGXMLElement, _ style: inout Inherited,
                          _ displayed: inout Bool, inStyle: Bool) throws(SVGLogoError) {
        let shown = inStyle ? "style \(name)" : name
        func refuse(_ why: String) -> SVGLogoError { .attribute(shown, element: element.name, line: element.line, why: why) }
        let lower = value.lowercased()
        if name.hasPrefix("on") { throw refuse("event handlers are scripts, and scripts are refused") }
        switch name {
        case "href":
            throw refuse("references to other elements or files are refused")
        case "fill":
            if lower.hasPrefix("url(") {
                throw refuse("gradients and patterns are refused: a logo is drawn in one colour (--logo-color)")
            }
            if lower == "none" || lower == "transparent" { style.fills = false } else if lower != "inherit" { style.fills = true }
        case "fill-rule":
            switch lower {
            case "nonzero": style.fillRule = .nonZero
            case "evenodd": style.fillRule = .evenOdd
            case "inherit": break
            default: throw refuse("expected nonzero or evenodd")
            }
        case "stroke":
            guard ["none", "transparent", "inherit"].contains(lower) else {
                throw refuse("strokes are refused: a logo is filled shapes (turn the stroke into an outline)")
            }
        case "opacity", "fill-opacity":
            guard ["1", "1.0", "100%", "inherit"].contains(lower) else {
                throw refuse("partial opacity is refused: a logo is drawn in one colour (give its alpha in --logo-color)")
            }
        case "clip-path", "mask", "filter", "marker", "marker-start", "marker-mid", "marker-end":
            guard lower == "none" else { throw refuse("references to other elements or files are refused") }
        case "display":
            if lower == "none" { displayed = false }
        case "visibility":
            switch lower {
            case "hidden", "collapse": style.visible = false
            case "visible": style.visible = true
            default: break
            }
        default:
            break  // ids, classes, ARIA, stroke widths, colours of other things: they change nothing filled
        }
    }
}
