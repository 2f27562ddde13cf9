import StarGeometry
import StarRaster

extension BadgeRenderer {
    /// The label's glyph outlines, filled non-zero in the text colour.
    mutating func drawLabel(of spec: BadgeSpec, on canvas: inout Canvas) {
        guard let label = spec.labelLine, let origin = spec.layout.labelBaseline,
              let path = try? label.line.path(baselineOrigin: origin) else { return }
        fill(path, with: spec.effectiveTextColor, on: &canvas)
    }

    /// The label and value texts of a shields-like badge; `flat` gives light
    /// text a faint dark shadow 1 px (at scale 1) below, as shields.io does.
    mutating func drawShieldsTexts(of spec: BadgeSpec, on canvas: inout Canvas) {
        guard let texts = spec.shieldsTexts, let shields = spec.layout.shields else { return }
        let shadow = Color(red: 1, green: 1, blue: 1, alpha: 77)
        let drawShadow = spec.style.metrics.textShadow
        for (line, origin, color) in [(texts.label, shields.labelBaseline, spec.effectiveTextColor),
                                      (texts.value, shields.valueBaseline, spec.valueTextColor)] {
            guard let line, let origin else { continue }
            if drawShadow, Contrast.luminance(color) > 0.5,
               let path = line.path(baselineOrigin: Point(x: origin.x, y: origin.y + spec.scale.rounded(.up))) {
                fill(path, with: shadow, on: &canvas)
            }
            if let path = line.path(baselineOrigin: origin) { fill(path, with: color, on: &canvas) }
        }
    }

    private mutating func fill(_ path: Path, with color: Color, on canvas: inout Canvas) {
        let polygon = path.flattened()
        guard let bounds = polygon.bounds, let frame = PixelFrame(covering: bounds) else { return }
        let mask = rasterizer.coverage(of: polygon, in: frame, fillRule: .nonZero)
        canvas.fill(mask, with: color)
    }
}
