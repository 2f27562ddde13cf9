import StarGeometry
import StarRaster

/// Frames with a vertical gradient (plastic's sheen, social's shaded label
/// box) and plain polygons, as SVG: each gradient a `linearGradient` in
/// user space, defined once.
extension SVGDocument {
    mutating func addShape(_ paint: ShapePaint) {
        body.append("<path d=\"\(SVGPathData.of(paint.polygon))\"\(SVGPaint.fill(paint.color))/>")
    }

    /// Both sections and the sheen over them, clipped to the outline together.
    mutating func addGlossy(_ paint: SectionsPaint, gloss: VerticalGradient) {
        let outline = Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: 0)
        let clip = define("outline \(outline)") { id in "<clipPath id=\"\(id)\">\(outline)/></clipPath>" }
        let shade = gradient(gloss)
        let rect = paint.rect, height = SVGNumber.text(rect.height), split = SVGNumber.text(paint.split)
        var group = "<g clip-path=\"url(#\(clip))\">"
        if paint.split > 0 {
            group += "<rect width=\"\(split)\" height=\"\(height)\"\(SVGPaint.fill(paint.labelColor))/>"
        }
        group += "<rect x=\"\(split)\" width=\"\(SVGNumber.text(rect.width - paint.split))\" height=\"\(height)\""
            + "\(SVGPaint.fill(paint.sectionColor))/>"
            + "<rect width=\"\(SVGNumber.text(rect.width))\" height=\"\(height)\" fill=\"url(#\(shade))\"/></g>"
        body.append(group)
    }

    /// A box, its shade over the fill and its ring (a centred stroke, as
    /// `addBackground` draws it) over both.
    mutating func addShaded(_ paint: BackgroundPaint, shading: VerticalGradient) {
        let inset = (paint.border?.width ?? 0) / 2
        let box = Self.roundedRect(paint.rect, radius: paint.cornerRadius, inset: inset)
        let shade = gradient(shading)
        body.append(box + SVGPaint.fill(paint.fill) + "/>")
        guard let border = paint.border else {
            body.append(box + " fill=\"url(#\(shade))\"/>")
            return
        }
        body.append(box + " fill=\"url(#\(shade))\" stroke=\"" + SVGPaint.hex(border.color) + "\""
            + (border.color.alpha < 255 ? " stroke-opacity=\"\(SVGPaint.opacity(border.color))\"" : "")
            + " stroke-width=\"\(SVGNumber.text(border.width))\"/>")
    }

    /// The id of `gradient` as a `linearGradient` from its top to its bottom.
    private mutating func gradient(_ gradient: VerticalGradient) -> String {
        var stops = ""
        for stop in gradient.stops {
            stops += "<stop offset=\"\(SVGNumber.text(stop.offset, decimals: 4))\" stop-color=\"\(SVGPaint.hex(stop.color))\""
            if stop.opacity < 1 { stops += " stop-opacity=\"\(SVGNumber.text(stop.opacity, decimals: 4))\"" }
            stops += "/>"
        }
        let y1 = SVGNumber.text(gradient.top), y2 = SVGNumber.text(gradient.bottom)
        return define("gradient \(y1) \(y2) \(stops)") { id in
            "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"\(y1)\" x2=\"0\" y2=\"\(y2)\">"
                + stops + "</linearGradient>"
        }
    }
}
