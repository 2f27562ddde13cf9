import StarGeometry
import StarText
import StarSupport

/// A label's text shaped in its fonts at the output scale, with the box the
/// layout reserves for it.
struct LabelLine: Hashable, Sendable {
    let text: String
    /// The shaped line: it follows from the text, label and size, which
    /// the box already tells apart, so it takes no part in equality.
    private let shaped: NotCompared<TextLine>
    let box: LabelBox

    var line: TextLine { shaped.value }

    /// `keeping`: the text cut to that many characters and an ellipsis
    /// (`LabelOverflow.ellipsized`); nil: the whole text.
    init(_ label: LabelSpec, values: TemplateValues, direction: ReadingDirection, starSize: Double,
         scale: Double, keeping: Int? = nil) throws(BadgeError) {
        let whole = try label.checkedText(values, as: .label)
        let text = keeping.map { LabelOverflow.ellipsized(whole, keeping: $0) } ?? whole
        let size = (label.fontSize ?? starSize * 0.6) * scale
        let gap = (label.gap ?? starSize / 4) * scale
        let line = try TextLines.shaped(text, label: label, pixelSize: size, direction: direction)
        shaped = NotCompared(line)
        // Placed and sized by its script's zone and its ink, never by the
        // font's line box (a line gap or a tall 'hhea' must not grow the badge).
        // Ink reaching past the line's ends (a swash, a left-leaning mark)
        // widens the box on that side.
        let zone = line.zone
        let leading = max(0, -zone.inkLeft), trailing = max(0, zone.inkRight - line.advanceWidth)
        guard let box = LabelBox(width: line.advanceWidth + leading + trailing, ascent: zone.ascent, descent: zone.descent,
                                 middle: zone.middle, leading: leading, zoneAscent: zone.zoneTop,
                                 zoneDescent: -zone.zoneBottom, position: label.side(reading: direction), gap: gap) else {
            throw .invalid(.label, value: text, reason: .unusable("the font gives no usable size for this text"))
        }
        self.text = text
        self.box = box
    }
}
