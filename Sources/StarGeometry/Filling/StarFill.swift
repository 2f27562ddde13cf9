
/// How one star is divided between the on and off colours.
public enum StarFill: Hashable, Sendable {
    case empty
    case full
    /// The on part lies on `onSide` of the vertical line `x = line`.
    case split(line: Double, onSide: VerticalSide)

    /// The fill of a shape with bounding box `bounds` at fraction f (0…1):
    /// the part left of x = minX + f·width is on (mirrored for right-to-left).
    public init(fraction f: Double, bounds: Rect, direction: ReadingDirection = .leftToRight) {
        if f <= 0 {
            self = .empty
        } else if f >= 1 {
            self = .full
        } else {
            switch direction {
            case .leftToRight: self = .split(line: bounds.minX + f * bounds.width, onSide: .left)
            case .rightToLeft: self = .split(line: bounds.maxX - f * bounds.width, onSide: .right)
            }
        }
    }

    /// The fill of `polygon` at fraction f (0…1) measured as `measure`
    /// says: by width as in `init(fraction:bounds:direction:)`, or by area,
    /// the line placed so the on part has exactly f of the polygon's area
    /// (`Polygon.areaSplitLine`). Right-to-left, the on part is on the right.
    public init(fraction f: Double, polygon: Polygon, measure: FillMeasure,
                direction: ReadingDirection = .leftToRight) {
        guard let bounds = polygon.bounds else {
            self = f >= 1 ? .full : .empty
            return
        }
        guard measure == .area, f > 0, f < 1 else {
            self.init(fraction: f, bounds: bounds, direction: direction)
            return
        }
        let side: VerticalSide = direction == .leftToRight ? .left : .right
        guard let line = polygon.areaSplitLine(fraction: f, keeping: side) else {
            self.init(fraction: f, bounds: bounds, direction: direction)
            return
        }
        self = .split(line: line, onSide: side)
    }
}

/// What the fill fraction of a partial star measures.
public enum FillMeasure: String, CaseIterable, Hashable, Sendable {
    /// Fraction f fills the part of the shape left of x = minX + f·width of
    /// its bounding box (every rating control does this; the contract).
    case width
    /// Fraction f fills the part of the shape, left of a vertical line, whose
    /// area is exactly f of the shape's area (`Polygon.areaSplitLine`).
    case area
}

/// The order in which stars fill.
public enum ReadingDirection: String, CaseIterable, Hashable, Sendable {
    /// The first star is the leftmost.
    case leftToRight = "ltr"
    /// The first star is the rightmost, and a partial star fills from its right.
    case rightToLeft = "rtl"
}
