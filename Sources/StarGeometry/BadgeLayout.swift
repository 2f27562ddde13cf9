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
public struct BadgeLayout: Hashable, Sendable {
    public let starCount: Int
    public let starSize: Double
    public let spacing: Double
    public let padding: Double
    public let label: LabelBox?

    /// Returns nil unless starCount ≥ 1, starSize > 0, spacing ≥ 0 and
    /// padding ≥ 0, all finite.
    public init?(starCount: Int, starSize: Double, spacing: Double, padding: Double, label: LabelBox? = nil) {
        guard starCount >= 1,
              starSize.isFinite, starSize > 0,
              spacing.isFinite, spacing >= 0,
              padding.isFinite, padding >= 0
        else { return nil }
        self.starCount = starCount
        self.starSize = starSize
        self.spacing = spacing
        self.padding = padding
        self.label = label
    }

    /// Width of the row of stars alone.
    public var starsWidth: Double { Double(starCount) * starSize + Double(starCount - 1) * spacing }

    /// The exact (possibly fractional) content size, padding included.
    public var contentWidth: Double {
        guard let label else { return 2 * padding + starsWidth }
        switch label.position {
        case .left, .right: return 2 * padding + starsWidth + label.gap + label.width
        case .top, .bottom: return 2 * padding + max(starsWidth, label.width)
        }
    }

    public var contentHeight: Double {
        guard let label else { return 2 * padding + starSize }
        switch label.position {
        case .left, .right: return 2 * padding + max(starSize, label.height)
        case .top, .bottom: return 2 * padding + starSize + label.gap + label.height
        }
    }

    /// Top-left corner of the first star box.
    public var starsOrigin: Point {
        guard let label else { return Point(x: padding, y: padding) }
        switch label.position {
        case .right:
            return Point(x: padding, y: padding + max(0, label.height - starSize) / 2)
        case .left:
            return Point(x: padding + label.width + label.gap, y: padding + max(0, label.height - starSize) / 2)
        case .top:
            return Point(x: padding + max(0, label.width - starsWidth) / 2, y: padding + label.height + label.gap)
        case .bottom:
            return Point(x: padding + max(0, label.width - starsWidth) / 2, y: padding)
        }
    }

    /// The box of star `index`, 0 ≤ index < starCount.
    public func starBox(_ index: Int) -> Rect {
        let origin = starsOrigin
        return Rect(x: origin.x + Double(index) * (starSize + spacing), y: origin.y,
                    width: starSize, height: starSize)
    }

    /// All star boxes, left to right.
    public var starBoxes: [Rect] { (0..<starCount).map(starBox) }

    /// Where the label's text starts on its baseline, snapped to whole pixels
    /// so the text is crisp; nil without a label.
    public var labelBaseline: Point? {
        guard let label else { return nil }
        let origin = starsOrigin
        let x: Double, baseline: Double
        switch label.position {
        case .left, .right:
            x = label.position == .left ? padding : origin.x + starsWidth + label.gap
            // Centre the text's ascent-to-descent box on the stars' box.
            baseline = origin.y + starSize / 2 + (label.ascent - label.descent) / 2
        case .top:
            x = padding + max(0, starsWidth - label.width) / 2
            baseline = padding + label.ascent
        case .bottom:
            x = padding + max(0, starsWidth - label.width) / 2
            baseline = origin.y + starSize + label.gap + label.ascent
        }
        return Point(x: x.rounded(), y: baseline.rounded())
    }
}
