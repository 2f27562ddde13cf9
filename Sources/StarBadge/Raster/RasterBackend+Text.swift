import StarGeometry
import StarRaster
import StarText

extension RasterBackend {
    /// A line of text: its outlines filled non-zero, its colour layers
    /// (COLR) each in its palette colour (or the text's), then its bitmap
    /// glyphs (emoji) as pictures scaled to the text size (area-averaged
    /// when shrunk), composited like star pictures.
    mutating func drawText(_ paint: TextPaint, on canvas: inout Canvas, layers: inout [PixelLayer]) {
        if let mask = textMask(paint.outlineKey, outline: paint.outline) { canvas.fill(mask, with: paint.color) }
        let line = paint.line
        if let colorLayers = try? line.colorLayerPaths(baselineOrigin: paint.origin, letterSpacing: paint.letterSpacing) {
            for layer in colorLayers {
                guard let mask = coverage(of: layer.path.flattened()) else { continue }
                let color = layer.color.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) } ?? paint.color
                canvas.fill(mask, with: color)
            }
        }
        guard paint.drawsBitmapGlyphs, line.hasColorGlyphs else { return }
        for glyph in line.colorGlyphs(baselineOrigin: paint.origin, letterSpacing: paint.letterSpacing) {
            guard let image = PremultipliedImage(width: glyph.image.width, height: glyph.image.height,
                                                 straightRGBA8: glyph.image.rgba),
                  let layer = image.drawn(into: glyph.rect, rows: rows) else { continue }
            layers.append(layer)
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
