import CFreeType

/// One layer of a colour glyph (COLR v0): an outline glyph of the same font
/// filled with a palette colour, or with the text's colour. Layers are
/// painted in order, each over the ones before.
public struct ColorLayer: Hashable, Sendable {
    /// A straight-alpha sRGB colour from the font's palette.
    public struct PaletteColor: Hashable, Sendable {
        public let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    }

    public let glyph: GlyphIndex
    /// nil: the text's own colour (palette index 0xFFFF).
    public let color: PaletteColor?
}

extension FontFace {
    /// Whether some glyphs are stacks of coloured outlines (COLR v0).
    public var hasColorLayers: Bool { storage.info.hasColorLayers }

    /// The layers `glyph` is painted as, in order, with the font's first
    /// palette; empty for a glyph that is a plain outline.
    public func colorLayers(of glyph: GlyphIndex) -> [ColorLayer] {
        guard storage.info.hasColorLayers else { return [] }
        return storage.withUnsizedFace { face -> [ColorLayer] in
            var palette: UnsafeMutablePointer<FT_Color>? = nil
            var paletteSize = 0
            var data = FT_Palette_Data()
            if FT_Palette_Data_Get(face, &data) == 0, FT_Palette_Select(face, 0, &palette) == 0 {
                paletteSize = Int(data.num_palette_entries)
            }
            var iterator = FT_LayerIterator(num_layers: 0, layer: 0, p: nil)
            var layerGlyph: FT_UInt = 0, colorIndex: FT_UInt = 0
            var layers: [ColorLayer] = []
            while FT_Get_Color_Glyph_Layer(face, FT_UInt(glyph.rawValue), &layerGlyph, &colorIndex, &iterator) != 0 {
                var color: ColorLayer.PaletteColor? = nil
                if colorIndex != 0xFFFF, let palette, Int(colorIndex) < paletteSize {
                    let entry = palette[Int(colorIndex)]
                    color = ColorLayer.PaletteColor(red: entry.red, green: entry.green, blue: entry.blue, alpha: entry.alpha)
                }
                layers.append(ColorLayer(glyph: GlyphIndex(UInt32(layerGlyph)), color: color))
                // A damaged table cannot make this loop forever: FreeType counts the layers.
                if layers.count > 4096 { break }
            }
            return layers
        }
    }

    /// Whether the font draws in colour (emoji): colour bitmaps or colour layers.
    public var isColorFont: Bool { isColorBitmapFont || hasColorLayers }
}
