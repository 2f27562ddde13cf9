import StarGeometry
import StarText

/// A label's text shaped in its fonts at the output scale, with the box the
/// layout reserves for it.
struct LabelLine: Hashable, Sendable {
    let text: String
    /// The shaped line: it follows from the text, label and size, which
    /// the box already tells apart, so it takes no part in equality.
    private let shaped: NotCompared<TextLine>
    let box: LabelBox

    var line: TextLine { shaped.value }

    init(_ label: LabelSpec, values: TemplateValues, direction: ReadingDirection, starSize: Double,
         scale: Double) throws(BadgeError) {
        let text = label.text(values)
        let size = (label.fontSize ?? starSize * 0.6) * scale
        let gap = (label.gap ?? starSize / 4) * scale
        let line = try TextLines.shaped(text, label: label, pixelSize: size, direction: direction)
        shaped = NotCompared(line)
        let metrics = line.metrics
        guard let box = LabelBox(width: line.advanceWidth, ascent: metrics.ascender, descent: metrics.descender,
                                 position: label.position, gap: gap) else {
            throw .invalid(.label, value: text, reason: "the font gives no usable size for this text")
        }
        self.text = text
        self.box = box
    }
}
