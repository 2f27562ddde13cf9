/// Names one glyph outline exactly: the loaded font (by identity), the
/// glyph, the size and where the outline comes from. Equal keys give equal
/// outlines, so renderers keep what they make of a glyph by it.
public struct GlyphOutlineKey: Hashable, Sendable {
    /// Held, so its address cannot be reused by another face while the key lives.
    let face: FreeTypeFace
    /// The glyph in that face.
    public let glyph: GlyphIndex
    /// Pixels per em in 1/64 px.
    let size: Int
    /// Where the outline comes from.
    public let source: GlyphOutlineSource

    init(face: FreeTypeFace, glyph: GlyphIndex, size: Int, source: GlyphOutlineSource) {
        self.face = face
        self.glyph = glyph
        self.size = size
        self.source = source
    }

    /// Pixels per em, px.
    public var pixelSize: Double { Double(size) / 64 }

    public static func == (a: GlyphOutlineKey, b: GlyphOutlineKey) -> Bool {
        a.face === b.face && a.glyph == b.glyph && a.size == b.size && a.source == b.source
    }

    // Two words: renderers look a key up for every glyph they draw.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(packed)
    }

    /// The glyph, size and source in one word (a size is below 2³⁰ in 1/64 px).
    package var packed: UInt64 {
        UInt64(glyph.rawValue) | UInt64(UInt32(truncatingIfNeeded: size)) << 32 | (source == .exact ? 0 : 1 << 63)
    }

    /// The face the glyph is in, by identity.
    package var faceIdentity: ObjectIdentifier { ObjectIdentifier(face) }
}
