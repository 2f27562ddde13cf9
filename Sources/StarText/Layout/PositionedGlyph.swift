/// One glyph of a shaped line of text.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph drawn, in the font `font`; glyph 0 (the missing-glyph box)
    /// when no font has the character.
    public var glyph: GlyphIndex
    /// The font the glyph is from: an index into `TextLine.fonts`.
    public var font: Int
    /// The index, in Unicode scalars of the line's text, of the first
    /// character of the cluster this glyph belongs to (a ligature's glyph
    /// stands for its whole cluster; a base and its marks share one).
    public var cluster: Int
    /// The glyph's origin on the baseline, in px from the line's start,
    /// kerning and mark positioning included.
    public var x: Double
    /// The glyph's vertical offset from the baseline, px, y growing down
    /// (non-zero for marks placed above or below their base).
    public var y: Double
    /// The pen advance after this glyph, px.
    public var advance: Double

    public init(glyph: GlyphIndex, font: Int = 0, cluster: Int, x: Double, y: Double = 0, advance: Double) {
        self.glyph = glyph
        self.font = font
        self.cluster = cluster
        self.x = x
        self.y = y
        self.advance = advance
    }
}
