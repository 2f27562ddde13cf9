import StarGeometry
import StarPNG
import StarRaster

extension SVGDocument {
    mutating func addText(_ paint: TextPaint) {
        if textMode == .fonts {
            Self.textElement(paint, into: &body)
            return
        }
        // The line's outline is defined at the origin and placed: a text
        // drawn twice (shields' shadow) is written once.
        if let d = outlineData(paint), !d.isEmpty {
            placePath(d, at: paint.origin, color: paint.color)
        }
        let line = paint.line
        // Colour glyphs' layers likewise, each defined once and placed.
        if let layers = try? line.colorLayerPaths(baselineOrigin: .zero, letterSpacing: paint.letterSpacing) {
            for layer in layers {
                let color = layer.color.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) } ?? paint.color
                placePath(SVGPathData.of(layer.path), at: paint.origin, color: color)
            }
        }
        guard paint.drawsBitmapGlyphs, line.hasColorGlyphs else { return }
        for glyph in line.colorGlyphs(baselineOrigin: paint.origin, letterSpacing: paint.letterSpacing) {
            guard let image = PNGImage(width: glyph.image.width, height: glyph.image.height, rgba: glyph.image.rgba) else {
                continue
            }
            picture(.bitmap(image), in: glyph.rect)
        }
    }

    /// The path data of the line's outline at the origin (empty for a line
    /// of no outline, nil when the font fails), kept between documents.
    private func outlineData(_ paint: TextPaint) -> [UInt8]? {
        func make() -> [UInt8]? {
            (try? paint.line.path(baselineOrigin: .zero, letterSpacing: paint.letterSpacing)).map { SVGPathData.of($0) }
        }
        guard let parts else { return make() }
        return parts.text(paint.line.outlineKey(baselineOrigin: .zero, letterSpacing: paint.letterSpacing), make)
    }

    /// A `<use>` at `origin` in `color` of the path `d`, defined once.
    private mutating func placePath(_ d: [UInt8], at origin: Point, color: Color) {
        let id = define(.path(SVGPathKey(data: d))) { out, id in
            out.write("<path id=\"")
            out.id(id)
            out.write("\" d=\"")
            out.write(bytes: d)
            out.write("\"/>")
        }
        Self.use(id, x: origin.x, y: origin.y, into: &body)
        body.fill(color)
        body.write("/>")
    }

    /// A `<text>` of the line in its fonts' families at its size, from its
    /// start on the baseline (its right end for a right-to-left line),
    /// stretched to the width our layout gives it. Hidden from assistive
    /// technology (`aria-hidden`): the badge's name says what it shows, and
    /// Chromium exposes a `<text>` even inside `role="img"`.
    private static func textElement(_ paint: TextPaint, into out: inout SVGMarkup) {
        let line = paint.line
        let width = line.advanceWidth + Double(line.clusterGapCount) * paint.letterSpacing
        var families: [String] = []
        for face in line.fonts where !face.familyName.isEmpty && !families.contains(face.familyName) {
            families.append(face.familyName)
        }
        let x = line.isRightToLeft ? paint.origin.x + width : paint.origin.x
        out.write("<text aria-hidden=\"true\"")
        out.attribute("x", x)
        out.attribute("y", paint.origin.y)
        if line.isRightToLeft { out.write(" direction=\"rtl\"") }
        out.write(" font-family=\"")
        out.escaped(CSSFontFamily.list(families))
        out.byte(UInt8(ascii: "\""))
        out.attribute("font-size", line.pixelSize)
        out.fill(paint.color)
        out.attribute("textLength", width)
        out.write(" lengthAdjust=\"spacingAndGlyphs\">")
        out.escaped(line.text)
        out.write("</text>")
    }
}
