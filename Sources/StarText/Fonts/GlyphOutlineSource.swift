/// How glyph outlines are loaded: as the font designs them, or grid-fitted
/// vertically for small raster text. Advances and horizontal positions are
/// the same either way (HarfBuzz's, unhinted), so a line's layout never
/// depends on it.
public enum GlyphOutlineSource: Hashable, Sendable {
    /// The design's outline scaled to the size, unhinted.
    case exact
    /// FreeType's light hinting: vertical only. The baseline, x-height,
    /// cap-height and horizontal stems land on whole pixels at the line's
    /// size; x coordinates stay the design's. A line drawn this way sits
    /// on a whole-pixel baseline (`TextLine.path` rounds it), since the
    /// snapping is relative to the glyph's origin.
    case lightHinted
}
