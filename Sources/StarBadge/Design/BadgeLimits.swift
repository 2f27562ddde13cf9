/// Upper bounds that keep every badge's memory and time bounded, and the one
/// table of the ranges a setting's value must be in (`table`): every check
/// of `BadgeSettings.check()` takes its range from here, and docs/guide.md's
/// limits table is made from it (a test compares them).
public enum BadgeLimits {
    /// Most stars in one badge.
    public static let maxStars = 100
    /// Most points of a star shape.
    package static let maxPoints = 100
    /// Longest image side, in px.
    public static let maxSide = 16_384
    /// Most pixels in one image by default (16 megapixels: a render's peak is
    /// about 10–12 bytes a pixel, see docs/MEMORY.md); `BadgeSpec`'s
    /// `maxPixels` may raise it up to `maxSide`².
    public static let maxPixels = 16 * 1024 * 1024
    /// Largest `--scale`.
    public static let maxScale = 64.0
    /// Largest SVG document, in bytes (128 MiB): room for the three largest
    /// pictures (`StarImage.maxPixels` each, about 22 MB of base64 apiece),
    /// each written once, and a sprite sheet's states. A document's planned
    /// size is checked against it before anything large is made.
    public static let maxSVGBytes = 128 * 1024 * 1024
    /// The smallest scale a rating may be out of (`BadgeSettings.outOf`):
    /// every text writes a score with at least the scale's decimals, and a
    /// sprite's states need room between them.
    package static let minOutOf = 0.01
    /// The largest scale: its ratings are written without an exponent
    /// everywhere (texts, CSS classes, JSON-LD).
    package static let maxOutOf = 1_000_000.0
    /// The smallest star, px at the output scale: a smaller one draws nothing.
    package static let minStarPixels = 1.0
    /// The widest star outline or border, and the largest star corner radius, px.
    package static let maxStarStroke = 1024.0
    /// The largest background corner radius, border width and inset, px.
    package static let maxBackgroundLength = 4096.0
    /// The largest label gap, px.
    package static let maxLabelGap = 4096.0
    /// The largest label font size, px.
    package static let maxFontSize = 1024.0
    /// The widest logo, px.
    package static let maxLogoWidth = 1024.0
    /// The most page colours the contrast check takes.
    package static let maxPageColors = 8
    /// Longest label or value text, in characters (grapheme clusters).
    package static let labelCharacters = 1000
    /// Longest label or value text, in Unicode scalars: bounds the work of
    /// shaping whatever the clusters hold (a letter with 999 marks is one).
    package static let labelCodePoints = 4000

    /// Every range a setting's value must be in, in the order
    /// `BadgeSettings.check()` checks them.
    package static let table: [BadgeLimit] = [
        .labelGap,
        .labelFontSize,
        .fitWidth,
        .fitHeight,
        .fitMinStarSize,
        .maxPixels,
        .starCount,
        .outOf,
        .starSize,
        .spacing,
        .padding,
        .shapePoints,
        .shapeInnerRatio,
        .scale,
        .starAppearanceOutlineWidth,
        .starAppearanceBorderWidth,
        .starAppearanceCornerRadius,
        .backgroundShapeCornerRadius,
        .backgroundShapeBorderWidth,
        .backgroundShapeInset,
        .logoWidth,
        .pageColors,
    ]

    /// The range of `setting`'s value, if the table has one.
    package static func limit(of setting: BadgeSetting) -> BadgeLimit? {
        table.first { $0.setting == setting }
    }
}
