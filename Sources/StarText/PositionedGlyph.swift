/// One glyph of a laid-out line of text.
public struct PositionedGlyph: Hashable, Sendable {
    /// The character the glyph stands for.
    public var scalar: Unicode.Scalar
    /// The glyph drawn; glyph 0 (the missing-glyph box) when the font lacks `scalar`.
    public var glyph: GlyphIndex
    /// Pen position of the glyph's origin on the baseline, in px from the
    /// start of the line (kerning with the previous glyph included).
    public var x: Double
    /// The glyph's own advance width, in px (without kerning).
    public var advance: Double

    public init(scalar: Unicode.Scalar, glyph: GlyphIndex, x: Double, advance: Double) {
        self.scalar = scalar
        self.glyph = glyph
        self.x = x
        self.advance = advance
    }
}
