/// Where a glyph's outline comes from: the one choice between the font's
/// design and what is drawn. Every outline query and every cache of
/// outlines or coverage is keyed by it. Advances and horizontal positions
/// are the same either way (HarfBuzz's, unhinted), so a line's layout never
/// depends on it.
public enum GlyphOutlineSource: Hashable, Sendable {
    /// The font's design exactly: loaded in font units (unscaled, unhinted)
    /// and scaled to the pixel size in double precision, so no point is
    /// rounded to FreeType's 1/64 px grid.
    case exact
    /// FreeType's light hinting: vertical only. The baseline, x-height,
    /// cap-height and horizontal stems land on whole pixels at the line's
    /// size; x coordinates stay the design's. A line drawn this way sits
    /// on a whole-pixel baseline (`TextLine.path` rounds it), since the
    /// snapping is relative to the glyph's origin.
    case lightHinted
}
