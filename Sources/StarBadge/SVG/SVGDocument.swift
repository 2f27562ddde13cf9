import StarGeometry
import StarPNG
import StarRaster

/// An SVG document being written: shapes and pictures defined once
/// (`<defs>`) and the elements that paint, in order, straight into bytes.
/// Definitions are numbered as they come; each id gets the document's
/// prefix (`SVGIDs`) when the document is assembled.
struct SVGDocument {
    var definitions = SVGMarkup(capacity: 512)
    var body = SVGMarkup(capacity: 512)
    let textMode: SVGTextMode
    /// Path data kept between documents, if any.
    let parts: SVGPartsCache?
    /// Shapes already defined, by what decides them, with their numbers.
    private var defined: [SVGDefinitionKey: Int] = [:]
    /// Pictures, written once each after the other definitions.
    var pictures = SVGPictures()
    private var nextID = 0

    init(textMode: SVGTextMode, parts: SVGPartsCache? = nil) {
        self.textMode = textMode
        self.parts = parts
        defined.reserveCapacity(16)
    }

    /// The bytes planned so far with `ids`: the markup, the prefix of every
    /// id, and every picture at the PNG encoder's largest size.
    func plannedBytes(ids: SVGIDs) -> Int {
        let sites = definitions.idSites.count + body.idSites.count + pictures.entries.count
        return definitions.count + body.count + pictures.plannedBytes + sites * ids.leadingBytes.count
    }

    /// The document's bytes. Its planned size (the markup, and every picture
    /// at the PNG encoder's largest size) is checked against `limit` before
    /// any picture is encoded.
    ///
    /// `title` names the badge: without `link`, the root is `role="img"` with
    /// it as `aria-label` and `<title>`. With `link`, the badge is a link, not
    /// an image holding one (the children of `role="img"` are presentational:
    /// Chromium exposed an image named by the title holding an unnamed link).
    /// The root is then `role="none"`, an `<a href>` to the link holds the
    /// title as its `aria-label` and `<title>`, and in it the definitions and
    /// the drawing sit in a `<g aria-hidden="true">`, shown but left out of the
    /// accessibility tree, as an `<img>`'s pixels are. `SVGColorScheme` reads
    /// this layout back.
    /// - Throws: `BadgeError.svgTooLarge` when the planned size passes `limit`.
    func bytes(width: Int, height: Int, title: String?, ids: SVGIDs, link: BadgeLink? = nil,
               limit: Int) throws(BadgeError) -> [UInt8] {
        var head = SVGMarkup(capacity: 200 + 2 * (title?.utf8.count ?? 0) + (link?.url.utf8.count ?? 0))
        head.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        head.integer(width)
        head.write("\" height=\"")
        head.integer(height)
        head.write("\" viewBox=\"0 0 ")
        head.integer(width)
        head.byte(UInt8(ascii: " "))
        head.integer(height)
        head.byte(UInt8(ascii: "\""))
        let tail: StaticString
        if let link {
            head.write(" role=\"none\"><a href=\"")
            head.escaped(link.url)
            head.byte(UInt8(ascii: "\""))
            Self.name(title, into: &head)
            head.write(Self.hiddenDrawing)
            tail = "</g></a></svg>\n"
        } else {
            if title != nil { head.write(" role=\"img\"") }
            Self.name(title, into: &head)
            tail = "</svg>\n"
        }
        let hasDefinitions = !definitions.isEmpty || !pictures.entries.isEmpty
        let planned = head.count + (hasDefinitions ? 13 : 0) + plannedBytes(ids: ids) + tail.utf8CodeUnitCount
        guard planned <= limit else { throw .svgTooLarge(plannedBytes: planned, limit: limit) }
        var out = SVGAssembly(capacity: planned, ids: ids)
        out.append(head)
        if hasDefinitions {
            out.append("<defs>")
            out.append(definitions)
            pictures.write(into: &out)
            out.append("</defs>")
        }
        out.append(body)
        out.append(tail)
        return out.finished()
    }

    /// What opens a linked document's drawing: shown, hidden from assistive technology.
    static let hiddenDrawing: StaticString = "<g aria-hidden=\"true\">"

    /// ` aria-label="TITLE"><title>TITLE</title>` ending the start tag
    /// before it, or `>` alone without a title.
    private static func name(_ title: String?, into out: inout SVGMarkup) {
        guard let title else {
            out.byte(UInt8(ascii: ">"))
            return
        }
        out.write(" aria-label=\"")
        out.escaped(title)
        out.write("\"><title>")
        out.escaped(title)
        out.write("</title>")
    }

    /// A new definition's number.
    mutating func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// The number of the definition `element` writes (given its number),
    /// defined on first use of `key`.
    mutating func define(_ key: SVGDefinitionKey, _ element: (inout SVGMarkup, Int) -> Void) -> Int {
        if let id = defined[key] { return id }
        let id = newID()
        defined[key] = id
        element(&definitions, id)
        return id
    }

    /// A clip to the vertical strip from `x0` to `x1` (the rest of the plane above and below).
    mutating func strip(_ x0: Double, _ x1: Double) -> Int {
        let width = max(0, x1 - x0)
        return define(.strip(x: SVGNumber.hundredths(x0), width: SVGNumber.hundredths(width))) { out, id in
            out.write("<clipPath id=\"")
            out.id(id)
            out.write("\"><rect")
            out.attribute("x", x0)
            out.write(" y=\"-1e4\"")
            out.attribute("width", width)
            out.write(" height=\"2e4\"/></clipPath>")
        }
    }

    /// `<use href="#ID" x="…" y="…"` (unclosed, for attributes to follow).
    static func use(_ id: Int, x: Double, y: Double, into out: inout SVGMarkup) {
        out.write("<use href=\"#")
        out.id(id)
        out.byte(UInt8(ascii: "\""))
        out.attribute("x", x)
        out.attribute("y", y)
    }

    // MARK: Backgrounds

    /// The background's rounded rectangle; a border is a stroke centred
    /// half its width inside the edge, over a fill that stops under the
    /// stroke's middle, so the outer edge is drawn once.
    mutating func addBackground(_ paint: BackgroundPaint) {
        if let shading = paint.shading {
            addShaded(paint, shading: shading)
            return
        }
        guard let border = paint.border else {
            Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: 0, into: &body)
            body.fill(paint.fill)
            body.write("/>")
            return
        }
        let half = border.width / 2
        Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: half, into: &body)
        body.fill(paint.fill)
        body.write("/>")
        Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: half, into: &body)
        body.write(" fill=\"none\"")
        Self.stroke(border.color, width: border.width, into: &body)
        body.write("/>")
    }

    /// ` stroke="#RRGGBB"`, its opacity below full, and ` stroke-width`.
    static func stroke(_ color: Color, width: Double, into out: inout SVGMarkup) {
        out.paint(" stroke=\"", opacity: " stroke-opacity=\"", color)
        out.attribute("stroke-width", width)
    }

    /// `<rect` (unclosed, for attributes to follow) of `rect` shrunk by `inset`
    /// on every side, its corners following the rounded outline's.
    static func roundedRect(_ rect: Rect, radius: Double, inset: Double, into out: inout SVGMarkup) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2) - inset)
        out.write("<rect")
        if inset != 0 || rect.minX != 0 { out.attribute("x", rect.minX + inset) }
        if inset != 0 || rect.minY != 0 { out.attribute("y", rect.minY + inset) }
        out.attribute("width", rect.width - 2 * inset)
        out.attribute("height", rect.height - 2 * inset)
        if r > 0 { out.attribute("rx", r) }
    }

    mutating func addSections(_ paint: SectionsPaint) {
        if let gloss = paint.gloss {
            addGlossy(paint, gloss: gloss)
            return
        }
        guard paint.split > 0 else {
            Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: 0, into: &body)
            body.fill(paint.sectionColor)
            body.write("/>")
            return
        }
        let clip = define(.outline(paint.rect, radius: paint.cornerRadius)) { out, id in
            out.write("<clipPath id=\"")
            out.id(id)
            out.write("\">")
            Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: 0, into: &out)
            out.write("/></clipPath>")
        }
        let rect = paint.rect
        body.write("<g clip-path=\"url(#")
        body.id(clip)
        body.write(")\"><rect")
        body.attribute("width", paint.split)
        body.attribute("height", rect.height)
        body.fill(paint.labelColor)
        body.write("/><rect")
        body.attribute("x", paint.split)
        body.attribute("width", rect.width - paint.split)
        body.attribute("height", rect.height)
        body.fill(paint.sectionColor)
        body.write("/></g>")
    }
}

/// What decides a definition: the same key, the same element.
enum SVGDefinitionKey: Hashable {
    /// A clip to a vertical strip, in 1/100 px.
    case strip(x: Int, width: Int)
    /// A clip to a rounded rectangle.
    case outline(Rect, radius: Double)
    /// A path by its data.
    case path(SVGPathKey)
    /// A vertical gradient by its ends (1/100 px) and stops.
    case vertical(VerticalGradient)
    /// A gradient over a pixel, its ends in 1/100 px.
    case ramp(x1: Int, x2: Int, left: Color, right: Color)
    /// A star's shape, or a part of it, for a box of this size.
    case star(StarOutline, width: Double, height: Double, part: SVGStarPart)
}

/// Path data as a dictionary key, hashed as one block of bytes.
struct SVGPathKey: Hashable {
    let data: [UInt8]

    func hash(into hasher: inout Hasher) {
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

/// A document's bytes being put together: markup copied in, the id prefix
/// written before each definition's number.
struct SVGAssembly {
    private(set) var bytes: [UInt8] = []
    private let ids: SVGIDs
    private let leading: [UInt8]
    /// Where each prefix starts.
    private var sites: [Int] = []

    init(capacity: Int, ids: SVGIDs) {
        bytes.reserveCapacity(capacity)
        self.ids = ids
        leading = ids.leadingBytes
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ markup: SVGMarkup) {
        var from = 0
        markup.bytes.withUnsafeBufferPointer { source in
            for site in markup.idSites {
                bytes.append(contentsOf: source[from..<site])
                prefix()
                from = site
            }
            bytes.append(contentsOf: source[from...])
        }
    }

    mutating func append(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// The base64 of `data`, written straight into the document.
    mutating func appendBase64(of data: [UInt8]) {
        Base64.append(data, to: &bytes)
    }

    /// Definition `number`'s id.
    mutating func id(_ number: Int) {
        prefix()
        var markup = SVGMarkup()
        markup.integer(number)
        bytes.append(contentsOf: markup.bytes)
    }

    private mutating func prefix() {
        sites.append(bytes.count)
        bytes.append(contentsOf: leading)
    }

    /// The bytes, with the content hash in place when the ids carry it.
    mutating func finished() -> [UInt8] {
        ids.finish(&bytes, sites: sites)
        return bytes
    }
}
