import StarGeometry
import StarRaster
import StarPNG

/// Draws badges into pixels: the raster backend behind `BadgeRenderer`. A
/// backend keeps its scratch buffers and caches between badges; it is a
/// mutable value, used by one thread at a time (`BadgeRenderer` keeps a pool).
///
/// Drawing order: the background (with its border, or a shields-like
/// badge's sections), the text, then the stars. Most things are painted
/// straight into a `Canvas`; a star that needs more than two colours in one
/// pixel (a split star with a border) or a picture is built as a
/// `PixelLayer` and composited on top when the image is made (stars never
/// overlap the text, so the order is the same).
struct RasterBackend: Sendable {
    var rasterizer = Rasterizer(width: 0, height: 0)
    /// Star masks kept between badges: a site's badges share shapes and sizes.
    var starMasks = StarMaskCache()
    /// Text coverage kept between badges: labels repeat.
    var textMasks = TextMaskCache()
    /// Glyph outlines and coverage by sub-pixel phase, kept between texts.
    var glyphs = GlyphCoverageCache()
    /// Scratch of the union of a text's glyphs.
    var union = UnionCoverage()
    /// Whether work is reused: masks, tiles and label coverage kept between
    /// stars and badges, and fills kept apart until they overlap. Off, every
    /// shape is rasterized and composited afresh (the reference path).
    let reusesWork: Bool
    /// The rows being drawn when a tall image is drawn in bands; nil while
    /// the whole image is drawn at once.
    private(set) var rows: Range<Int>?
    /// Whether masks, tiles and pictures are kept and reused: not in a band
    /// of rows (a kept mask would hold only that band's rows).
    var keepsMasks: Bool { reusesWork && rows == nil }

    /// Images of more than twice this many pixels are drawn in bands of
    /// about this many, so the float canvas and every mask stay within a few
    /// tens of MiB whatever the image's size (a whole 16384² canvas would
    /// need 4 GiB). Tests make it small to draw small badges in bands.
    static let bandPixels = 1 << 20
    var bandPixels = RasterBackend.bandPixels

    /// - Parameter reusingWork: false draws every shape afresh, without any
    ///   cache or deferred fill: slower, the same pixels (a reference for tests).
    init(reusingWork: Bool = true) {
        reusesWork = reusingWork
    }

    /// Everything drawn in `rows` (nil: the whole image): the canvas over
    /// those rows and the layers to composite over it, in the image's pixels.
    mutating func drawing(for scene: BadgeScene, rows: Range<Int>? = nil) -> (canvas: Canvas, layers: [PixelLayer]) {
        self.rows = rows
        defer { self.rows = nil }
        let bounds = rows.map { PixelRect(minX: 0, minY: $0.lowerBound, width: scene.width, height: $0.count) }
            ?? PixelRect(minX: 0, minY: 0, width: scene.width, height: scene.height)
        // BadgeSpec guarantees a size of at least 1×1 within the limits.
        guard var canvas = Canvas(bounds: bounds, background: scene.background ?? .transparent,
                                  defersFills: reusesWork) else {
            preconditionFailure("BadgeSpec admitted an invalid size \(scene.width)×\(scene.height)")
        }
        var layers: [PixelLayer] = []
        var stars = starMasks
        defer { starMasks = stars }
        stars.isEnabled = keepsMasks
        if let recipe = Self.maskRecipe(scene) { stars.prepare(for: recipe) }
        var pictures = ImageLayerCache(isEnabled: keepsMasks)
        for item in scene.items {
            switch item {
            case .background(let paint): drawBackground(paint, on: &canvas)
            case .sections(let paint): drawSections(paint, on: &canvas)
            case .shape(let paint): drawShape(paint, on: &canvas)
            case .text(let paint): drawText(paint, on: &canvas, layers: &layers)
            case .star(let paint): drawStar(paint, recurs: scene.splitsRecur, on: &canvas, layers: &layers, cache: &stars)
            case .picture(let paint): drawPicture(paint, into: &layers, cache: &pictures)
            case .logo(let paint): if let layer = drawLogo(paint) { layers.append(layer) }
            }
        }
        return (canvas, layers)
    }

    /// What decides the masks of the scene's stars (the same for all of them).
    private static func maskRecipe(_ scene: BadgeScene) -> StarMaskCache.Recipe? {
        for case .star(let star) in scene.items {
            return StarMaskCache.Recipe(shape: star.outline.shape, cornerRadius: star.outline.cornerRadius,
                                        outlineWidth: star.outlineWidth, borderWidth: star.border?.width)
        }
        return nil
    }

    /// The badge as straight-alpha RGBA8 pixels.
    mutating func image(for spec: BadgeSpec) -> PNGImage {
        let size = spec.pixelSize
        var bytes = [UInt8](repeating: 0, count: size.width * size.height * 4)
        bytes.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            draw(spec, into: base, rowBytes: size.width * 4)
        }
        guard let image = PNGImage(width: size.width, height: size.height, rgba: bytes) else {
            preconditionFailure("canvas and image sizes disagree")
        }
        return image
    }

    /// Draws the badge as `image(for:)` holds it (straight-alpha RGBA8) into
    /// memory that starts zeroed: row y at `destination` + y·`rowBytes`,
    /// at least 4·width bytes a row (a sprite sheet's cell). A large badge
    /// is drawn in bands of rows, one canvas at a time.
    mutating func draw(_ spec: BadgeSpec, into destination: UnsafeMutableRawPointer, rowBytes: Int) {
        draw(spec.scene, into: destination, rowBytes: rowBytes)
    }

    /// Draws `scene` as `draw(_:into:rowBytes:)` draws a badge.
    mutating func draw(_ scene: BadgeScene, into destination: UnsafeMutableRawPointer, rowBytes: Int) {
        let size = (width: scene.width, height: scene.height)
        guard size.width * size.height > 2 * bandPixels else {
            let (canvas, layers) = drawing(for: scene)
            canvas.writeStraightRGBA8(compositing: layers, into: destination, rowBytes: rowBytes)
            return
        }
        let bandHeight = max(1, bandPixels / size.width)
        for top in stride(from: 0, to: size.height, by: bandHeight) {
            let rows = top..<min(size.height, top + bandHeight)
            let (canvas, layers) = drawing(for: scene, rows: rows)
            canvas.writeStraightRGBA8(compositing: layers, into: destination + top * rowBytes, rowBytes: rowBytes)
        }
    }

    /// Coverage of `polygon` over the pixels it touches (non-zero), or nil when it has none.
    mutating func coverage(of polygon: Polygon) -> CoverageMask? {
        guard let extent = polygon.bounds, let bounds = PixelRect(covering: extent) else { return nil }
        return coverage(of: polygon, in: bounds)
    }

    /// Coverage of `polygon` over `bounds`, or over its rows being drawn.
    mutating func coverage(of polygon: Polygon, in bounds: PixelRect, fillRule: FillRule = .nonZero) -> CoverageMask {
        rasterizer.coverage(of: polygon, in: bounds, rows: rows, fillRule: fillRule)
    }
}
