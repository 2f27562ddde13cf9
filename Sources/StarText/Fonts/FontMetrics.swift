/// Font-wide vertical metrics at one pixel size, from the font's horizontal
/// header ('hhea' for TrueType/OpenType, as FreeType reads it), or, for a
/// font FreeType gives none (bitmap-only colour fonts), from HarfBuzz's line
/// extents; scaled without rounding. These are the line box a browser
/// uses; a badge places and sizes its text by `TextLine.zone` instead.
/// All lengths are in px and are distances (not signed coordinates).
public struct FontMetrics: Hashable, Sendable {
    /// The size the metrics are for: px per em.
    public var pixelSize: Double
    /// Distance from the baseline up to the font's design ascent, in px.
    public var ascender: Double
    /// Distance from the baseline down to the font's design descent, in px
    /// (positive for the usual font whose descent lies below the baseline).
    public var descender: Double
    /// Extra space the font asks for between one line's descent and the next
    /// line's ascent, in px (never negative).
    public var lineGap: Double

    public init(pixelSize: Double, ascender: Double, descender: Double, lineGap: Double) {
        self.pixelSize = pixelSize
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// Baseline-to-baseline distance for consecutive lines, in px.
    public var lineHeight: Double { ascender + descender + lineGap }
}
