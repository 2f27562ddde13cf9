import StarGeometry
import StarText

/// A label's text shaped in its fonts at the output scale, with the box the
/// layout reserves for it.
struct LabelLine: Hashable, Sendable {
    let text: String
    let line: TextLine
    let box: LabelBox

    init(_ label: LabelSpec, values: TemplateValues, direction: ReadingDirection, starSize: Double,
         scale: Double) throws(BadgeError) {
        let text = label.text(values)
        let size = (label.fontSize ?? starSize * 0.6) * scale
        let gap = (label.gap ?? starSize / 4) * scale
        line = try TextLines.shaped(text, label: label, pixelSize: size, direction: direction)
        let metrics = line.metrics
        guard let box = LabelBox(width: line.advanceWidth, ascent: metrics.ascender, descent: metrics.descender,
                                 position: label.position, gap: gap) else {
            throw .invalid(.label, value: text, reason: "the font gives no usable size for this text")
        }
        self.text = text
        self.box = box
    }

    static func == (a: LabelLine, b: LabelLine) -> Bool { a.text == b.text && a.box == b.box }
    func hash(into hasher: inout Hasher) { hasher.combine(text); hasher.combine(box) }
}
