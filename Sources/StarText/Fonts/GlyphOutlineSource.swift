/// Where a glyph's outline comes from: the one choice between the font's
/// design and what is drawn. Every outline query and every cache of
/// outlines or coverage is keyed by it.
public enum GlyphOutlineSource: Hashable, Sendable {
    /// The font's design exactly: loaded in font units (unscaled, unhinted)
    /// and scaled to the pixel size in double precision, so no point is
    /// rounded to FreeType's 1/64 px grid.
    case exact
}
