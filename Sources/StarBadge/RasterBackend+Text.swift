import StarGeometry
import StarRaster
import StarText

extension RasterBackend {
    /// The label's glyph outlines, filled non-zero in the text colour.
    mutating func drawLabel(of spec: BadgeSpec, on canvas: inout Canvas) {
        guard let label = spec.labelLine, let origin = spec.layout.labelBaseline else { return }
        let mask = textMask(label.line.outlineKey(baselineOrigin: origin)) {
            try? label.line.path(baselineOrigin: origin)
        }
        if let mask { canvas.fill(mask, with: spec.effectiveTextColor) }
        drawColorLayers(of: label.line, at: origin, letterSpacing: 0, textColor: spec.effectiveTextColor, on: &canvas)
    }

    /// The coloured layers of colour-layered glyphs (COLR emoji), each
    /// filled non-zero in its palette colour (or the text's), in order.
    mutating func drawColorLayers(of line: TextLine, at origin: Point, letterSpacing: Double, textColor: Color,
                                  on canvas: inout Canvas) {
        guard let layers = try? line.colorLayerPaths(baselineOrigin: origin, letterSpacing: letterSpacing) else { return }
        for layer in layers {
            let polygon = layer.path.flattened()
            guard let mask = coverage(of: polygon) else { continue }
            let color = layer.color.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) } ?? textColor
            canvas.fill(mask, with: color)
        }
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
            if drawShadow, Contrast.luminance(color) > 0.5 {
                draw(line, at: Point(x: origin.x, y: origin.y + spec.scale.rounded(.up)), with: shadow, on: &canvas)
            }
            draw(line, at: origin, with: color, on: &canvas)
        }
    }

    private mutating func draw(_ line: SpacedTextLine, at origin: Point, with color: Color, on canvas: inout Canvas) {
        let key = line.line.outlineKey(baselineOrigin: origin, letterSpacing: line.letterSpacing)
        if let mask = textMask(key, outline: { line.path(baselineOrigin: origin) }) { canvas.fill(mask, with: color) }
        drawColorLayers(of: line.line, at: origin, letterSpacing: line.letterSpacing, textColor: color, on: &canvas)
    }

    /// The colour glyphs (emoji) of every text, as pictures scaled to the
    /// text size (area-averaged when shrunk), composited like star pictures.
    func drawColorGlyphs(of spec: BadgeSpec, into layers: inout [PixelLayer]) {
        let rows = self.rows
        for placed in spec.placedTexts where placed.line.hasColorGlyphs {
            for glyph in placed.line.colorGlyphs(baselineOrigin: placed.origin, letterSpacing: placed.letterSpacing) {
                guard let image = PremultipliedImage(width: glyph.image.width, height: glyph.image.height,
                                                     straightRGBA8: glyph.image.rgba),
                      let layer = image.drawn(into: glyph.rect, rows: rows) else { continue }
                layers.append(layer)
            }
        }
    }

    /// Coverage of the text `key` names (non-zero), kept between badges; nil
    /// when the outline covers nothing.
    private mutating func textMask(_ key: TextLine.OutlineKey, outline: () -> Path?) -> CoverageMask? {
        let caches = keepsMasks
        if caches, let kept = textMasks.entry(for: key) { return kept.mask }
        let mask = outline().flatMap { coverage(of: $0.flattened()) }
        if caches { textMasks.keep(mask, for: key) }
        return mask
    }
}
