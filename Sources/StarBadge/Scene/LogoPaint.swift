import StarGeometry

/// A picture logo stretched to its box (the box keeps the picture's aspect).
/// A glyph or emoji logo is a `TextPaint` instead.
package struct LogoPaint: Sendable {
    /// In px at the output scale.
    package let box: Rect
    package let image: StarImage
}
