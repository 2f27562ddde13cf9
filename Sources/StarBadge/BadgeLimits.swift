/// Upper bounds that keep every badge's memory and time bounded.
public enum BadgeLimits {
    /// Most stars in one badge.
    public static let maxStars = 100
    /// Most points of a star shape.
    public static let maxPoints = 100
    /// Longest image side, in px.
    public static let maxSide = 16_384
    /// Most pixels in one image (16 megapixels: the float canvas needs 16 bytes
    /// a pixel, so this bounds a render to about 256 MiB).
    public static let maxPixels = 16 * 1024 * 1024
    /// Largest `--scale`.
    public static let maxScale = 64.0
    /// The smallest star, px at the output scale: a smaller one draws nothing.
    public static let minStarPixels = 1.0
}
