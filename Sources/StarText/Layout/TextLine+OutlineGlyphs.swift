import StarGeometry

extension TextLine {
    /// A glyph drawn as an outline, at its pen position.
    public struct OutlineGlyph: Sendable {
        /// Names the glyph's outline (font, glyph, size, source) for caches.
        public let key: GlyphOutlineKey
        /// The pen position on the baseline, px, y growing down.
        public let position: Point
    }

    /// The glyphs drawn as outlines, in visual order, with the line's start
    /// on the baseline at `origin` and `letterSpacing` px between clusters:
    /// every glyph but colour bitmaps (emoji) and colour-layered glyphs
    /// (see `colorGlyphs`, `colorLayerPaths`). Light-hinted glyphs sit on
    /// whole pixel rows (baseline and vertical offsets rounded), where their
    /// grid-fitting is the pixel grid.
    public func outlineGlyphs(baselineOrigin origin: Point = .zero, letterSpacing: Double = 0,
                              from source: GlyphOutlineSource = .exact) throws(FontError) -> [OutlineGlyph] {
        let size = try FontSize.fixed26Dot6(pixelSize)
        let offsets = letterSpacing == 0 ? nil : clusterSpacingOffsets(letterSpacing)
        let hinted = source == .lightHinted
        var placed: [OutlineGlyph] = []
        placed.reserveCapacity(glyphs.count)
        for (index, glyph) in glyphs.enumerated() where !fonts[glyph.font].isColorBitmapFont {
            let font = fonts[glyph.font]
            if font.hasColorLayers, !font.colorLayers(of: glyph.glyph).isEmpty { continue }
            let key = GlyphOutlineKey(face: font.storage, glyph: glyph.glyph, size: size, source: source)
            let y = hinted ? origin.y.rounded() + glyph.y.rounded() : origin.y + glyph.y
            placed.append(OutlineGlyph(key: key, position: Point(x: origin.x + glyph.x + (offsets?[index] ?? 0), y: y)))
        }
        return placed
    }
}

extension GlyphOutlineKey {
    /// The glyph's outline with its pen position at (0, 0), in px, y growing
    /// down; empty for a glyph without one (a space). Decomposed once per
    /// face and then remembered.
    public func outline() throws(FontError) -> Path {
        try face.cachedOutline(glyph, size: size, from: source)
    }

    /// The control bounds of `outline()` (nil for a glyph without one), kept with it.
    public func outlineBounds() throws(FontError) -> Rect? {
        try face.cachedOutlineBounds(glyph, size: size, from: source)
    }
}
