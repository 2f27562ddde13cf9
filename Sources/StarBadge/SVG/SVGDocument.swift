import StarGeometry
import StarPNG
import StarRaster

/// An SVG document being written: shapes and pictures defined once
/// (`<defs>`) and the elements that paint, in order.
struct SVGDocument {
    var definitions: [String] = []
    var body: [String] = []
    let textMode: SVGTextMode
    /// Shapes already defined, by what decides them, with their ids.
    private var defined: [String: String] = [:]
    /// Pictures, written once each after the other definitions.
    private(set) var pictures = SVGPictures()
    private var nextID = 0

    init(textMode: SVGTextMode) {
        self.textMode = textMode
    }

    /// A document for one part of `other` that shares its definitions (its
    /// own new ones are added to `other` with `adopt(definitionsOf:)`).
    init(sharing other: SVGDocument) {
        textMode = other.textMode
        defined = other.defined
        pictures = other.pictures
        nextID = other.nextID
    }

    /// Takes the definitions `part` (made with `init(sharing: self)`) added.
    mutating func adopt(definitionsOf part: SVGDocument) {
        definitions += part.definitions
        defined = part.defined
        pictures = part.pictures
        nextID = part.nextID
    }

    /// The markup of the definitions and the body, pictures aside.
    var markupBytes: Int {
        definitions.reduce(0) { $0 + $1.utf8.count } + body.reduce(0) { $0 + $1.utf8.count }
    }

    /// The document's bytes. Its planned size (the markup, and every picture
    /// at the PNG encoder's largest size) is checked against `limit` before
    /// any picture is encoded.
    /// - Throws: `BadgeError.svgTooLarge` when the planned size passes `limit`.
    func bytes(width: Int, height: Int, title: String?, limit: Int) throws(BadgeError) -> [UInt8] {
        var head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\""
        if let title {
            head += " role=\"img\" aria-label=\"\(SVGPaint.escaped(title))\"><title>\(SVGPaint.escaped(title))</title>"
        } else {
            head += ">"
        }
        let hasDefinitions = !definitions.isEmpty || !pictures.entries.isEmpty
        let planned = head.utf8.count + (hasDefinitions ? 13 : 0) + markupBytes + pictures.plannedBytes + 7
        guard planned <= limit else { throw .svgTooLarge(plannedBytes: planned, limit: limit) }
        var out: [UInt8] = []
        out.reserveCapacity(planned)
        out += head.utf8
        if hasDefinitions {
            out += "<defs>".utf8
            for definition in definitions { out += definition.utf8 }
            pictures.write(into: &out)
            out += "</defs>".utf8
        }
        for element in body { out += element.utf8 }
        out += "</svg>\n".utf8
        return out
    }

    /// A new definition's id.
    private mutating func newID() -> String {
        defer { nextID += 1 }
        return "d\(nextID)"
    }

    /// The id of the definition `element(id)` makes, defined on first use of `key`.
    mutating func define(_ key: String, _ element: (String) -> String) -> String {
        if let id = defined[key] { return id }
        let id = newID()
        defined[key] = id
        definitions.append(element(id))
        return id
    }

    /// A clip to the vertical strip from `x0` to `x1` (the rest of the plane above and below).
    private mutating func strip(_ x0: Double, _ x1: Double) -> String {
        let x = SVGNumber.text(x0), width = SVGNumber.text(max(0, x1 - x0))
        return define("strip \(x) \(width)") { id in
            "<clipPath id=\"\(id)\"><rect x=\"\(x)\" y=\"-1e4\" width=\"\(width)\" height=\"2e4\"/></clipPath>"
        }
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
            body.append(Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: 0) + SVGPaint.fill(paint.fill) + "/>")
            return
        }
        let half = border.width / 2
        body.append(Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: half) + SVGPaint.fill(paint.fill) + "/>")
        body.append(Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: half) + " fill=\"none\" stroke=\""
            + SVGPaint.hex(border.color) + "\"" + (border.color.alpha < 255 ? " stroke-opacity=\"\(SVGPaint.opacity(border.color))\"" : "")
            + " stroke-width=\"\(SVGNumber.text(border.width))\"/>")
    }

    /// `<rect` (unclosed, for attributes to follow) of `rect` shrunk by `inset`
    /// on every side, its corners following the rounded outline's.
    static func roundedRect(_ rect: Rect, radius: Double, inset: Double) -> String {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2) - inset)
        var text = "<rect"
        if inset != 0 || rect.minX != 0 { text += " x=\"\(SVGNumber.text(rect.minX + inset))\"" }
        if inset != 0 || rect.minY != 0 { text += " y=\"\(SVGNumber.text(rect.minY + inset))\"" }
        text += " width=\"\(SVGNumber.text(rect.width - 2 * inset))\" height=\"\(SVGNumber.text(rect.height - 2 * inset))\""
        if r > 0 { text += " rx=\"\(SVGNumber.text(r))\"" }
        return text
    }

    mutating func addSections(_ paint: SectionsPaint) {
        if let gloss = paint.gloss {
            addGlossy(paint, gloss: gloss)
            return
        }
        let outline = Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: 0)
        guard paint.split > 0 else {
            body.append(outline + SVGPaint.fill(paint.sectionColor) + "/>")
            return
        }
        let clip = define("outline \(outline)") { id in "<clipPath id=\"\(id)\">\(outline)/></clipPath>" }
        let rect = paint.rect, split = SVGNumber.text(paint.split)
        body.append("<g clip-path=\"url(#\(clip))\">"
            + "<rect width=\"\(split)\" height=\"\(SVGNumber.text(rect.height))\"\(SVGPaint.fill(paint.labelColor))/>"
            + "<rect x=\"\(split)\" width=\"\(SVGNumber.text(rect.width - paint.split))\" "
            + "height=\"\(SVGNumber.text(rect.height))\"\(SVGPaint.fill(paint.sectionColor))/></g>")
    }

    // MARK: Text

    mutating func addText(_ paint: TextPaint) {
        if textMode == .fonts {
            body.append(Self.textElement(paint))
            return
        }
        // The line's outline is defined at the origin and placed: a text
        // drawn twice (shields' shadow) is written once.
        if let outline = try? paint.line.path(baselineOrigin: .zero, letterSpacing: paint.letterSpacing), !outline.isEmpty {
            let d = SVGPathData.of(outline)
            let id = define("text \(d)") { id in "<path id=\"\(id)\" d=\"\(d)\"/>" }
            body.append("<use href=\"#\(id)\" x=\"\(SVGNumber.text(paint.origin.x))\" y=\"\(SVGNumber.text(paint.origin.y))\""
                + SVGPaint.fill(paint.color) + "/>")
        }
        let line = paint.line
        // Colour glyphs' layers likewise, each defined once and placed.
        if let layers = try? line.colorLayerPaths(baselineOrigin: .zero, letterSpacing: paint.letterSpacing) {
            for layer in layers {
                let color = layer.color.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) } ?? paint.color
                let d = SVGPathData.of(layer.path)
                let id = define("text \(d)") { id in "<path id=\"\(id)\" d=\"\(d)\"/>" }
                body.append("<use href=\"#\(id)\" x=\"\(SVGNumber.text(paint.origin.x))\" y=\"\(SVGNumber.text(paint.origin.y))\""
                    + SVGPaint.fill(color) + "/>")
            }
        }
        guard paint.drawsBitmapGlyphs, line.hasColorGlyphs else { return }
        for glyph in line.colorGlyphs(baselineOrigin: paint.origin, letterSpacing: paint.letterSpacing) {
            guard let image = PNGImage(width: glyph.image.width, height: glyph.image.height, rgba: glyph.image.rgba) else {
                continue
            }
            body.append(picture(.bitmap(image), in: glyph.rect))
        }
    }

    /// A `<text>` of the line in its fonts' families at its size, from its
    /// start on the baseline (its right end for a right-to-left line),
    /// stretched to the width our layout gives it.
    private static func textElement(_ paint: TextPaint) -> String {
        let line = paint.line
        let width = line.advanceWidth + Double(line.clusterGapCount) * paint.letterSpacing
        var families: [String] = []
        for face in line.fonts where !face.familyName.isEmpty && !families.contains(face.familyName) {
            families.append(face.familyName)
        }
        let family = CSSFontFamily.list(families)
        let x = line.isRightToLeft ? paint.origin.x + width : paint.origin.x
        return "<text x=\"\(SVGNumber.text(x))\" y=\"\(SVGNumber.text(paint.origin.y))\""
            + (line.isRightToLeft ? " direction=\"rtl\"" : "")
            + " font-family=\"\(SVGPaint.escaped(family))\" font-size=\"\(SVGNumber.text(line.pixelSize))\"\(SVGPaint.fill(paint.color))"
            + " textLength=\"\(SVGNumber.text(width))\" lengthAdjust=\"spacingAndGlyphs\">\(SVGPaint.escaped(line.text))</text>"
    }

    // MARK: Stars

    /// A star, painted so that each pixel of its outer edge is drawn by one
    /// shape only: the renderers composite overlapping anti-aliased edges
    /// one over the other, which lets the background through (our raster
    /// backend adds the parts' coverages instead).
    ///
    /// The outer edge belongs to a ring (the border on the on side, the
    /// outline band on the off side) or, without rings, to the whole shape.
    /// A split is one shape filled with a gradient that turns from one
    /// colour to the other over the pixel the split line crosses, so the
    /// colour at each pixel centre is the exact mix of the two parts. What
    /// lies inside a ring is painted first and reaches under the ring's
    /// middle, so the ring's inner edge lies over it and is drawn once too.
    mutating func addStar(_ star: StarPaint) {
        let box = star.box
        let placed = "x=\"\(SVGNumber.text(box.minX))\" y=\"\(SVGNumber.text(box.minY))\""
        func use(_ id: String, _ fill: String) -> String { "<use href=\"#\(id)\" \(placed)\(fill)/>" }
        switch star.fill {
        case .full:
            guard let border = star.border else {
                body.append(use(starDefinition(star, .whole), SVGPaint.fill(star.onColor)))
                return
            }
            body.append(use(starDefinition(star, .inset(border.width / 2)), SVGPaint.fill(star.onColor)))
            body.append(use(starDefinition(star, .band(border.width)), SVGPaint.fill(border.color)))
        case .empty:
            let drawn = star.outlineWidth.map { starDefinition(star, .band($0)) } ?? starDefinition(star, .whole)
            body.append(use(drawn, SVGPaint.fill(star.offColor)))
        case .split(let line, let side):
            addSplitStar(star, line: line - box.minX, side: side, use)
        }
    }

    /// A split star (`line` relative to its box): its rings (the border, or
    /// the outline, on the on side; the outline on the off side) as one
    /// shape with a gradient, over what they enclose. Filled, that is the
    /// whole inside with a gradient. Outlined, it is the on side's inside;
    /// where it meets the off side's outline band at the line, it reaches
    /// on under the band to the end of the line's pixel (stopping half a
    /// pixel short of the band's inner edge, which the rings draw), so
    /// nothing shows through between the two.
    private mutating func addSplitStar(_ star: StarPaint, line: Double, side: VerticalSide,
                                       _ use: (String, String) -> String) {
        let onRing = star.border?.width ?? star.outlineWidth
        guard let onRing else {
            body.append(use(starDefinition(star, .whole), ramp(line, side, star.onColor, star.offColor)))
            return
        }
        let edgeColor = star.border?.color ?? star.onColor
        guard let outlineWidth = star.outlineWidth else {
            body.append(use(starDefinition(star, .inset(onRing / 2)), ramp(line, side, star.onColor, star.offColor)))
            body.append(use(starDefinition(star, .band(onRing)), ramp(line, side, edgeColor, star.offColor)))
            return
        }
        let x = line + star.box.minX
        let pixelEnd = (side == .left ? x.rounded(.down) + 1 : x.rounded(.up) - 1) - star.box.minX
        let inside = starDefinition(star, .inside(inset: onRing / 2, outline: outlineWidth, line: line,
                                                  pixelEnd: pixelEnd, side: side))
        body.append(use(inside, SVGPaint.fill(star.onColor)))
        let rings = starDefinition(star, .rings(on: onRing, off: outlineWidth, line: line, side: side))
        body.append(use(rings, ramp(line, side, edgeColor, star.offColor)))
    }

    /// A fill that is `on` on `side` of the line and `off` on the other,
    /// mixed linearly over the pixel-wide strip centred on the line; `line`
    /// is relative to the star's box (the `<use>` places the shape there).
    private mutating func ramp(_ line: Double, _ side: VerticalSide, _ on: Color, _ off: Color) -> String {
        let (left, right) = side == .left ? (on, off) : (off, on)
        let x1 = SVGNumber.text(line - 0.5), x2 = SVGNumber.text(line + 0.5)
        func stop(_ offset: Int, _ color: Color) -> String {
            "<stop offset=\"\(offset)\" stop-color=\"\(SVGPaint.hex(color))\""
                + (color.alpha < 255 ? " stop-opacity=\"\(SVGPaint.opacity(color))\"" : "") + "/>"
        }
        let id = define("ramp \(x1) \(x2) \(left) \(right)") { id in
            "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(x1)\" x2=\"\(x2)\">"
                + stop(0, left) + stop(1, right) + "</linearGradient>"
        }
        return " fill=\"url(#\(id))\""
    }

    /// What of a star's shape a definition holds (lengths in px, lines
    /// relative to the star's box).
    private enum StarPart: Hashable {
        case whole
        /// The band this wide inside the edge.
        case band(Double)
        /// The shape shrunk by this much.
        case inset(Double)
        /// The shape shrunk by `inset` on `side` of `line`, and beyond the
        /// line up to `pixelEnd` where the band `outline` wide lies (less
        /// its inner half pixel).
        case inside(inset: Double, outline: Double, line: Double, pixelEnd: Double, side: VerticalSide)
        /// The band `on` wide on one side of the line and `off` wide on the other.
        case rings(on: Double, off: Double, line: Double, side: VerticalSide)
    }

    /// The star's shape (or a part of it) for a box of this size at the
    /// origin, defined once for every star that shares it.
    private mutating func starDefinition(_ star: StarPaint, _ part: StarPart) -> String {
        let box = star.box
        let key = "star \(star.outline.hashValue) \(box.width) \(box.height) \(part)"
        return define(key) { id in
            let drawn = Self.region(part, of: star.outline.polygon(in: box), offsetX: box.minX)
            return "<path id=\"\(id)\" d=\"\(SVGPathData.of(drawn, offsetX: box.minX, offsetY: box.minY))\"/>"
        }
    }

    /// `part` of `polygon`, whose box starts at `offsetX`.
    private static func region(_ part: StarPart, of polygon: Polygon, offsetX: Double) -> Polygon {
        switch part {
        case .whole:
            return polygon
        case .band(let width):
            return polygon.band(width: width)
        case .inset(let distance):
            return distance > 0 ? polygon.inset(by: distance) : polygon
        case .inside(let inset, let outline, let line, let pixelEnd, let side):
            let shrunk = inset > 0 ? polygon.inset(by: inset) : polygon
            let onSide = shrunk.clipped(toVerticalLine: offsetX + line, keeping: side)
            let reach = outline - 0.5
            guard reach > inset else { return onSide }
            let otherSide: VerticalSide = side == .left ? .right : .left
            let underBand = Polygon(contours: shrunk.contours + polygon.inset(by: reach).reversed.contours)
                .clipped(toVerticalLine: offsetX + line, keeping: otherSide)
                .clipped(toVerticalLine: offsetX + pixelEnd, keeping: side)
            return Polygon(contours: onSide.contours + underBand.contours)
        case .rings(let on, let off, let line, let side):
            let otherSide: VerticalSide = side == .left ? .right : .left
            let onRing = polygon.band(width: on).clipped(toVerticalLine: offsetX + line, keeping: side)
            let offRing = polygon.band(width: off).clipped(toVerticalLine: offsetX + line, keeping: otherSide)
            // Clipped at the same line, the two pieces meet edge to edge:
            // filled non-zero as one path, they are one region.
            return Polygon(contours: onRing.contours + offRing.contours)
        }
    }

    // MARK: Pictures

    mutating func addPicture(_ paint: PicturePaint) {
        let images = paint.images, f = paint.fraction, box = paint.box
        let rect = RasterBackend.fittedRect(images.full, into: box)
        let mirrored = paint.direction == .rightToLeft
        if f >= 1 {
            body.append(picture(.picture(images.full), in: rect))
        } else if f <= 0 {
            body.append(emptyPicture(paint, in: box))
        } else if f == 0.5, let half = images.half, paint.measure == .width {
            body.append(picture(.picture(half), in: RasterBackend.fittedRect(half, into: box), mirrored: mirrored))
        } else {
            let onLeft = paint.direction == .leftToRight
            let line = Self.splitLine(paint, fitted: rect)
            let margin = 1.0
            let (onClip, offClip) = onLeft
                ? (strip(box.minX - margin, line), strip(line, box.maxX + margin))
                : (strip(line, box.maxX + margin), strip(box.minX - margin, line))
            body.append("<g clip-path=\"url(#\(offClip))\">" + emptyPicture(paint, in: box) + "</g>")
            body.append("<g clip-path=\"url(#\(onClip))\">" + picture(.picture(images.full), in: rect) + "</g>")
        }
    }

    /// A picture logo, its picture embedded once like a star picture's.
    mutating func addLogo(_ paint: LogoPaint) {
        body.append(picture(.picture(paint.image), in: paint.box))
    }

    private mutating func emptyPicture(_ paint: PicturePaint, in box: Rect) -> String {
        if let empty = paint.images.empty {
            return picture(.picture(empty), in: RasterBackend.fittedRect(empty, into: box))
        }
        return picture(.silhouette(paint.images.full, paint.offColor),
                       in: RasterBackend.fittedRect(paint.images.full, into: box))
    }

    /// The split line of a picture star: by width, or by the full picture's opacity.
    private static func splitLine(_ paint: PicturePaint, fitted rect: Rect) -> Double {
        let f = paint.fraction, onLeft = paint.direction == .leftToRight
        let byWidth = onLeft ? rect.minX + f * rect.width : rect.maxX - f * rect.width
        guard paint.measure == .area else { return byWidth }
        let full = paint.images.full
        guard let layer = PixelLayer(bounds: PixelRect(minX: 0, minY: 0, width: full.width, height: full.height),
                                     pixels: full.pixels.pixels),
              let line = layer.alphaSplitLine(fraction: f, keeping: onLeft ? .left : .right) else { return byWidth }
        return rect.minX + line * rect.width / Double(full.width)
    }

    /// A `<use>` of `source`'s picture (defined once per document)
    /// stretched over `rect`, mirrored about the rect's middle if asked.
    private mutating func picture(_ source: SVGPictures.Source, in rect: Rect, mirrored: Bool = false) -> String {
        let id: String
        if let known = pictures.id(of: source) {
            id = known
        } else {
            id = newID()
            pictures.add(source, id: id)
        }
        let flip = mirrored
            ? " transform=\"translate(\(SVGNumber.text(2 * rect.minX + rect.width)) 0) scale(-1 1)\"" : ""
        return "<use href=\"#\(id)\" x=\"\(SVGNumber.text(rect.minX))\" y=\"\(SVGNumber.text(rect.minY))\" "
            + "width=\"\(SVGNumber.text(rect.width))\" height=\"\(SVGNumber.text(rect.height))\"\(flip)/>"
    }
}

extension StarImage {
    /// The picture as straight-alpha RGBA8 (as it was read).
    var pixels8: PNGImage {
        straight { $0 }
    }

    /// The picture's shape in one colour: `color` at each pixel's alpha.
    func silhouette(_ color: Color) -> PNGImage {
        let paint = color.premultiplied
        return straight { pixel in paint * pixel.w }
    }

    private func straight(_ transform: (SIMD4<Float>) -> SIMD4<Float>) -> PNGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (index, source) in pixels.pixels.enumerated() {
            let pixel = transform(source)
            guard pixel.w > 0 else { continue }
            for channel in 0..<3 {
                bytes[4 * index + channel] = UInt8(min(255, max(0, (pixel[channel] / pixel.w * 255).rounded())))
            }
            bytes[4 * index + 3] = UInt8(min(255, max(0, (pixel.w * 255).rounded())))
        }
        return PNGImage(width: width, height: height, rgba: bytes)!
    }
}
