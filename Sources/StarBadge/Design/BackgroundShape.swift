/// The badge's own background shape: corner radius, a border ring inside
/// its edge, and an inset between the border and the content. Lengths in
/// px at scale 1. The background colour is `BadgeSpec.background`.
///
/// The border and inset add to the image on every side: the content
/// (padding included) sits `borderWidth + inset` inside the image's edge.
public struct BackgroundShape: Hashable, Sendable {
    /// Radius of the background's quarter-circle corners (at most half the
    /// shorter side is used).
    public var cornerRadius: Double
    /// Colour of the border ring; nil for none.
    public var borderColor: Color?
    /// Width of the border ring, inside the background's edge; nil:
    /// `defaultBorderWidth` when there is a border colour. A width needs a colour.
    public var borderWidth: Double?
    /// Space between the border and the content.
    public var inset: Double

    /// The largest length accepted, px.
    package static let maxLength = BadgeLimits.maxBackgroundLength
    /// The border width used when a colour is given without a width.
    package static let defaultBorderWidth = 1.0

    /// A plain rectangle: no radius, border or inset.
    public static let none = BackgroundShape()

    /// A background shape with these values, checked with the settings that
    /// hold it (`BadgeSettings.check()`): a length negative, not finite or
    /// over `maxLength`, or a border width without a border colour, is refused.
    public init(cornerRadius: Double = 0, borderColor: Color? = nil, borderWidth: Double? = nil, inset: Double = 0) {
        self.cornerRadius = cornerRadius
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.inset = inset
    }

    /// Refuses a length outside its `BadgeLimits` range and a border width without a colour.
    package func check() throws(BadgeError) {
        let width = borderWidth ?? 0
        try BadgeLimit.backgroundShapeCornerRadius.check(cornerRadius)
        try BadgeLimit.backgroundShapeBorderWidth.check(width)
        try BadgeLimit.backgroundShapeInset.check(inset)
        if borderColor == nil, width > 0 {
            throw .invalid(.backgroundShapeBorderWidth, value: formatLength(width), reason: .unusable("a border needs a border colour"))
        }
    }

    /// The border ring's width as drawn: 0 without a border colour.
    package var drawnBorderWidth: Double { borderColor == nil ? 0 : borderWidth ?? Self.defaultBorderWidth }

    /// Space the background shape takes on each side of the content, px at scale 1.
    package var thickness: Double { drawnBorderWidth + inset }

    /// True when the background is a plain rectangle (the whole image).
    package var isPlainRectangle: Bool { cornerRadius == 0 && borderColor == nil }
}
