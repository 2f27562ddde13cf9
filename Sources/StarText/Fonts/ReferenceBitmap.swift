import StarGeometry
import CFreeType

/// FreeType's own anti-aliased rendering of a glyph: a reference that tests
/// compare StarRaster's coverage against. Not for drawing badges.
package struct ReferenceBitmap: Hashable, Sendable {
    /// Size of the bitmap in whole pixels.
    package var width: Int
    package var height: Int
    /// Horizontal distance from the pen position to the bitmap's left edge, px.
    package var left: Int
    /// Distance from the baseline up to the bitmap's top edge, px (y up, as
    /// FreeType's bitmap_top). Row 0 covers y (down) from −top to −top + 1.
    package var top: Int
    /// Row-major coverage, 0…255, `width × height` bytes.
    package var alpha: [UInt8]
}

extension FontFace {
    /// The outline FreeType renders `referenceBitmap(of:pixelSize:)` from:
    /// scaled by FreeType, each point rounded to 1/64 px (y down, px). For
    /// tests that compare rasterizers on the same geometry.
    package func referenceOutline(of glyph: GlyphIndex, pixelSize: Double) throws(FontError) -> Path {
        let size = try FontSize.fixed26Dot6(pixelSize)
        let source = self.source
        return try storage.withFace(size: size) { face throws(FontError) in
            try FreeTypeGlyphs.decompose(try FreeTypeGlyphs.load(face, glyph, source: source), glyph, scale: 1.0 / 64,
                                         source: source)
        }
    }

    /// Renders the glyph with FreeType's anti-aliasing rasterizer ("smooth",
    /// FT_RENDER_MODE_NORMAL), unhinted, from the same outline `outline(of:pixelSize:)`
    /// returns. For tests only.
    package func referenceBitmap(of glyph: GlyphIndex, pixelSize: Double) throws(FontError) -> ReferenceBitmap {
        let size = try FontSize.fixed26Dot6(pixelSize)
        let source = self.source
        return try storage.withFace(size: size) { face throws(FontError) in
            let slot = try FreeTypeGlyphs.load(face, glyph, source: source)
            let error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
            guard error == 0 else { throw .freeType(error, source: source, operation: "render \(glyph)") }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), bitmap.num_grays == 256 else {
                throw .unsupportedGlyphFormat(source: source, glyph: glyph.rawValue)
            }
            var alpha = [UInt8](repeating: 0, count: width * height)
            if let buffer = bitmap.buffer, width > 0 {
                for row in 0..<height {
                    // A negative pitch means the rows are stored bottom-up.
                    let start = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
                    for x in 0..<width { alpha[row * width + x] = buffer[start + x] }
                }
            }
            return ReferenceBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                                   top: Int(slot.pointee.bitmap_top), alpha: alpha)
        }
    }
}
