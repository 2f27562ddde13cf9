import StarGeometry
import StarRaster

extension RasterBackend {
    /// A rounded and/or bordered background: the rounded rectangle over the
    /// exact content size in the background colour, its border ring in the
    /// border colour over it. Both are painted in one pass (the ring's colour
    /// is the border composited over the background), so the ring's outer
    /// edge shows no background fringe.
    mutating func drawFrame(of spec: BadgeSpec, on canvas: inout Canvas) {
        let rect = Rect(x: 0, y: 0, width: spec.layout.contentWidth, height: spec.layout.contentHeight)
        let outline = RoundedRectangle(rect: rect, radius: spec.frame.cornerRadius * spec.scale)
        guard let shape = coverage(of: outline.polygon()) else { return }
        guard let borderColor = spec.frame.borderColor, spec.frame.borderWidth > 0 else {
            canvas.fill(shape, with: spec.background)
            return
        }
        let ring = coverage(of: outline.ring(width: spec.frame.borderWidth * spec.scale)).map { $0.minimum(shape) }
            ?? CoverageMask(zerosOver: PixelFrame(minX: shape.originX, minY: shape.originY, width: shape.width, height: shape.height))
        let ringColor = Self.composite(borderColor, over: spec.background)
        canvas.fill(shape: shape, on: shape.minimum(ring), onColor: ringColor, offColor: spec.background)
    }

    /// A shields-like badge's two sections: the label section (left) and
    /// the coloured section with the stars, under one outline with the
    /// style's corner radius, painted in one pass so no seam shows between them.
    mutating func drawShieldsSections(of spec: BadgeSpec, on canvas: inout Canvas) {
        guard let shields = spec.layout.shields else { return }
        let rect = Rect(x: 0, y: 0, width: shields.width, height: shields.height)
        let outline = RoundedRectangle(rect: rect, radius: spec.style.metrics.cornerRadius * spec.scale).polygon()
        guard let whole = coverage(of: outline) else { return }
        let split = shields.labelSectionWidth
        guard split > 0,
              let bounds = outline.bounds, let frame = PixelFrame(covering: bounds) else {
            canvas.fill(whole, with: spec.starSectionColor)
            return
        }
        let section = coverage(of: outline.clipped(toVerticalLine: split, keeping: .right), in: frame)
        canvas.fill(shape: whole, on: section, onColor: spec.starSectionColor, offColor: spec.labelSectionColor)
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
