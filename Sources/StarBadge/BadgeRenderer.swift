import StarGeometry
import StarRaster
import StarPNG

/// Renders badges. A renderer keeps its scratch buffers between badges, so
/// reuse one per thread when rendering many; it is not shared across threads.
///
/// Drawing order: the background (with its border, or a shields-like
/// badge's sections), the text, then the stars. Most things are painted
/// straight into a `Canvas`; a star that needs more than two colours in one
/// pixel (a split star with a border) or a picture is built as a
/// `PixelLayer` and composited on top when the image is made (stars never
/// overlap the text, so the order is the same).
public struct BadgeRenderer: Sendable {
    var rasterizer = Rasterizer(width: 0, height: 0)
    /// Star masks kept between badges: a site's badges share shapes and sizes.
    var starMasks = StarMaskCache()
    /// Text coverage kept between badges: labels repeat.
    var textMasks = TextMaskCache()

    public init() {}

    /// Everything drawn: the canvas and the layers to composite over it.
    mutating func drawing(for spec: BadgeSpec) -> (canvas: Canvas, layers: [PixelLayer]) {
        let size = spec.pixelSize
        let plainBackground = !spec.style.isShields && spec.frame.isPlainRectangle
        // BadgeSpec guarantees a size of at least 1×1 within the limits.
        guard var canvas = Canvas(width: size.width, height: size.height,
                                  background: plainBackground ? spec.background : .transparent) else {
            preconditionFailure("BadgeSpec admitted an invalid size \(size)")
        }
        if spec.style.isShields {
            drawShieldsSections(of: spec, on: &canvas)
            drawShieldsTexts(of: spec, on: &canvas)
        } else {
            if !plainBackground { drawFrame(of: spec, on: &canvas) }
            drawLabel(of: spec, on: &canvas)
        }
        var layers: [PixelLayer] = []
        if let images = spec.images {
            drawImageStars(of: spec, images: images, into: &layers)
        } else {
            drawStars(of: spec, on: &canvas, layers: &layers)
        }
        drawColorGlyphs(of: spec, into: &layers)
        return (canvas, layers)
    }

    /// The badge as straight-alpha RGBA8 pixels.
    public mutating func image(for spec: BadgeSpec) -> PNGImage {
        let (canvas, layers) = drawing(for: spec)
        guard let image = PNGImage(width: canvas.width, height: canvas.height,
                                   rgba: canvas.straightRGBA8(compositing: layers)) else {
            preconditionFailure("canvas and image sizes disagree")
        }
        return image
    }

    /// Draws the badge as `image(for:)` holds it (straight-alpha RGBA8) into
    /// memory that starts zeroed: row y at `destination` + y·`rowBytes`,
    /// at least 4·width bytes a row (a sprite sheet's cell).
    mutating func draw(_ spec: BadgeSpec, into destination: UnsafeMutableRawPointer, rowBytes: Int) {
        let (canvas, layers) = drawing(for: spec)
        canvas.writeStraightRGBA8(compositing: layers, into: destination, rowBytes: rowBytes)
    }

    /// The badge as PNG file bytes.
    public mutating func png(for spec: BadgeSpec, encoder: PNGEncoder = PNGEncoder()) throws(PNGError) -> [UInt8] {
        try encoder.describing(spec).encode(image(for: spec))
    }

    /// Coverage of `polygon` over the pixels it touches (non-zero), or nil when it has none.
    mutating func coverage(of polygon: Polygon) -> CoverageMask? {
        guard let bounds = polygon.bounds, let frame = PixelFrame(covering: bounds) else { return nil }
        return rasterizer.coverage(of: polygon, in: frame)
    }
}
