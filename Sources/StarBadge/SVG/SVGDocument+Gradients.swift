import StarGeometry
import StarRaster

/// Frames with a vertical gradient (plastic's sheen, social's shaded label
/// box) and plain polygons, as SVG: each gradient a `linearGradient` in
/// user space, defined once.
extension SVGDocument {
    mutating func addShape(_ paint: ShapePaint) {
        body.write("<path d=\"")
        body.write(bytes: SVGPathData.of(paint.polygon))
        body.byte(UInt8(ascii: "\""))
        body.fill(paint.color)
        body.write("/>")
    }

    /// Both sections and the sheen over them, clipped to the outline together.
    mutating func addGlossy(_ paint: SectionsPaint, gloss: VerticalGradient) {
        let clip = define(.outline(paint.rect, radius: paint.cornerRadius)) { out, id in
            out.write("<clipPath id=\"")
            out.id(id)
            out.write("\">")
            Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: 0, into: &out)
            out.write("/></clipPath>")
        }
        let shade = gradient(gloss)
        let rect = paint.rect
        body.write("<g clip-path=\"url(#")
        body.id(clip)
        body.write(")\">")
        if paint.split > 0 {
            body.write("<rect")
            body.attribute("width", paint.split)
            body.attribute("height", rect.height)
            body.fill(paint.labelColor)
            body.write("/>")
        }
        body.write("<rect")
        body.attribute("x", paint.split)
        body.attribute("width", rect.width - paint.split)
        body.attribute("height", rect.height)
        body.fill(paint.sectionColor)
        body.write("/><rect")
        body.attribute("width", rect.width)
        body.attribute("height", rect.height)
        body.fill(reference: shade)
        body.write("/></g>")
    }

    /// A box, its shade over the fill and its ring (a centred stroke, as
    /// `addBackground` draws it) over both.
    mutating func addShaded(_ paint: BackgroundPaint, shading: VerticalGradient) {
        let inset = (paint.border?.width ?? 0) / 2
        let shade = gradient(shading)
        Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: inset, into: &body)
        body.fill(paint.fill)
        body.write("/>")
        Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: inset, into: &body)
        body.fill(reference: shade)
        if let border = paint.border { Self.stroke(border.color, width: border.width, into: &body) }
        body.write("/>")
    }

    /// The number of `gradient` as a `linearGradient` from its top to its bottom.
    private mutating func gradient(_ gradient: VerticalGradient) -> Int {
        define(.vertical(gradient)) { out, id in
            out.write("<linearGradient id=\"")
            out.id(id)
            out.write("\" gradientUnits=\"userSpaceOnUse\" x1=\"0\"")
            out.attribute("y1", gradient.top)
            out.write(" x2=\"0\"")
            out.attribute("y2", gradient.bottom)
            out.byte(UInt8(ascii: ">"))
            for stop in gradient.stops {
                out.write("<stop offset=\"")
                out.write(SVGNumber.text(stop.offset, decimals: 4))
                out.write("\" stop-color=\"")
                out.hex(stop.color)
                out.byte(UInt8(ascii: "\""))
                if stop.opacity < 1 {
                    out.write(" stop-opacity=\"")
                    out.write(SVGNumber.text(stop.opacity, decimals: 4))
                    out.byte(UInt8(ascii: "\""))
                }
                out.write("/>")
            }
            out.write("</linearGradient>")
        }
    }
}
