/// The fixed bounds of an SVG logo file, which keep reading it bounded in
/// time and memory whatever the file holds (documented in docs/guide.md).
public enum SVGLogoLimits {
    /// The largest file read, in bytes (1 MiB).
    public static let maxFileBytes = 1 << 20
    /// The most elements, of every kind, in the file.
    public static let maxElements = 10_000
    /// The deepest nesting of elements (the root is depth 1).
    public static let maxDepth = 32
    /// The most bytes of path data (`d`) and points (`points`) in all.
    public static let maxPathBytes = 512 * 1024
    /// The most path segments (lines, curves, closes) of every shape together.
    public static let maxSegments = 20_000
    /// How far, in the logo's larger side, a shape may reach outside the logo.
    public static let maxReach = 1_000.0
}
