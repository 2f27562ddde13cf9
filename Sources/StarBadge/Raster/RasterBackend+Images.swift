import StarGeometry
import StarRaster

extension RasterBackend {
    /// A star as pictures, aspect-fitted and centred in its box: the full
    /// image, the empty image (or the full image's silhouette in the off
    /// colour), the half image for a half star (mirrored right to left), and
    /// for any other fraction the full image up to the split line and the
    /// empty one after it. By area, the split leaves that fraction of the
    /// full image's opacity on the on side.
    mutating func drawPicture(_ paint: PicturePaint, into layers: inout [PixelLayer], cache: inout ImageLayerCache) {
        let rows = self.rows, box = paint.box, images = paint.images, f = paint.fraction
        let side: VerticalSide = paint.direction == .leftToRight ? .left : .right
        func layer(_ kind: ImageLayerCache.Kind) -> PixelLayer? {
            cache.layer(for: box, kind) { () -> PixelLayer? in
                switch kind {
                case .full: return Self.draw(images.full, into: box, rows: rows)
                case .half:
                    guard let half = images.half else { return nil }
                    return Self.draw(half, into: box, mirrored: paint.direction == .rightToLeft, rows: rows)
                case .empty:
                    if let empty = images.empty { return Self.draw(empty, into: box, rows: rows) }
                    return Self.draw(images.full, into: box, rows: rows)?.silhouette(paint.offColor)
                }
            }
        }
        if f >= 1 {
            if let full = layer(.full) { layers.append(full) }
        } else if f <= 0 {
            if let empty = layer(.empty) { layers.append(empty) }
        } else if f == 0.5, images.half != nil, paint.measure == .width {
            if let half = layer(.half) { layers.append(half) }
        } else if let full = layer(.full), let empty = layer(.empty) {
            let fitted = Self.fittedRect(images.full, into: box)
            let line: Double
            if paint.measure == .area,
               let byArea = alphaSplitLine(of: images.full, in: box, drawn: full, fraction: f, keeping: side) {
                line = byArea
            } else {
                line = side == .left ? fitted.minX + f * fitted.width : fitted.maxX - f * fitted.width
            }
            // The two layers may cover different pixels (different aspect ratios): join them over both.
            let bounds = Self.union(full.bounds, empty.bounds)
            if let joined = PixelLayer.split(on: Self.widened(full, to: bounds), off: Self.widened(empty, to: bounds),
                                             line: line, onSide: side) {
                layers.append(joined)
            }
        }
    }

    /// A picture logo stretched to its box (which has the picture's aspect).
    static func drawLogo(_ paint: LogoPaint, rows: Range<Int>?) -> PixelLayer? {
        paint.image.pixels.drawn(into: paint.box, rows: rows)
    }

    /// Where an image goes in a box: aspect-fitted, centred.
    static func fittedRect(_ image: StarImage, into box: Rect) -> Rect {
        let source = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        let t = AffineTransform.aspectFit(source, into: box)
        return Rect(x: t.tx, y: t.ty, width: t.a * source.width, height: t.d * source.height)
    }

    static func draw(_ image: StarImage, into box: Rect, mirrored: Bool = false, rows: Range<Int>? = nil) -> PixelLayer? {
        (mirrored ? image.pixels.mirrored() : image.pixels).drawn(into: fittedRect(image, into: box), rows: rows)
    }

    /// Where the full picture in `box` leaves `fraction` of its opacity on
    /// `side` (see `PixelLayer.alphaSplitLine`): from `drawn` when it is the
    /// whole picture, else from the picture drawn again band by band (the
    /// same sums in the same order, so the same line).
    func alphaSplitLine(of image: StarImage, in box: Rect, drawn: PixelLayer, fraction: Double,
                        keeping side: VerticalSide) -> Double? {
        let rect = Self.fittedRect(image, into: box)
        guard let whole = PixelRect(covering: rect), whole != drawn.bounds else {
            return drawn.alphaSplitLine(fraction: fraction, keeping: side)
        }
        var columns = AlphaColumns(bounds: whole)
        let bandHeight = max(1, bandPixels / max(1, whole.width))
        for top in stride(from: whole.minY, to: whole.maxY, by: bandHeight) {
            if let band = image.pixels.drawn(into: rect, rows: top..<min(whole.maxY, top + bandHeight)) {
                columns.add(band)
            }
        }
        return columns.splitLine(fraction: fraction, keeping: side)
    }

    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        let x1 = max(a.minX + a.width, b.minX + b.width), y1 = max(a.minY + a.height, b.minY + b.height)
        return PixelRect(minX: x0, minY: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The layer over a larger bounds, transparent where it had no pixels.
    static func widened(_ layer: PixelLayer, to bounds: PixelRect) -> PixelLayer {
        guard layer.bounds != bounds else { return layer }
        var pixels = [SIMD4<Float>](repeating: .zero, count: bounds.width * bounds.height)
        for y in 0..<layer.bounds.height {
            for x in 0..<layer.bounds.width {
                let tx = layer.bounds.minX + x - bounds.minX, ty = layer.bounds.minY + y - bounds.minY
                guard tx >= 0, tx < bounds.width, ty >= 0, ty < bounds.height else { continue }
                pixels[ty * bounds.width + tx] = layer.pixels[y * layer.bounds.width + x]
            }
        }
        return PixelLayer(bounds: bounds, pixels: pixels) ?? layer
    }
}
