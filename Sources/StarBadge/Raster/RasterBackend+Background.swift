import StarGeometry
import StarRaster

extension RasterBackend {
    /// A rounded and/or bordered background: the rounded rectangle in the
    /// fill colour, its border ring in the border colour over it. Both are
    /// painted in one pass (the ring's colour is the border composited over
    /// the fill), so the ring's outer edge shows no background fringe.
    mutating func drawBackground(_ paint: BackgroundPaint, on canvas: inout Canvas) {
        let outline = RoundedRectangle(rect: paint.rect, radius: paint.cornerRadius)
        guard let shape = coverage(of: outline.polygon()) else { return }
        if let shading = paint.shading {
            drawShaded(paint, shading: shading, shape: shape, outline: outline, on: &canvas)
            return
        }
        guard let border = paint.border else {
            canvas.fill(shape, with: paint.fill)
            return
        }
        let ring = coverage(of: outline.ring(width: border.width)).map { $0.minimum(shape) }
            ?? CoverageMask(zerosOver: PixelRect(minX: shape.originX, minY: shape.originY, width: shape.width, height: shape.height))
        let ringColor = Self.composite(border.color, over: paint.fill)
        canvas.fill(shape: shape, on: shape.minimum(ring), onColor: ringColor, offColor: paint.fill)
    }

    /// A shields-like badge's two sections under one outline, painted in
    /// one pass so no seam shows between them.
    mutating func drawSections(_ paint: SectionsPaint, on canvas: inout Canvas) {
        let outline = RoundedRectangle(rect: paint.rect, radius: paint.cornerRadius).polygon()
        guard let whole = coverage(of: outline) else { return }
        if let gloss = paint.gloss {
            drawGlossy(paint, gloss: gloss, whole: whole, outline: outline, on: &canvas)
            return
        }
        guard paint.split > 0,
              let extent = outline.bounds, let bounds = PixelRect(covering: extent) else {
            canvas.fill(whole, with: paint.sectionColor)
            return
        }
        let section = coverage(of: outline.clipped(toVerticalLine: paint.split, keeping: .right), in: bounds)
        canvas.fill(shape: whole, on: section, onColor: paint.sectionColor, offColor: paint.labelColor)
    }

    /// `top` source-over `bottom`, both straight sRGB, as one colour.
    static func composite(_ top: Color, over bottom: Color) -> Color {
        let at = Double(top.alpha) / 255, ab = Double(bottom.alpha) / 255
        let a = at + ab * (1 - at)
        guard a > 0 else { return .transparent }
        func channel(_ t: UInt8, _ b: UInt8) -> UInt8 {
            let value = (Double(t) * at + Double(b) * ab * (1 - at)) / a
            return UInt8(min(255, max(0, value.rounded())))
        }
        return Color(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                     blue: channel(top.blue, bottom.blue), alpha: UInt8(min(255, max(0, (a * 255).rounded()))))
    }
}
