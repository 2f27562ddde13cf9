
/// How each star's shape is drawn: empty stars filled or outlined, a border
/// around the filled part, rounded corners. Lengths in px at scale 1.
///
/// A memberwise value like `BadgeSettings`: any field may be set, and the
/// settings' `check()` (when a `BadgeDesign` or `BadgeSpec` is made) refuses
/// a width or radius outside its `BadgeLimits` range.
public struct StarAppearance: Hashable, Sendable {
    /// Empty stars filled with the off colour or only outlined.
    public var emptyStars: EmptyStars
    /// Width of the outline of empty stars (`emptyStars == .outline`): a
    /// stroke inside the shape's edge with exact miter joins.
    public var outlineWidth: Double
    /// Colour of a border around the filled part of each star; nil for none.
    public var borderColor: Color?
    /// Width of that border, a stroke inside the shape's edge.
    public var borderWidth: Double
    /// Radius of the arc that rounds every corner of the shape (0: sharp).
    /// Only for shapes made of straight edges (star, polygon, straight paths).
    public var cornerRadius: Double

    /// Outline width of empty stars, px at scale 1.
    public static let defaultOutlineWidth = 1.5
    /// Star border width, px at scale 1.
    public static let defaultBorderWidth = 1.0
    /// The largest width or radius accepted, px.
    package static let maxLength = BadgeLimits.maxStarStroke

    /// Filled empty stars, no border, sharp corners.
    public static let `default` = StarAppearance()

    /// Outlined empty stars 2 px wide, no border, sharp corners: the
    /// accessible palette's (a wider outline than the default reads better
    /// as the empty state).
    public static let accessibleOutline = StarAppearance(emptyStars: .outline, outlineWidth: 2)

    /// An appearance with these values, checked with the settings that hold it.
    public init(emptyStars: EmptyStars = .fill, outlineWidth: Double = StarAppearance.defaultOutlineWidth,
                borderColor: Color? = nil, borderWidth: Double = StarAppearance.defaultBorderWidth,
                cornerRadius: Double = 0) {
        self.emptyStars = emptyStars
        self.outlineWidth = outlineWidth
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
    }

    /// Refuses a width or radius outside its `BadgeLimits` range.
    package func check() throws(BadgeError) {
        try BadgeLimit.starAppearanceOutlineWidth.check(outlineWidth)
        try BadgeLimit.starAppearanceBorderWidth.check(borderWidth)
        try BadgeLimit.starAppearanceCornerRadius.check(cornerRadius)
    }
}

/// How empty stars (and the empty part of a partial star) are drawn.
public enum EmptyStars: String, CaseIterable, Hashable, Sendable {
    /// Filled with the off colour (the default).
    case fill
    /// Only a stroke inside the shape's edge, in the off colour.
    case outline
}
