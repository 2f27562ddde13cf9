import StarGeometry
import StarRaster
import StarPNG

/// Renders badges. A renderer keeps its scratch buffers between badges, so
/// reuse one per thread when rendering many; it is not shared across threads.
public struct BadgeRenderer: Sendable {
    private var rasterizer = Rasterizer(width: 0, height: 0)

    public init() {}

    /// Draws the badge into a new canvas.
    public mutating func canvas(for spec: BadgeSpec) -> Canvas {
        let size = spec.pixelSize
        // BadgeSpec guarantees a size of at least 1×1 within the limits.
        guard var canvas = Canvas(width: size.width, height: size.height, background: spec.background) else {
            preconditionFailure("BadgeSpec admitted an invalid size \(size)")
        }
        let layout = spec.layout
        let fractions = spec.fillMode.fractions(rating: spec.rating, starCount: spec.starCount)
        var cache = StarMaskCache()
        for (index, box) in layout.starBoxes.enumerated() {
            let polygon = spec.star.polygon(fittedInto: box)
            guard let bounds = polygon.bounds, let frame = PixelFrame(covering: bounds) else { continue }
            let fill = StarFill(fraction: fractions[index], bounds: bounds)
            guard case .split(let line, let side) = fill else {
                let shape = cache.mask(for: box) { rasterizer.coverage(of: polygon, in: frame) }
                canvas.fill(shape, with: fill == .full ? spec.onColor : spec.offColor)
                continue
            }
            // Both parts in one frame, painted together: no seam on the split line.
            let shape = rasterizer.coverage(of: polygon, in: frame)
            let onPart = polygon.clipped(toVerticalLine: line, keeping: side)
            let on = rasterizer.coverage(of: onPart, in: frame)
            canvas.fill(shape: shape, on: on, onColor: spec.onColor, offColor: spec.offColor)
        }
        drawLabel(of: spec, on: &canvas)
        return canvas
    }

    /// The label's glyph outlines, filled non-zero in the text colour.
    private mutating func drawLabel(of spec: BadgeSpec, on canvas: inout Canvas) {
        guard let label = spec.labelLine, let origin = spec.layout.labelBaseline,
              let path = try? label.line.path(baselineOrigin: origin) else { return }
        let polygon = path.flattened()
        guard let bounds = polygon.bounds, let frame = PixelFrame(covering: bounds) else { return }
        let mask = rasterizer.coverage(of: polygon, in: frame, fillRule: .nonZero)
        canvas.fill(mask, with: spec.effectiveTextColor)
    }

    /// The badge as straight-alpha RGBA8 pixels.
    public mutating func image(for spec: BadgeSpec) -> PNGImage {
        let canvas = self.canvas(for: spec)
        guard let image = PNGImage(width: canvas.width, height: canvas.height, rgba: canvas.straightRGBA8()) else {
            preconditionFailure("canvas and image sizes disagree")
        }
        return image
    }

    /// The badge as PNG file bytes.
    public mutating func png(for spec: BadgeSpec, encoder: PNGEncoder = PNGEncoder()) throws(PNGError) -> [UInt8] {
        try encoder.encode(image(for: spec))
    }
}

/// Star coverage depends only on where the box sits relative to the pixel
/// grid, so boxes with the same fractional offset share one mask, moved by
/// the whole-pixel difference.
private struct StarMaskCache {
    private struct Key: Hashable {
        let phaseX: Double, phaseY: Double, width: Double, height: Double
    }
    /// The mask, with its origin relative to the box's whole-pixel corner.
    private var entries: [Key: CoverageMask] = [:]

    mutating func mask(for box: Rect, render: () -> CoverageMask) -> CoverageMask {
        let cornerX = box.minX.rounded(.down), cornerY = box.minY.rounded(.down)
        let key = Key(phaseX: box.minX - cornerX, phaseY: box.minY - cornerY, width: box.width, height: box.height)
        let (x, y) = (Int(cornerX), Int(cornerY))
        if let relative = entries[key] {
            return CoverageMask(originX: relative.originX + x, originY: relative.originY + y,
                                width: relative.width, height: relative.height, values: relative.values)
        }
        let mask = render()
        entries[key] = CoverageMask(originX: mask.originX - x, originY: mask.originY - y,
                                    width: mask.width, height: mask.height, values: mask.values)
        return mask
    }
}
