/// How empty stars (and the empty part of a partial star) are drawn.
public enum EmptyStars: String, CaseIterable, Hashable, Sendable {
    /// Filled with the off colour (the default).
    case fill
    /// Only a stroke inside the shape's edge, in the off colour.
    case outline
}
