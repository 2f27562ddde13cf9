/// Glyph ink boxes (HarfBuzz's extents, font units) a face has read, by
/// glyph index: every new line asks for each of its glyphs to place
/// itself, so a lookup is an array index. Not thread-safe: the face's
/// lock guards it.
struct KeptInks {
    private enum Entry {
        case unknown
        case none
        case ink(GlyphInk)
    }

    /// Allocated on first use: 8·4 + 1 bytes a glyph of the face.
    private var entries: [Entry] = []
    private let glyphCount: Int

    init(glyphCount: Int) {
        self.glyphCount = glyphCount
    }

    /// The ink of `glyph`, read by `read` the first time it is asked for.
    mutating func ink(of glyph: GlyphIndex, read: (UInt32) -> GlyphInk?) -> GlyphInk? {
        let index = Int(glyph.rawValue)
        guard index < glyphCount else { return read(glyph.rawValue) }
        if entries.isEmpty { entries = [Entry](repeating: .unknown, count: glyphCount) }
        switch entries[index] {
        case .ink(let ink): return ink
        case .none: return nil
        case .unknown:
            let ink = read(glyph.rawValue)
            entries[index] = ink.map(Entry.ink) ?? .none
            return ink
        }
    }
}
