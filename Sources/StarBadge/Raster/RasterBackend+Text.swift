import StarGeometry
import StarRaster
import StarText

extension RasterBackend {
    /// A line of text: the union of its glyph outlines (`UnionCoverage`), its colour layers
    /// (COLR) each in its palette colour (or the text's), then its bitmap
    /// glyphs (emoji) as pictures scaled to the text size (area-averaged
    /// when shrunk), composited like star pictures.
    mutating func drawText(_ paint: TextPaint, on canvas: inout Canvas, layers: inout [PixelLayer]) {
        if let mask = textMask(paint) { canvas.fill(mask, with: paint.color) }
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

    /// Coverage of the text's outlines (the union of its glyphs), kept
    /// between badges; nil when the outline covers nothing.
    private mutating func textMask(_ paint: TextPaint) -> CoverageMask? {
        guard keepsMasks else { return lineCoverage(paint) }
        let lookup = textMasks.lookup(paint.outlineKey)
        if let kept = textMasks.entry(for: lookup) { return kept.mask }
        let mask = lineCoverage(paint)
        textMasks.keep(mask, for: lookup)
        return mask
    }

    /// The union of the line's glyphs, each drawn at its `GlyphPlacement`
    /// from its coverage at that phase (kept between texts when work is reused).
    /// A glyph at the placement of the same glyph before it adds nothing to
    /// the union and is left out: a base under thousands of the same mark
    /// (4,000 code points are one character) would otherwise make every
    /// pixel there meet thousands of glyphs.
    mutating func lineCoverage(_ paint: TextPaint) -> CoverageMask? {
        guard let placed = try? paint.line.outlineGlyphs(baselineOrigin: paint.origin, letterSpacing: paint.letterSpacing,
                                                                 from: paint.outlines)
        else { return nil }
        var parts: [UnionCoverage.Part] = []
        parts.reserveCapacity(placed.count)
        // Glyphs each right of the one before cannot repeat a placement (most lines): no set to keep.
        var drawnAt: Set<PlacedGlyph>? = Self.allRightOfTheLast(placed) ? nil : []
        for glyph in placed {
            guard let placement = GlyphPlacement(glyph.position),
                  drawnAt?.insert(PlacedGlyph(key: glyph.key, placement: placement)).inserted ?? true,
                  let drawn = glyphs.glyph(glyph.key, at: placement, keeps: reusesWork, rasterizer: &rasterizer)
            else { continue }
            let mask = drawn.mask
            let placedMask = CoverageMask(originX: mask.originX + placement.pixelX, originY: mask.originY + placement.pixelY,
                                          width: mask.width, height: mask.height, values: mask.values)
            let pen = placement.position
            parts.append(UnionCoverage.Part(mask: placedMask, polygon: drawn.polygon, dx: pen.x, dy: pen.y))
        }
        return union.coverage(of: parts, rows: rows)
    }

    /// Whether every glyph's placement is right of the one before it.
    private static func allRightOfTheLast(_ placed: [TextLine.OutlineGlyph]) -> Bool {
        var last = Int.min
        for glyph in placed {
            guard let placement = GlyphPlacement(glyph.position) else { continue }
            let x = placement.pixelX * GlyphPlacement.steps + placement.phaseX
            guard x > last else { return false }
            last = x
        }
        return true
    }

    /// A glyph and where it is drawn.
    private struct PlacedGlyph: Hashable {
        let key: GlyphOutlineKey
        let placement: GlyphPlacement
    }
}
