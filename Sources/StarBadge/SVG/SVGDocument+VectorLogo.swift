import StarColor
import StarGeometry
import StarSVGLogo

extension SVGDocument {
    /// A vector logo as paths in its colour: a nested `<svg>` over the
    /// logo's box (its position and size to 1/10⁶ px, so the logo sits
    /// where the PNG draws it; it clips the shapes to the box as the raster
    /// backend does), holding one group filled with the colour (its alpha
    /// as the group's opacity, so shapes that overlap are covered once, as
    /// the raster backend joins them) and the shapes' paths from the box's
    /// corner, in tenths of a px (to 1/1000 px).
    mutating func addVectorLogo(_ logo: SVGLogo, color: Color, in paint: LogoPaint) {
        let box = paint.box
        // Path data is written to 1/100 of its unit: in tenths of a px, under scale(.1), it keeps 1/1000 px.
        let scale = AffineTransform.scale(x: 10 * box.width / logo.width, y: 10 * box.height / logo.height)
        body.write("<svg x=\"")
        body.write(SVGNumber.text(box.minX, decimals: 6))
        body.write("\" y=\"")
        body.write(SVGNumber.text(box.minY, decimals: 6))
        body.write("\" width=\"")
        body.write(SVGNumber.text(box.width, decimals: 6))
        body.write("\" height=\"")
        body.write(SVGNumber.text(box.height, decimals: 6))
        body.write("\"><g transform=\"scale(.1)\" fill=\"")
        body.hex(color)
        body.byte(UInt8(ascii: "\""))
        if color.alpha < 255 {
            body.write(" opacity=\"")
            body.write(SVGPaint.opacity(color))
            body.byte(UInt8(ascii: "\""))
        }
        body.byte(UInt8(ascii: ">"))
        for shape in logo.shapes {
            body.write("<path")
            if shape.fillRule == .evenOdd { body.write(" fill-rule=\"evenodd\"") }
            body.write(" d=\"")
            body.write(bytes: SVGPathData.of(shape.path.transformed(by: scale)))
            body.write("\"/>")
        }
        body.write("</g></svg>")
    }
}
