/// Upper bounds that keep every badge's memory and time bounded.
public enum BadgeLimits {
    /// Most stars in one badge.
    public static let maxStars = 100
    /// Most points of a star shape.
    public static let maxPoints = 100
    /// Longest image side, in px.
    public static let maxSide = 16_384
    /// Most pixels in one image (64 megapixels).
    public static let maxPixels = 64 * 1024 * 1024
    /// Largest `--scale`.
    public static let maxScale = 64.0
}
