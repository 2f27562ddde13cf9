import StarColor
import StarGeometry
import StarSVGLogo

extension SVGDocument {
    /// A vector logo as paths in its colour, in px: one group filled with
    /// the colour (its alpha as the group's opacity, so shapes that overlap
    /// are covered once, as the raster backend joins them), clipped to the
    /// logo's box when a shape reaches outside it.
    mutating func addVectorLogo(_ logo: SVGLogo, color: Color, in paint: LogoPaint) {
        let transform = paint.viewportTransform(logo)
        let paths = logo.shapes.map { (path: $0.path.transformed(by: transform), rule: $0.fillRule) }
        let box = paint.box
        let reachesOut = paths.contains { shape in
            guard let extent = shape.path.controlBounds else { return false }
            return extent.minX < box.minX || extent.maxX > box.maxX || extent.minY < box.minY || extent.maxY > box.maxY
        }
        body.write("<g fill=\"")
        body.hex(color)
        body.byte(UInt8(ascii: "\""))
        if color.alpha < 255 {
            body.write(" opacity=\"")
            body.write(SVGPaint.opacity(color))
            body.byte(UInt8(ascii: "\""))
        }
        if reachesOut {
            let id = newID()
            definitions.write("<clipPath id=\"")
            definitions.id(id)
            definitions.write("\"><rect")
            definitions.attribute("x", box.minX)
            definitions.attribute("y", box.minY)
            definitions.attribute("width", box.width)
            definitions.attribute("height", box.height)
            definitions.write("/></clipPath>")
            body.write(" clip-path=\"url(#")
            body.id(id)
            body.write(")\"")
        }
        body.byte(UInt8(ascii: ">"))
        for shape in paths {
            body.write("<path")
            if shape.rule == .evenOdd { body.write(" fill-rule=\"evenodd\"") }
            body.write(" d=\"")
            body.write(bytes: SVGPathData.of(shape.path))
            body.write("\"/>")
        }
        body.write("</g>")
    }
}
