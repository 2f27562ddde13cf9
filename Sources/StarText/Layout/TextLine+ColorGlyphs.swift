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

extension TextLine {
    /// One coloured layer of a colour glyph: its outline in px and its colour (nil: the text's).
    public struct ColorLayerPath: Sendable {
        public let path: Path
        public let color: ColorLayer.PaletteColor?
    }

    /// The layers of every colour-layered glyph (COLR), in painting order,
    /// placed like the line's outlines (see `path(baselineOrigin:letterSpacing:)`).
    public func colorLayerPaths(baselineOrigin origin: Point, letterSpacing: Double = 0) throws(FontError) -> [ColorLayerPath] {
        guard fonts.contains(where: \.hasColorLayers) else { return [] }
        let size = try FontSize.fixed26Dot6(pixelSize)
        let offsets = clusterSpacingOffsets(letterSpacing)
        var layers: [ColorLayerPath] = []
        for (index, placed) in glyphs.enumerated() where fonts[placed.font].hasColorLayers {
            let font = fonts[placed.font]
            for layer in font.colorLayers(of: placed.glyph) {
                let outline = try font.storage.cachedOutline(layer.glyph, size: size, from: .exact)
                guard !outline.isEmpty else { continue }
                let placedOutline = outline.transformed(by: .translation(x: origin.x + placed.x + offsets[index],
                                                                        y: origin.y + placed.y))
                layers.append(ColorLayerPath(path: placedOutline, color: layer.color))
            }
        }
        return layers
    }
}
