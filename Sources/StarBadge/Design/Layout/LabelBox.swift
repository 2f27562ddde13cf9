
/// The measured extent of a one-line label, in px: its advance width and the
/// font's ascent and descent (distances above and below the baseline).
public struct LabelBox: Hashable, Sendable {
    public let width: Double
    public let ascent: Double
    public let descent: Double
    public let position: LabelPosition
    /// Space between the stars and the label, px.
    public let gap: Double

    /// Returns nil unless every length is finite and ≥ 0.
    public init?(width: Double, ascent: Double, descent: Double, position: LabelPosition, gap: Double) {
        guard [width, ascent, descent, gap].allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.position = position
        self.gap = gap
    }

    public var height: Double { ascent + descent }
}
