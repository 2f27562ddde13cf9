import StarGeometry
import StarText

/// One line of text with extra space between letters (shields'
/// for-the-badge look): shaped like any label, with each cluster after the
/// first moved right by the spacing (never inside a cluster, so ligatures
/// and marks hold together). Lengths in px.
struct SpacedTextLine: Hashable, Sendable {
    let text: String
    let line: TextLine
    /// Added between neighbouring clusters, px.
    let letterSpacing: Double

    init(_ text: String, label: LabelSpec, pixelSize: Double, letterSpacing: Double,
         direction: ReadingDirection) throws(BadgeError) {
        line = try TextLines.shaped(text, label: label, pixelSize: pixelSize, direction: direction)
        self.text = text
        self.letterSpacing = letterSpacing
    }

    /// Advance width, the letter spacing included (not after the last cluster).
    var width: Double { line.advanceWidth + letterSpacing * Double(line.clusterGapCount) }

    var extent: ShieldsLayout.Text {
        let zone = line.zone
        return ShieldsLayout.Text(width: width, ascent: zone.ascent, descent: zone.descent, middle: zone.middle)
    }

    var missingCharacters: [Unicode.Scalar] { line.missingCharacters }

    /// The glyph outlines with the line's start on the baseline at `origin`; fill non-zero.
    func path(baselineOrigin origin: Point) -> Path? {
        try? line.path(baselineOrigin: origin, letterSpacing: letterSpacing)
    }

    // The shaped line is not Hashable; what it decides in the layout (its
    // text, spaced width and size) stands for it.
    static func == (a: SpacedTextLine, b: SpacedTextLine) -> Bool {
        a.text == b.text && a.width == b.width && a.line.pixelSize == b.line.pixelSize
    }

    func hash(into hasher: inout Hasher) { hasher.combine(text); hasher.combine(width) }
}
