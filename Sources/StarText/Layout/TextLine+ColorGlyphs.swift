import StarGeometry

extension TextLine {
    /// A colour glyph's picture and the rectangle it fills, in px.
    public struct PlacedColorGlyph: Sendable {
        public let image: ColorGlyphImage
        public let rect: Rect
    }

    /// Whether any glyph is a colour picture (an emoji from a colour font).
    public var hasColorGlyphs: Bool { glyphs.contains { fonts[$0.font].isColorBitmapFont } }

    /// The colour glyphs, each scaled from its bitmap strike to the line's
    /// size and placed like an outline glyph, with the line's start on the
    /// baseline at `origin` and `letterSpacing` px between clusters.
    public func colorGlyphs(baselineOrigin origin: Point, letterSpacing: Double = 0) -> [PlacedColorGlyph] {
        guard hasColorGlyphs else { return [] }
        let offsets = clusterSpacingOffsets(letterSpacing)
        var placed: [PlacedColorGlyph] = []
        for (index, glyph) in glyphs.enumerated() where fonts[glyph.font].isColorBitmapFont {
            guard let image = try? fonts[glyph.font].colorImage(of: glyph.glyph), image.pixelsPerEm > 0 else { continue }
            let scale = pixelSize / image.pixelsPerEm
            let x = origin.x + glyph.x + offsets[index] + image.left * scale
            let y = origin.y + glyph.y - image.top * scale
            placed.append(PlacedColorGlyph(image: image, rect: Rect(x: x, y: y, width: Double(image.width) * scale,
                                                                     height: Double(image.height) * scale)))
        }
        return placed
    }
}
