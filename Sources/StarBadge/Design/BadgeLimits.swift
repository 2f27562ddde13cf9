/// Upper bounds that keep every badge's memory and time bounded.
public enum BadgeLimits {
    /// Most stars in one badge.
    public static let maxStars = 100
    /// Most points of a star shape.
    public static let maxPoints = 100
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
    public static let minOutOf = 0.01
    /// The largest scale: its ratings are written without an exponent
    /// everywhere (texts, CSS classes, JSON-LD).
    public static let maxOutOf = 1_000_000.0
    /// The smallest star, px at the output scale: a smaller one draws nothing.
    public static let minStarPixels = 1.0
}
