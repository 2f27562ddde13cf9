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
    /// (see `colorGlyphs`, `colorLayerPaths`).
    public func outlineGlyphs(baselineOrigin origin: Point = .zero, letterSpacing: Double = 0,
                              from source: GlyphOutlineSource = .exact) throws(FontError) -> [OutlineGlyph] {
        let size = try FontSize.fixed26Dot6(pixelSize)
        let offsets = letterSpacing == 0 ? nil : clusterSpacingOffsets(letterSpacing)
        var placed: [OutlineGlyph] = []
        placed.reserveCapacity(glyphs.count)
        for (index, glyph) in glyphs.enumerated() where !fonts[glyph.font].isColorBitmapFont {
            let font = fonts[glyph.font]
            if font.hasColorLayers, !font.colorLayers(of: glyph.glyph).isEmpty { continue }
            let key = GlyphOutlineKey(face: font.storage, glyph: glyph.glyph, size: size, source: source)
            placed.append(OutlineGlyph(key: key, position: Point(x: origin.x + glyph.x + (offsets?[index] ?? 0),
                                                                 y: origin.y + glyph.y)))
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
}
