import StarGeometry
import StarText

/// One line of text with extra space between letters (shields'
/// for-the-badge look), set by `TextLine` (kerning included) with each
/// glyph after the first moved right by the spacing. Lengths in px.
struct SpacedTextLine: Hashable, Sendable {
    let text: String
    let line: TextLine
    /// Added between neighbouring glyphs, px.
    let letterSpacing: Double

    init(_ text: String, face: FontFace, pixelSize: Double, letterSpacing: Double) throws(BadgeError) {
        do {
            line = try TextLine(text, face: face, pixelSize: pixelSize)
        } catch {
            throw .font(path: face.source, reason: "\(error)")
        }
        self.text = text
        self.letterSpacing = letterSpacing
    }

    /// Advance width, the letter spacing included (not after the last glyph).
    var width: Double { line.advanceWidth + letterSpacing * Double(max(0, line.glyphs.count - 1)) }

    var extent: ShieldsLayout.Text {
        ShieldsLayout.Text(width: width, ascent: line.metrics.ascender, descent: line.metrics.descender)
    }

    var missingCharacters: [Unicode.Scalar] { line.missingCharacters }

    /// The glyph outlines with the line's start on the baseline at `origin`; fill non-zero.
    func path(baselineOrigin origin: Point) -> Path? {
        if letterSpacing == 0 { return try? line.path(baselineOrigin: origin) }
        var path = Path()
        var outlines: [GlyphIndex: Path] = [:]
        for (index, placed) in line.glyphs.enumerated() {
            let outline: Path
            if let known = outlines[placed.glyph] {
                outline = known
            } else {
                guard let read = try? line.face.outline(of: placed.glyph, pixelSize: line.pixelSize) else { return nil }
                outline = read
                outlines[placed.glyph] = read
            }
            guard !outline.isEmpty else { continue }
            let x = origin.x + placed.x + letterSpacing * Double(index)
            path.append(outline.transformed(by: .translation(x: x, y: origin.y)))
        }
        return path
    }

    static func == (a: SpacedTextLine, b: SpacedTextLine) -> Bool {
        a.text == b.text && a.width == b.width && a.line.pixelSize == b.line.pixelSize
    }

    func hash(into hasher: inout Hasher) { hasher.combine(text); hasher.combine(width) }
}
