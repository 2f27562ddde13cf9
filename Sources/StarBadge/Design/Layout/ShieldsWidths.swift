/// shields.io's own way of sizing a badge's two sections (its `plastic` and
/// `social` renderers): each text's width is floored to whole pixels and made
/// odd, and its section is that width plus the padding on both sides (plus
/// the outline of a boxed section). All lengths in px at scale 1; `scale`
/// multiplies them, so a badge at scale k is k times the badge at scale 1.
package struct ShieldsWidths: Hashable, Sendable {
    /// Space left and right of the label text.
    package let labelPadding: Double
    /// Space left and right of the stars section's content.
    package let valuePadding: Double
    /// Space between the label section's right edge and the stars section.
    package let gutter: Double
    /// Width of a section's outline, added once to each section (the
    /// outline is centred on the edge of the padded box: half a pixel out on
    /// each side).
    package let outline: Double
    /// Where the label's centre sits right of its section's centre.
    package let labelShift: Double
    /// Where the stars section's content centre sits right of that
    /// section's centre, when there is a label section (0 without).
    package let valueShift: Double
    /// The output scale.
    package let scale: Double

    /// Returns nil unless every length is finite, the paddings, gutter and
    /// outline ≥ 0 and the scale > 0.
    package init?(labelPadding: Double, valuePadding: Double, gutter: Double, outline: Double,
                 labelShift: Double, valueShift: Double, scale: Double) {
        let lengths = [labelPadding, valuePadding, gutter, outline]
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), labelShift.isFinite, valueShift.isFinite,
              scale.isFinite, scale > 0 else { return nil }
        self.labelPadding = labelPadding
        self.valuePadding = valuePadding
        self.gutter = gutter
        self.outline = outline
        self.labelShift = labelShift
        self.valueShift = valueShift
        self.scale = scale
    }

    /// shields' width of a text `width` px wide at the output scale: at
    /// scale 1 floored and, when even, one more (whole pixels, centred on a
    /// pixel edge or a pixel's middle alike in both sections).
    package func textWidth(_ width: Double) -> Double {
        let whole = (width / scale + 1e-9).rounded(.down)
        return (whole.truncatingRemainder(dividingBy: 2) == 0 ? whole + 1 : whole) * scale
    }

    /// The label section's width for a label text `width` px wide.
    package func labelSection(_ width: Double) -> Double {
        textWidth(width) + (2 * labelPadding + outline) * scale
    }

    /// The stars section's width for content `width` px wide.
    package func valueSection(_ width: Double) -> Double {
        textWidth(width) + (2 * valuePadding + outline) * scale
    }
}
