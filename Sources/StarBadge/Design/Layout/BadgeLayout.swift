import StarGeometry

/// Where the star boxes (and the label, if any) of a badge go. All lengths
/// in px, after scaling.
///
/// Without a label, star i (0-based) occupies the square box of side
/// `starSize` at x = padding + i·(starSize + spacing), y = padding, and the
/// image is 2·padding + n·starSize + (n−1)·spacing wide, 2·padding + starSize high.
/// A label beside the stars (left/right) has the middle of its script's
/// reference zone (`LabelBox.middle`) on the stars' middle, its baseline on
/// a whole pixel; the padding surrounds the stars and that zone, and the
/// label's ink beyond its zone (descenders, marks) may hang into the
/// padding but never past the image's edge. One above or below is
/// centred horizontally. The stars are centred across the label's extent when the
/// label is the larger of the two.
///
/// Right to left, star i takes the box star n−1−i has left to right: the
/// first star is on the right. A frame (`frameWidth`, `frameHeight`) larger
/// than that content centres it in the frame. A shields-style layout
/// (`shields`) places everything by its own rules instead.
package struct BadgeLayout: Hashable, Sendable {
    package let starCount: Int
    package let starSize: Double
    package let spacing: Double
    package let padding: Double
    package let label: LabelBox?
    /// The order in which the stars are read (and filled).
    package let direction: ReadingDirection
    /// The image width asked for, when it is set rather than computed from
    /// the content (the content is centred in it).
    package let frameWidth: Double?
    /// The image height asked for, when set (the content is centred in it).
    package let frameHeight: Double?
    /// The geometry of a shields-style badge, which overrides the above.
    package let shields: ShieldsLayout?

    /// Returns nil unless starCount ≥ 1, starSize > 0, spacing ≥ 0 and
    /// padding ≥ 0, all finite, and any frame side is finite and positive.
    package init?(starCount: Int, starSize: Double, spacing: Double, padding: Double, label: LabelBox? = nil,
                 direction: ReadingDirection = .leftToRight, frameWidth: Double? = nil, frameHeight: Double? = nil) {
        guard starCount >= 1,
              starSize.isFinite, starSize > 0,
              spacing.isFinite, spacing >= 0,
              padding.isFinite, padding >= 0,
              [frameWidth, frameHeight].allSatisfy({ side in side.map { $0.isFinite && $0 > 0 } ?? true })
        else { return nil }
        self.starCount = starCount
        self.starSize = starSize
        self.spacing = spacing
        self.padding = padding
        self.label = label
        self.direction = direction
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.shields = nil
    }

    /// A shields-style layout. `label` describes its label text for those
    /// who read boxes (`labelBaseline` gives the text's origin).
    package init(shields: ShieldsLayout, direction: ReadingDirection = .leftToRight) {
        self.starCount = shields.starCount
        self.starSize = shields.starSize
        self.spacing = shields.spacing
        self.padding = 0
        self.label = shields.label.flatMap {
            LabelBox(width: $0.width, ascent: $0.ascent, descent: $0.descent, middle: $0.middle, position: .left, gap: 0)
        }
        self.direction = direction
        self.frameWidth = nil
        self.frameHeight = nil
        self.shields = shields
    }

    /// Width of the row of stars alone.
    package var starsWidth: Double { Double(starCount) * starSize + Double(starCount - 1) * spacing }

    /// The content's own width, padding included, before any frame.
    package var naturalWidth: Double {
        if let shields { return shields.width }
        guard let label else { return 2 * padding + starsWidth }
        switch label.position {
        case .left, .right: return 2 * padding + starsWidth + label.gap + label.width
        case .top, .bottom: return 2 * padding + max(starsWidth, label.width)
        }
    }

    /// The content's own height, padding included, before any frame.
    package var naturalHeight: Double {
        if let shields { return shields.height }
        guard let label else { return 2 * padding + starSize }
        switch label.position {
        case .left, .right: return 2 * padding + besideAbove(label) + besideBelow(label)
        case .top, .bottom: return 2 * padding + starSize + label.gap + label.height
        }
    }

    /// The exact (possibly fractional) image width: the frame's, or the content's.
    package var contentWidth: Double { frameWidth ?? naturalWidth }

    /// The exact (possibly fractional) image height: the frame's, or the content's.
    package var contentHeight: Double { frameHeight ?? naturalHeight }

    /// How far the content is moved to centre it in the frame.
    private var frameOffset: Point {
        Point(x: frameWidth.map { ($0 - naturalWidth) / 2 } ?? 0, y: frameHeight.map { ($0 - naturalHeight) / 2 } ?? 0)
    }

    /// Top-left corner of the leftmost star box.
    package var starsOrigin: Point {
        if let shields { return shields.starsOrigin }
        let offset = frameOffset
        let origin: Point
        if let label {
            switch label.position {
            case .right:
                origin = Point(x: padding, y: padding + besideAbove(label) - starSize / 2)
            case .left:
                origin = Point(x: padding + label.width + label.gap, y: padding + besideAbove(label) - starSize / 2)
            case .top:
                origin = Point(x: padding + max(0, label.width - starsWidth) / 2, y: padding + label.height + label.gap)
            case .bottom:
                origin = Point(x: padding + max(0, label.width - starsWidth) / 2, y: padding)
            }
        } else {
            origin = Point(x: padding, y: padding)
        }
        return Point(x: origin.x + offset.x, y: origin.y + offset.y)
    }

    /// The box of star `index` (0 ≤ index < starCount) in reading order:
    /// left to right, or right to left for `.rightToLeft`.
    package func starBox(_ index: Int) -> Rect {
        let origin = starsOrigin
        let slot = direction == .leftToRight ? index : starCount - 1 - index
        return Rect(x: origin.x + Double(slot) * (starSize + spacing), y: origin.y,
                    width: starSize, height: starSize)
    }

    /// All star boxes, in reading order.
    package var starBoxes: [Rect] { (0..<starCount).map(starBox) }

    /// Where the label's text starts on its baseline, snapped to whole pixels
    /// so the text is crisp; nil without a label.
    package var labelBaseline: Point? {
        if let shields { return shields.labelBaseline }
        guard let label else { return nil }
        let origin = starsOrigin
        let offset = frameOffset
        let x: Double, baseline: Double
        switch label.position {
        case .left, .right:
            x = label.position == .left ? padding + offset.x : origin.x + starsWidth + label.gap
            // The middle of the text's reference zone on the stars' middle.
            let middle = origin.y + starSize / 2
            baseline = Self.snapped(middle + label.middle, before: label.ascent, after: label.descent, within: 0...imageHeight)
        case .top:
            x = padding + offset.x + max(0, starsWidth - label.width) / 2
            baseline = Self.snapped(padding + offset.y + label.ascent, before: label.ascent, after: label.descent,
                                    within: 0...max(0, origin.y))
        case .bottom:
            x = padding + offset.x + max(0, starsWidth - label.width) / 2
            baseline = Self.snapped(origin.y + starSize + label.gap + label.ascent, before: label.ascent, after: label.descent,
                                    within: (origin.y + starSize)...max(origin.y + starSize, imageHeight))
        }
        let start = Self.snapped(x + label.leading, before: label.leading, after: label.width - label.leading,
                                 within: 0...imageWidth)
        return Point(x: start, y: baseline)
    }

    /// The image's size: the content's, in whole pixels.
    private var imageHeight: Double { (contentHeight - 1e-9).rounded(.up) }
    private var imageWidth: Double { (contentWidth - 1e-9).rounded(.up) }

    /// How far a label beside the stars and the stars reach above the line
    /// they are centred on (the stars' middle), not counting the padding,
    /// px: half the stars, the label's zone above its middle, or its ink
    /// less the padding it may hang into. Ink that reaches the image's edge
    /// is given the rest of a pixel more, so its baseline falls on a whole
    /// pixel and rounding moves none of it out.
    private func besideAbove(_ label: LabelBox) -> Double {
        let zone = max(starSize / 2, label.zoneAscent - label.middle)
        let ink = label.ascent - label.middle - padding
        guard ink > zone else { return zone }
        return ink + (label.ascent.rounded(.up) - label.ascent)
    }

    /// How far they reach below that line, not counting the padding, px.
    private func besideBelow(_ label: LabelBox) -> Double {
        max(starSize / 2, label.zoneDescent + label.middle, label.descent + label.middle - padding)
    }

    /// `position` (a baseline, or a text's start) on the nearest whole
    /// pixel that keeps the box reaching `before` px before it and `after`
    /// px after it within `bounds` (the image, or the space beside the
    /// stars), or on the whole pixel that crosses them least: rounding must
    /// not push ink out of the image.
    private static func snapped(_ position: Double, before: Double, after: Double,
                                within bounds: ClosedRange<Double>) -> Double {
        func overflow(_ p: Double) -> Double {
            max(0, bounds.lowerBound - (p - before) - 1e-9) + max(0, p + after - bounds.upperBound - 1e-9)
        }
        let nearest = position.rounded()
        guard overflow(nearest) > 0 else { return nearest }
        return [nearest, position.rounded(.up), position.rounded(.down)].min { overflow($0) < overflow($1) } ?? nearest
    }
}

/// The measured extent of a one-line label, in px: its advance width, the
/// room it needs above and below its baseline (its reference zone and its
/// ink, `LineZone`) and the height above the baseline of its reference
/// zone's middle, which is centred on the stars.
package struct LabelBox: Hashable, Sendable {
    package let width: Double
    package let ascent: Double
    package let descent: Double
    /// The middle of the label's reference zone, px above the baseline
    /// (negative below it).
    package let middle: Double
    /// From the box's left edge to the text's start, px: the ink the text
    /// draws left of its start.
    package let leading: Double
    /// The top of the label's reference zone, px above the baseline (≤
    /// `ascent`): beside the stars it keeps the padding from the image's
    /// edge, while ink above it (accents, marks) may reach into the padding.
    package let zoneAscent: Double
    /// The bottom of the reference zone, px below the baseline (≤ `descent`).
    package let zoneDescent: Double
    package let position: LabelPosition
    /// Space between the stars and the label, px.
    package let gap: Double

    /// Returns nil unless every length is finite and ≥ 0, `middle` is
    /// finite and within −descent…ascent, and the zone within the box.
    /// Without `middle`, the box's own middle; without a zone, the whole box.
    package init?(width: Double, ascent: Double, descent: Double, middle: Double? = nil, leading: Double = 0,
                  zoneAscent: Double? = nil, zoneDescent: Double? = nil, position: LabelPosition, gap: Double) {
        let middle = middle ?? (ascent - descent) / 2
        let zoneAscent = zoneAscent ?? ascent, zoneDescent = zoneDescent ?? descent
        guard [width, ascent, descent, gap, leading].allSatisfy({ $0.isFinite && $0 >= 0 }), leading <= width,
              middle.isFinite, middle >= -descent, middle <= ascent, zoneAscent.isFinite, zoneDescent.isFinite,
              zoneAscent <= ascent, zoneDescent <= descent, zoneAscent + zoneDescent >= 0 else { return nil }
        self.leading = leading
        self.zoneAscent = zoneAscent
        self.zoneDescent = zoneDescent
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.middle = middle
        self.position = position
        self.gap = gap
    }

    package var height: Double { ascent + descent }
}
