import StarColor
import StarGeometry
import StarSVGLogo

/// A picture or vector logo stretched to its box (the box keeps the logo's
/// aspect). A glyph or emoji logo is a `TextPaint` instead.
package struct LogoPaint: Sendable {
    /// What fills the box.
    package enum Drawing: Sendable {
        /// A picture, resampled over the box.
        case picture(StarImage)
        /// A single-colour SVG logo's shapes, its viewport mapped onto the box, in one colour.
        case vector(SVGLogo, Color)
    }

    /// In px at the output scale.
    package let box: Rect
    package let drawing: Drawing

    /// The transform from the vector logo's viewport to the box.
    package func viewportTransform(_ logo: SVGLogo) -> AffineTransform {
        AffineTransform.scale(x: box.width / logo.width, y: box.height / logo.height)
            .then(.translation(x: box.minX, y: box.minY))
    }
}
