import CFreeType
import CFreeTypeShim

/// A colour glyph (an emoji of a CBDT or sbix font) as a picture: straight
/// RGBA8 pixels at the font's bitmap size, and where they go relative to
/// the glyph's origin, in px of that size.
public struct ColorGlyphImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major straight-alpha RGBA, width × height × 4 bytes.
    public let rgba: [UInt8]
    /// The bitmap's left edge right of the origin, and its top above the baseline, px of the strike.
    public let left: Double
    public let top: Double
    /// The strike's size, px per em: the picture is scaled by (text size / this).
    public let pixelsPerEm: Double
}

extension FontFace {
    /// Whether the font's glyphs are colour bitmaps (emoji) rather than outlines.
    public var isColorBitmapFont: Bool { storage.info.isColorBitmap }

    /// The colour picture of `glyph` from the font's largest bitmap strike
    /// (the best source to shrink from), or nil when the glyph has none.
    /// - Throws: `FontError` when FreeType cannot load the glyph.
    public func colorImage(of glyph: GlyphIndex) throws(FontError) -> ColorGlyphImage? {
        try storage.cachedColorImage(glyph) { () throws(FontError) -> ColorGlyphImage? in try decodeColorImage(of: glyph) }
    }

    private func decodeColorImage(of glyph: GlyphIndex) throws(FontError) -> ColorGlyphImage? {
        let info = storage.info
        guard info.isColorBitmap, let largest = info.strikes.indices.max(by: { info.strikes[$0] < info.strikes[$1] }) else {
            return nil
        }
        let source = self.source
        return try storage.withStrike(largest) { (face) throws(FontError) -> ColorGlyphImage? in
            guard glyph.rawValue < UInt32(info.glyphCount) else {
                throw .glyphOutOfRange(source: source, glyph: glyph.rawValue, glyphCount: info.glyphCount)
            }
            let error = FT_Load_Glyph(face, FT_UInt(glyph.rawValue), sbft_load_flags_color())
            guard error == 0 else { throw .freeType(error, source: source, operation: "load colour \(glyph)") }
            guard let slot = face.pointee.glyph else { return nil }
            let bitmap = slot.pointee.bitmap
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
                  let buffer = bitmap.buffer else { return nil }
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                let row = buffer + (pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch)
                for x in 0..<width {
                    // Premultiplied BGRA to straight RGBA.
                    let b = Int(row[4 * x]), g = Int(row[4 * x + 1]), r = Int(row[4 * x + 2]), a = Int(row[4 * x + 3])
                    let i = 4 * (y * width + x)
                    guard a > 0 else { continue }
                    rgba[i] = UInt8(min(255, (r * 255 + a / 2) / a))
                    rgba[i + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                    rgba[i + 2] = UInt8(min(255, (b * 255 + a / 2) / a))
                    rgba[i + 3] = UInt8(a)
                }
            }
            return ColorGlyphImage(width: width, height: height, rgba: rgba, left: Double(slot.pointee.bitmap_left),
                                   top: Double(slot.pointee.bitmap_top), pixelsPerEm: Double(info.strikes[largest]) / 64)
        }
    }
}
