import StarGeometry

extension TextLine {
    /// Everything that decides the outline a line draws at an origin (and so
    /// its coverage): the face, the size, the glyphs with their pen positions,
    /// extra letter spacing and the origin. Equal keys give equal outlines,
    /// so a renderer can keep the coverage of text it draws again.
    public struct OutlineKey: Hashable, Sendable {
        /// Compared by identity; held, so its address cannot be reused by another face.
        private let face: FreeTypeFace
        private let pixelSize: Double
        private let glyphs: [PositionedGlyph]
        private let letterSpacing: Double
        private let origin: Point

        fileprivate init(face: FreeTypeFace, pixelSize: Double, glyphs: [PositionedGlyph], letterSpacing: Double,
                         origin: Point) {
            self.face = face
            self.pixelSize = pixelSize
            self.glyphs = glyphs
            self.letterSpacing = letterSpacing
            self.origin = origin
        }

        public static func == (a: OutlineKey, b: OutlineKey) -> Bool {
            a.face === b.face && a.pixelSize == b.pixelSize && a.letterSpacing == b.letterSpacing
                && a.origin == b.origin && a.glyphs == b.glyphs
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(face))
            hasher.combine(pixelSize)
            hasher.combine(letterSpacing)
            hasher.combine(origin)
            hasher.combine(glyphs)
        }
    }

    /// The key of the outline drawn with the line's start on the baseline at
    /// `origin` and `letterSpacing` px added between neighbouring glyphs.
    public func outlineKey(baselineOrigin origin: Point, letterSpacing: Double = 0) -> OutlineKey {
        OutlineKey(face: face.storage, pixelSize: pixelSize, glyphs: glyphs, letterSpacing: letterSpacing, origin: origin)
    }
}
