import CHarfBuzz

/// A HarfBuzz font over a face's bytes, with HarfBuzz's own OpenType
/// functions (cmap, hmtx, GSUB, GPOS) at a scale of one unit per font unit:
/// shaping results are exact font units, scaled to px by the caller, and
/// equal to what `hb-shape` prints for the same font.
///
/// The font is made immutable once created, so one `HarfBuzzFont` shapes
/// on many threads at once (HarfBuzz's documented guarantee for immutable
/// objects); it shares nothing with the FreeType face of the same bytes.
final class HarfBuzzFont: @unchecked Sendable {
    let font: OpaquePointer
    /// Glyphs in the face as HarfBuzz reads it (0 when it cannot read the font).
    let glyphCount: Int
    let unitsPerEm: Int
    private let bytes: FontBytes

    init(_ bytes: FontBytes, faceIndex: Int) {
        self.bytes = bytes
        let blob = hb_blob_create(bytes.buffer.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let face = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        glyphCount = Int(hb_face_get_glyph_count(face))
        unitsPerEm = Int(hb_face_get_upem(face))
        let font = hb_font_create(face)!
        hb_face_destroy(face)
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit { hb_font_destroy(font) }

    /// The glyph the font's cmap gives `scalar` (with variation selector
    /// `selector`, when given), or nil when it has none.
    func glyph(for scalar: UInt32, selector: UInt32 = 0) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        let found = selector == 0 ? hb_font_get_nominal_glyph(font, scalar, &glyph)
            : hb_font_get_variation_glyph(font, scalar, selector, &glyph)
        return found != 0 ? glyph : nil
    }

    /// The font's own line extents, font units (y up: the descender is
    /// negative): HarfBuzz's reading of OS/2 typo metrics when the font asks
    /// for them (USE_TYPO_METRICS), else 'hhea', else OS/2 typo or win
    /// metrics; all 0 when the font has none of them.
    var horizontalExtents: (ascender: Int, descender: Int, lineGap: Int) {
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        return (Int(extents.ascender), Int(extents.descender), Int(extents.line_gap))
    }

    /// The ink box of `glyph` in font units, y up, relative to its origin
    /// (outline bounds, or a colour bitmap's box), or nil when the glyph
    /// draws nothing or the font does not say.
    func inkExtents(of glyph: UInt32) -> GlyphInk? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.width != 0 || extents.height != 0 else {
            return nil
        }
        let top = Int(extents.y_bearing), bottom = Int(extents.y_bearing) + Int(extents.height)
        let left = Int(extents.x_bearing), right = Int(extents.x_bearing) + Int(extents.width)
        return GlyphInk(left: min(left, right), right: max(left, right), bottom: min(top, bottom), top: max(top, bottom))
    }
}

