import StarGeometry
import StarSupport

extension TextLine {
    /// Everything that decides the outline a line draws at an origin (and so
    /// its coverage): the fonts, the size, the glyphs with their positions,
    /// extra letter spacing, the origin and how the outlines are loaded. Equal keys give equal outlines,
    /// so a renderer can keep the coverage of text it draws again.
    public struct OutlineKey: Hashable, Sendable {
        /// Compared by identity; held, so their addresses cannot be reused by other faces.
        private let fonts: [FreeTypeFace]
        private let pixelSize: Double
        private let glyphs: [PositionedGlyph]
        private let letterSpacing: Double
        private let origin: Point
        private let outlines: GlyphOutlineSource

        fileprivate init(fonts: [FreeTypeFace], pixelSize: Double, glyphs: [PositionedGlyph], letterSpacing: Double,
                         origin: Point, outlines: GlyphOutlineSource) {
            self.fonts = fonts
            self.pixelSize = pixelSize
            self.glyphs = glyphs
            self.letterSpacing = letterSpacing
            self.origin = origin
            self.outlines = outlines
        }

        // Fonts are compared by identity (the loaded font objects, which
        // are not Hashable themselves); every other field takes part.
        public static func == (a: OutlineKey, b: OutlineKey) -> Bool {
            a.fonts.count == b.fonts.count && zip(a.fonts, b.fonts).allSatisfy { $0 === $1 }
                && a.pixelSize == b.pixelSize && a.letterSpacing == b.letterSpacing
                && a.origin == b.origin && a.outlines == b.outlines && a.glyphs == b.glyphs
        }

        // Every field takes part, folded into one word by a multiply-xor
        // mix before the (seeded) hasher sees it: a key is hashed for every
        // new line drawn, and hashing its glyphs field by field costs more
        // than the rest of looking it up. Equal keys fold alike; the rare
        // unequal keys that fold alike are told apart by `==`.
        public func hash(into hasher: inout Hasher) {
            var fold = WordFold()
            for font in fonts { fold.add(UInt64(UInt(bitPattern: ObjectIdentifier(font)))) }
            fold.add(pixelSize.bitPattern)
            fold.add(letterSpacing.bitPattern)
            fold.add(origin.x.bitPattern)
            fold.add(origin.y.bitPattern)
            fold.add(outlines == .exact ? 0 : 1)
            for glyph in glyphs {
                fold.add(UInt64(glyph.glyph.rawValue) | UInt64(UInt32(truncatingIfNeeded: glyph.font)) << 32)
                fold.add(UInt64(bitPattern: Int64(glyph.cluster)))
                fold.add(glyph.x.bitPattern)
                fold.add(glyph.y.bitPattern)
                fold.add(glyph.advance.bitPattern)
            }
            hasher.combine(fold.value)
        }
    }

    /// The key of the outline drawn with the line's start on the baseline at
    /// `origin`, `letterSpacing` px added between neighbouring clusters and
    /// the glyphs' outlines loaded as `outlines` says (see `path`).
    public func outlineKey(baselineOrigin origin: Point, letterSpacing: Double = 0,
                           outlines: GlyphOutlineSource = .exact) -> OutlineKey {
        OutlineKey(fonts: fonts.map(\.storage), pixelSize: pixelSize, glyphs: glyphs, letterSpacing: letterSpacing, origin: origin,
                   outlines: outlines)
    }
}
