/// A glyph's ink box in font units, y up, relative to the glyph's origin.
struct GlyphInk: Hashable, Sendable {
    var left: Int
    var right: Int
    var bottom: Int
    var top: Int
}
