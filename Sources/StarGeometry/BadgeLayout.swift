/// Where each star box of a badge goes. All lengths in px, after scaling.
///
/// Star i (0-based) occupies the square box of side `starSize` at
/// x = padding + i·(starSize + spacing), y = padding. The image is
/// 2·padding + n·starSize + (n−1)·spacing wide and 2·padding + starSize high.
public struct BadgeLayout: Hashable, Sendable {
    public let starCount: Int
    public let starSize: Double
    public let spacing: Double
    public let padding: Double

    /// Returns nil unless starCount ≥ 1, starSize > 0, spacing ≥ 0 and
    /// padding ≥ 0, all finite.
    public init?(starCount: Int, starSize: Double, spacing: Double, padding: Double) {
        guard starCount >= 1,
              starSize.isFinite, starSize > 0,
              spacing.isFinite, spacing >= 0,
              padding.isFinite, padding >= 0
        else { return nil }
        self.starCount = starCount
        self.starSize = starSize
        self.spacing = spacing
        self.padding = padding
    }

    /// The exact (possibly fractional) content size.
    public var contentWidth: Double {
        2 * padding + Double(starCount) * starSize + Double(starCount - 1) * spacing
    }
    public var contentHeight: Double { 2 * padding + starSize }

    /// The box of star `index`, 0 ≤ index < starCount.
    public func starBox(_ index: Int) -> Rect {
        Rect(x: padding + Double(index) * (starSize + spacing), y: padding,
             width: starSize, height: starSize)
    }

    /// All star boxes, left to right.
    public var starBoxes: [Rect] { (0..<starCount).map(starBox) }
}
