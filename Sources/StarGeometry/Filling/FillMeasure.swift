/// What the fill fraction of a partial star measures.
public enum FillMeasure: String, CaseIterable, Hashable, Sendable {
    /// Fraction f fills the part of the shape left of x = minX + f·width of
    /// its bounding box (every rating control does this; the contract).
    case width
    /// Fraction f fills the part of the shape, left of a vertical line, whose
    /// area is exactly f of the shape's area (`Polygon.areaSplitLine`).
    case area
}
