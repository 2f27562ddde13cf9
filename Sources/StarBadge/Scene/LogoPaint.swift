import StarGeometry

/// A picture logo stretched to its box (the box keeps the picture's aspect).
/// A glyph or emoji logo is a `TextPaint` instead.
public struct LogoPaint: Sendable {
    /// In px at the output scale.
    public let box: Rect
    public let image: StarImage
}
