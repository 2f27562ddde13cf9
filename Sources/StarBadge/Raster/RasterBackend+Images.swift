import StarGeometry
import StarRaster

extension RasterBackend {
    /// A star as pictures, as the scene settled it: each picture resampled
    /// over its rectangle, and a split star's two pictures joined at the line.
    mutating func drawPicture(_ paint: PicturePaint, into layers: inout [PixelLayer], cache: inout ImageLayerCache) {
        let rows = self.rows, images = paint.images
        func layer(_ kind: ImageLayerCache.Kind, _ rect: Rect) -> PixelLayer? {
            cache.layer(for: paint.box, kind) { () -> PixelLayer? in
                switch kind {
                case .full: return Self.draw(images.full, into: rect, rows: rows)
                case .half:
                    guard let half = images.half else { return nil }
                    return Self.draw(half, into: rect, mirrored: paint.direction == .rightToLeft, rows: rows)
                case .empty:
                    if let empty = images.empty { return Self.draw(empty, into: rect, rows: rows) }
                    return Self.draw(images.full, into: rect, rows: rows)?.silhouette(paint.offColor)
                }
            }
        }
        switch paint.drawing {
        case .full(let rect):
            if let full = layer(.full, rect) { layers.append(full) }
        case .empty(let rect):
            if let empty = layer(.empty, rect) { layers.append(empty) }
        case .half(let rect, _):
            if let half = layer(.half, rect) { layers.append(half) }
        case .split(let fullRect, let emptyRect, let line, let side):
            guard let full = layer(.full, fullRect), let empty = layer(.empty, emptyRect) else { return }
            // The two layers may cover different pixels (different aspect ratios): join them over both.
            let bounds = Self.union(full.bounds, empty.bounds)
            if let joined = PixelLayer.split(on: Self.widened(full, to: bounds), off: Self.widened(empty, to: bounds),
                                             line: line, onSide: side) {
                layers.append(joined)
            }
        }
    }

    /// A picture logo stretched to its box (which has the picture's aspect),
    /// or a vector logo's shapes over it in their colour.
    mutating func drawLogo(_ paint: LogoPaint) -> PixelLayer? {
        switch paint.drawing {
        case .picture(let image): return image.pixels.drawn(into: paint.box, rows: rows)
        case .vector(let logo, let color): return Self.drawVectorLogo(logo, color: color, in: paint, rows: rows, union: &union)
        }
    }

    /// `image` resampled over `rect` (mirrored if asked), only `rows` of it if given.
    static func draw(_ image: StarImage, into rect: Rect, mirrored: Bool = false, rows: Range<Int>? = nil) -> PixelLayer? {
        (mirrored ? image.pixels.mirrored() : image.pixels).drawn(into: rect, rows: rows)
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
