import CFreeType
import CFreeTypeShim

/// Facts about a face that do not change after it is opened. Lengths are in
/// font units (1/`unitsPerEm` of the em).
struct FaceInfo: Sendable {
    var familyName: String
    var styleName: String
    var unitsPerEm: Int
    var glyphCount: Int
    var faceCount: Int
    var hasKerning: Bool
    /// Design ascent above the baseline, font units (positive up): FreeType's
    /// ('hhea', else OS/2), or HarfBuzz's line extents when FreeType has none.
    var ascender: Int
    /// Design descent, font units (negative below the baseline).
    var descender: Int
    /// Baseline-to-baseline distance, font units.
    var height: Int
    /// A font of colour bitmaps only (CBDT or sbix emoji), drawn as pictures.
    var isColorBitmap: Bool
    /// The bitmap strikes' sizes, px per em (26.6 fixed point), in the face's order.
    var strikes: [Int]
    /// Outlines with colour layers (COLR v0 and CPAL): some glyphs are stacks of coloured outlines.
    var hasColorLayers: Bool
    /// Which ASCII characters the character map has a glyph for (bit c of
    /// the pair, c < 128): most labels are ASCII, and a bit test is cheaper
    /// than a character-map lookup for every character of every line.
    var asciiGlyphs: (low: UInt64, high: UInt64)

    /// Reads `face`; `harfBuzz` reads the same bytes and gives the line
    /// extents when FreeType has none (a bitmap-only font, e.g. Noto Color
    /// Emoji, whose ascender and descender FreeType leaves at 0).
    init(_ face: FT_Face, harfBuzz: HarfBuzzFont) {
        let rec = face.pointee
        familyName = rec.family_name.map { String(cString: $0) } ?? ""
        styleName = rec.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = rec.units_per_EM > 0 ? Int(rec.units_per_EM) : harfBuzz.unitsPerEm
        glyphCount = Int(rec.num_glyphs)
        faceCount = Int(rec.num_faces)
        hasKerning = sbft_has_kerning(face) != 0
        ascender = Int(rec.ascender)
        descender = Int(rec.descender)
        height = Int(rec.height)
        if ascender <= 0, descender >= 0 {
            let extents = harfBuzz.horizontalExtents
            if extents.ascender > 0 || extents.descender < 0 {
                ascender = max(0, extents.ascender)
                descender = min(0, extents.descender)
                height = ascender - descender + max(0, extents.lineGap)
            }
        }
        isColorBitmap = sbft_is_scalable(face) == 0 && sbft_has_color(face) != 0 && sbft_has_fixed_sizes(face) != 0
        strikes = (0..<Int(rec.num_fixed_sizes)).map { Int(rec.available_sizes[$0].y_ppem) }
        hasColorLayers = sbft_is_scalable(face) != 0 && sbft_has_color(face) != 0
        asciiGlyphs = (0, 0)
        for scalar in UInt32(0)..<128 where harfBuzz.glyph(for: scalar) != nil {
            if scalar < 64 { asciiGlyphs.low |= 1 << scalar } else { asciiGlyphs.high |= 1 << (scalar - 64) }
        }
    }
}
