import StarGeometry

/// Where the star boxes (and the label, if any) of a badge go. All lengths
/// in px, after scaling.
///
/// Without a label, star i (0-based) occupies the square box of side
/// `starSize` at x = padding + i·(starSize + spacing), y = padding, and the
/// image is 2·padding + n·starSize + (n−1)·spacing wide, 2·padding + starSize high.
/// A label beside the stars (left/right) is vertically centred on the stars'
/// box with its baseline on a whole pixel; one above or below is centred
/// horizontally. The stars are centred across the label's extent when the
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
            LabelBox(width: $0.width, ascent: $0.ascent, descent: $0.descent, position: .left, gap: 0)
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
        case .left, .right: return 2 * padding + max(starSize, label.height)
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
                origin = Point(x: padding, y: padding + max(0, label.height - starSize) / 2)
            case .left:
                origin = Point(x: padding + label.width + label.gap, y: padding + max(0, label.height - starSize) / 2)
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
            // Centre the text's ascent-to-descent box on the stars' box.
            baseline = origin.y + starSize / 2 + (label.ascent - label.descent) / 2
        case .top:
            x = padding + offset.x + max(0, starsWidth - label.width) / 2
            baseline = padding + offset.y + label.ascent
        case .bottom:
            x = padding + offset.x + max(0, starsWidth - label.width) / 2
            baseline = origin.y + starSize + label.gap + label.ascent
        }
        return Point(x: x.rounded(), y: baseline.rounded())
    }
}

/// The measured extent of a one-line label, in px: its advance width and the
/// font's ascent and descent (distances above and below the baseline).
package struct LabelBox: Hashable, Sendable {
    package let width: Double
    package let ascent: Double
    package let descent: Double
    package let position: LabelPosition
    /// Space between the stars and the label, px.
    package let gap: Double

    /// Returns nil unless every length is finite and ≥ 0.
    package init?(width: Double, ascent: Double, descent: Double, position: LabelPosition, gap: Double) {
        guard [width, ascent, descent, gap].allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.position = position
        self.gap = gap
    }

    package var height: Double { ascent + descent }
}
