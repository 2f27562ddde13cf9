import StarGeometry

/// The geometry of a shields.io-like badge (`--style flat`, …): a label
/// section on the left and, beside it, a coloured section holding the stars
/// and an optional value text. All lengths in px at the output scale.
///
/// Section widths, text origins and baselines are whole pixels, so section
/// edges and text are crisp; the stars are centred vertically.
package struct ShieldsLayout: Hashable, Sendable {
    /// The measured extent of one line of text: advance width, ascent and
    /// descent (distances above and below the baseline), and the middle of
    /// its reference zone (px above the baseline), which is centred.
    package struct Text: Hashable, Sendable {
        package let width: Double
        package let ascent: Double
        package let descent: Double
        package let middle: Double

        /// Without `middle`, the middle of the ascent-to-descent box.
        package init(width: Double, ascent: Double, descent: Double, middle: Double? = nil) {
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.middle = middle ?? (ascent - descent) / 2
        }
    }

    /// Height of the whole badge.
    package let height: Double
    /// Space left and right of each text inside its section.
    package let textPadding: Double
    /// Space between the stars section's edges and the stars.
    package let sectionPadding: Double
    package let starCount: Int
    package let starSize: Double
    package let spacing: Double
    /// The label section's text; nil for a badge without label section.
    package let label: Text?
    /// Text after the stars in the stars section, if any.
    package let value: Text?
    /// Space between the last star and the value text.
    package let valueGap: Double
    /// shields.io's own section widths (plastic, social); nil: each section
    /// is its content and padding rounded up to whole pixels.
    package let widths: ShieldsWidths?

    /// Returns nil unless every length is finite and ≥ 0, starCount ≥ 1,
    /// starSize > 0 and the stars fit the height.
    package init?(height: Double, textPadding: Double, sectionPadding: Double, starCount: Int, starSize: Double,
                 spacing: Double, label: Text?, value: Text?, valueGap: Double, widths: ShieldsWidths? = nil) {
        let lengths = [height, textPadding, sectionPadding, starSize, spacing, valueGap]
            + [label, value].compactMap { $0 }.flatMap { [$0.width, $0.ascent, $0.descent] }
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), [label, value].allSatisfy({ $0?.middle.isFinite ?? true }), starCount >= 1, starSize > 0, starSize <= height
        else { return nil }
        self.height = height
        self.textPadding = textPadding
        self.sectionPadding = sectionPadding
        self.starCount = starCount
        self.starSize = starSize
        self.spacing = spacing
        self.label = label
        self.value = value
        self.valueGap = valueGap
        self.widths = widths
    }

    /// Width of the label section (0 without a label): the text plus its
    /// padding, rounded up to whole pixels.
    package var labelSectionWidth: Double {
        guard let label else { return 0 }
        if let widths { return widths.labelSection(label.width) }
        return (label.width + 2 * textPadding).rounded(.up)
    }

    /// Top-left corner of the first star box (in left-to-right order).
    package var starsOrigin: Point {
        let y = (height - starSize) / 2
        guard let widths else { return Point(x: labelSectionWidth + sectionPadding, y: y) }
        let section = valueSection, shift = label == nil ? 0 : widths.valueShift * widths.scale
        return Point(x: (section.minX + section.width / 2 + shift - contentWidth / 2).rounded(), y: y)
    }

    /// The stars and the value text after them.
    private var contentWidth: Double { starsWidth + (value.map { valueGap + $0.width } ?? 0) }

    package var starsWidth: Double { Double(starCount) * starSize + Double(starCount - 1) * spacing }

    /// The value text's start on its baseline, or nil without a value text.
    package var valueBaseline: Point? {
        guard let value else { return nil }
        let x = (starsOrigin.x + starsWidth + valueGap).rounded()
        return Point(x: x, y: baseline(value))
    }

    /// The label text's start on its baseline (centred in its section), or nil.
    package var labelBaseline: Point? {
        guard let label else { return nil }
        let shift = widths.map { $0.labelShift * $0.scale } ?? 0
        return Point(x: ((labelSectionWidth - label.width) / 2 + shift).rounded(), y: baseline(label))
    }

    /// The whole badge's width, whole pixels.
    package var width: Double {
        if widths != nil { return valueSection.maxX }
        if let value, let start = valueBaseline {
            return (start.x + value.width + textPadding).rounded(.up)
        }
        return (starsOrigin.x + starsWidth + sectionPadding).rounded(.up)
    }

    /// The stars section: from the label section's right edge (and the
    /// gutter after it) to the end.
    package var valueSection: Rect {
        guard let widths else { return Rect(x: labelSectionWidth, y: 0, width: width - labelSectionWidth, height: height) }
        let start = labelSectionWidth + (label == nil ? 0 : widths.gutter * widths.scale)
        return Rect(x: start, y: 0, width: widths.valueSection(contentWidth), height: height)
    }

    /// Text centred vertically by its reference zone's middle, baseline on a whole pixel.
    private func baseline(_ text: Text) -> Double {
        (height / 2 + text.middle).rounded()
    }
}
