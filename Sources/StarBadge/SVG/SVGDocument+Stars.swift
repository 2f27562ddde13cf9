import StarGeometry
import StarRaster

extension SVGDocument {
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
        switch star.fill {
        case .full:
            guard let border = star.border else {
                place(star, starDefinition(star, .whole), color: star.onColor)
                return
            }
            place(star, starDefinition(star, .inset(border.width / 2)), color: star.onColor)
            place(star, starDefinition(star, .band(border.width)), color: border.color)
        case .empty:
            let drawn = star.outlineWidth.map { starDefinition(star, .band($0)) } ?? starDefinition(star, .whole)
            place(star, drawn, color: star.offColor)
        case .split(let line, let side):
            addSplitStar(star, line: line - star.box.minX, side: side)
        }
    }

    /// A `<use>` of definition `id` at the star's box, filled with `color`.
    private mutating func place(_ star: StarPaint, _ id: Int, color: Color) {
        Self.use(id, x: star.box.minX, y: star.box.minY, into: &body)
        body.fill(color)
        body.write("/>")
    }

    /// A `<use>` of definition `id` at the star's box, filled with gradient `ramp`.
    private mutating func place(_ star: StarPaint, _ id: Int, ramp: Int) {
        Self.use(id, x: star.box.minX, y: star.box.minY, into: &body)
        body.fill(reference: ramp)
        body.write("/>")
    }

    /// A split star (`line` relative to its box): its rings (the border, or
    /// the outline, on the on side; the outline on the off side) as one
    /// shape with a gradient, over what they enclose. Filled, that is the
    /// whole inside with a gradient. Outlined, it is the on side's inside;
    /// where it meets the off side's outline band at the line, it reaches
    /// on under the band to the end of the line's pixel (stopping half a
    /// pixel short of the band's inner edge, which the rings draw), so
    /// nothing shows through between the two.
    private mutating func addSplitStar(_ star: StarPaint, line: Double, side: VerticalSide) {
        let onRing = star.border?.width ?? star.outlineWidth
        guard let onRing else {
            let shape = starDefinition(star, .whole)
            place(star, shape, ramp: ramp(line, side, star.onColor, star.offColor))
            return
        }
        let edgeColor = star.border?.color ?? star.onColor
        guard let outlineWidth = star.outlineWidth else {
            let inside = starDefinition(star, .inset(onRing / 2))
            place(star, inside, ramp: ramp(line, side, star.onColor, star.offColor))
            let band = starDefinition(star, .band(onRing))
            place(star, band, ramp: ramp(line, side, edgeColor, star.offColor))
            return
        }
        let x = line + star.box.minX
        let pixelEnd = (side == .left ? x.rounded(.down) + 1 : x.rounded(.up) - 1) - star.box.minX
        let inside = starDefinition(star, .inside(inset: onRing / 2, outline: outlineWidth, line: line,
                                                  pixelEnd: pixelEnd, side: side))
        place(star, inside, color: star.onColor)
        let rings = starDefinition(star, .rings(on: onRing, off: outlineWidth, line: line, side: side))
        place(star, rings, ramp: ramp(line, side, edgeColor, star.offColor))
    }

    /// A gradient that is `on` on `side` of the line and `off` on the other,
    /// mixed linearly over the pixel-wide strip centred on the line; `line`
    /// is relative to the star's box (the `<use>` places the shape there).
    private mutating func ramp(_ line: Double, _ side: VerticalSide, _ on: Color, _ off: Color) -> Int {
        let (left, right) = side == .left ? (on, off) : (off, on)
        let key = SVGDefinitionKey.ramp(x1: SVGNumber.hundredths(line - 0.5), x2: SVGNumber.hundredths(line + 0.5),
                                        left: left, right: right)
        return define(key) { out, id in
            out.write("<linearGradient id=\"")
            out.id(id)
            out.write("\" gradientUnits=\"userSpaceOnUse\"")
            out.attribute("x1", line - 0.5)
            out.attribute("x2", line + 0.5)
            out.byte(UInt8(ascii: ">"))
            Self.stop(0, left, into: &out)
            Self.stop(1, right, into: &out)
            out.write("</linearGradient>")
        }
    }

    private static func stop(_ offset: Int, _ color: Color, into out: inout SVGMarkup) {
        out.write("<stop offset=\"")
        out.integer(offset)
        out.byte(UInt8(ascii: "\""))
        out.paint(" stop-color=\"", opacity: " stop-opacity=\"", color)
        out.write("/>")
    }

    /// The star's shape (or a part of it) for a box of this size at the
    /// origin, defined once for every star that shares it.
    private mutating func starDefinition(_ star: StarPaint, _ part: SVGStarPart) -> Int {
        let box = star.box
        let parts = self.parts
        return define(.star(star.outline, width: box.width, height: box.height, part: part)) { out, id in
            func make() -> [UInt8] {
                SVGPathData.of(part.region(of: star.outline.polygon(in: box), offsetX: box.minX), offsetX: box.minX, offsetY: box.minY)
            }
            out.write("<path id=\"")
            out.id(id)
            out.write("\" d=\"")
            out.write(bytes: parts?.star(SVGPartsCache.StarKey(outline: star.outline, box: box, part: part), make) ?? make())
            out.write("\"/>")
        }
    }
}
