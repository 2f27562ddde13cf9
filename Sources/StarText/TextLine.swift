import StarGeometry

/// A single line of text laid out left to right in one face at one size.
///
/// Layout is deliberately simple: one glyph per Unicode scalar (no shaping,
/// ligatures, mark positioning or bidi reordering), advances unhinted, and
/// pair kerning from the font's 'kern' table. Characters the font lacks are
/// drawn as its missing-glyph box and listed once in `missingCharacters`, so
/// the caller can report them. Lengths are in px.
public struct TextLine: Sendable {
    /// The face the line is set in.
    public let face: FontFace
    /// The size, px per em, rounded to 1/64 px as FreeType uses it.
    public let pixelSize: Double
    /// Glyphs in text order, with their pen positions.
    public let glyphs: [PositionedGlyph]
    /// Pen advance from the start to the end of the line, in px.
    public let advanceWidth: Double
    /// Characters that have no glyph in the face, each once, in the order
    /// they first appear.
    public let missingCharacters: [Unicode.Scalar]
    /// The face's ascender, descender and line gap at this size.
    public let metrics: FontMetrics

    /// Lays out `text` (any Unicode; iterated by scalar) in `face` at
    /// `pixelSize` px per em, applying pair kerning unless `kerning` is false.
    public init(_ text: String, face: FontFace, pixelSize: Double, kerning: Bool = true) throws(FontError) {
        let size = try PixelSize.fixed26Dot6(pixelSize)
        let source = face.source
        let kern = kerning && face.hasKerning
        let laidOut = try face.storage.withFace(size: size) { ftFace throws(FontError) in
            var glyphs: [PositionedGlyph] = []
            var missing: [Unicode.Scalar] = []
            var seenMissing: Set<Unicode.Scalar> = []
            var advances: [GlyphIndex: Double] = [:]
            var pen = 0.0
            var previous: GlyphIndex?
            for scalar in text.unicodeScalars {
                let glyph = FreeTypeGlyphs.index(ftFace, for: scalar)
                if glyph.isMissing, seenMissing.insert(scalar).inserted { missing.append(scalar) }
                if kern, let previous {
                    pen += try FreeTypeGlyphs.kerning(ftFace, previous, glyph, source: source)
                }
                let advance: Double
                if let known = advances[glyph] {
                    advance = known
                } else {
                    advance = try FreeTypeGlyphs.advance(ftFace, of: glyph, source: source)
                    advances[glyph] = advance
                }
                glyphs.append(PositionedGlyph(scalar: scalar, glyph: glyph, x: pen, advance: advance))
                pen += advance
                previous = glyph
            }
            return (glyphs, missing, pen)
        }
        self.face = face
        self.pixelSize = Double(size) / 64
        self.glyphs = laidOut.0
        self.missingCharacters = laidOut.1
        self.advanceWidth = laidOut.2
        self.metrics = try face.metrics(pixelSize: pixelSize)
    }

    /// The outlines of every glyph in one path, in px, y growing down, with
    /// the line's start on the baseline at `origin`. Fill it non-zero.
    public func path(baselineOrigin origin: Point = .zero) throws(FontError) -> Path {
        let size = try PixelSize.fixed26Dot6(pixelSize)
        let source = face.source
        var outlines: [GlyphIndex: Path] = [:]
        var line = Path()
        for placed in glyphs {
            let outline: Path
            if let known = outlines[placed.glyph] {
                outline = known
            } else {
                outline = try face.storage.cachedOutline(placed.glyph, size: size) { (ftFace) throws(FontError) -> Path in
                    try FreeTypeGlyphs.outline(ftFace, of: placed.glyph, source: source)
                }
                outlines[placed.glyph] = outline
            }
            guard !outline.isEmpty else { continue }
            line.append(outline.transformed(by: .translation(x: origin.x + placed.x, y: origin.y)))
        }
        return line
    }
}
