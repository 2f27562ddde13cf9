/// Glyph ink boxes (HarfBuzz's extents, font units) a face has read, by
/// glyph index: every new line asks for each of its glyphs to place
/// itself, so a lookup is an array index. Not thread-safe: the face's
/// lock guards it.
struct KeptInks {
    /// Left, right, bottom, top (font units fit in 16 bits), or a marker:
    /// allocated on first use, 16 bytes a glyph of the face.
    private var entries: [SIMD4<Int32>] = []
    private let glyphCount: Int
    private static let unknown = SIMD4<Int32>(repeating: .min)
    private static let inkless = SIMD4<Int32>(repeating: .max)

    init(glyphCount: Int) {
        self.glyphCount = glyphCount
    }

    /// The ink of `glyph`, read by `read` the first time it is asked for.
    mutating func ink(of glyph: GlyphIndex, read: (UInt32) -> GlyphInk?) -> GlyphInk? {
        let index = Int(glyph.rawValue)
        guard index < glyphCount else { return read(glyph.rawValue) }
        if entries.isEmpty { entries = [SIMD4<Int32>](repeating: Self.unknown, count: glyphCount) }
        let entry = entries[index]
        // A marker is told by its first lane (an ink's left edge is never ±2³¹).
        if entry.x == Self.inkless.x { return nil }
        if entry.x != Self.unknown.x {
            return GlyphInk(left: Int(entry.x), right: Int(entry.y), bottom: Int(entry.z), top: Int(entry.w))
        }
        let ink = read(glyph.rawValue)
        entries[index] = ink.map { ink in
            SIMD4(Int32(clamping: ink.left), Int32(clamping: ink.right), Int32(clamping: ink.bottom), Int32(clamping: ink.top))
        } ?? Self.inkless
        return ink
    }
}
