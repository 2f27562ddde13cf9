import StarGeometry
import StarRaster

extension RasterBackend {
    /// One star's shape: the on part in the on colour, the rest in the off
    /// colour (filled, or only its outline), a border around the on part.
    ///
    /// The regions of one star are painted together — their coverages add
    /// up within each pixel — so no seam shows on the split line or between
    /// a border and the fill. Two colours go straight onto the canvas; three
    /// (a split star with a border) become a layer.
    /// - Parameter recurs: whether split stars recur between badges (their masks are then kept).
    mutating func drawStar(_ star: StarPaint, recurs: Bool, on canvas: inout Canvas, layers: inout [PixelLayer],
                           cache: inout StarMaskCache) {
        var shape = StarShapeOnce(star)
        switch star.fill {
        case .full: drawFullStar(star, &shape, on: &canvas, cache: &cache)
        case .empty: drawEmptyStar(star, &shape, on: &canvas, cache: &cache)
        case .split(let line, let side):
            drawSplitStar(star, &shape, line: line, side: side, recurs: recurs, on: &canvas, layers: &layers, cache: &cache)
        }
    }

    private mutating func drawFullStar(_ star: StarPaint, _ shape: inout StarShapeOnce, on canvas: inout Canvas,
                                       cache: inout StarMaskCache) {
        let box = star.box, on = star.onColor
        let whole = cache.mask(for: box, .shape) { shape.coverage { self.coverage(of: $0, in: $1) } }
        guard let border = star.border else {
            canvas.fill(whole, with: on, tile: cache.tile(for: box, .shape, on) { StraightTile(whole, with: on) })
            return
        }
        let band = cache.mask(for: box, .border) {
            shape.coverage { bandCoverage(of: $0, width: border.width, in: $1, within: whole) }
        }
        canvas.fill(shape: whole, on: band, onColor: border.color, offColor: on,
                    tile: cache.tile(for: box, .border, border.color, on) {
                        StraightTile(shape: whole, on: band, onColor: border.color, offColor: on)
                    })
    }

    private mutating func drawEmptyStar(_ star: StarPaint, _ shape: inout StarShapeOnce, on canvas: inout Canvas,
                                        cache: inout StarMaskCache) {
        let box = star.box, off = star.offColor
        let whole = cache.mask(for: box, .shape) { shape.coverage { self.coverage(of: $0, in: $1) } }
        guard let outlineWidth = star.outlineWidth else {
            canvas.fill(whole, with: off, tile: cache.tile(for: box, .shape, off) { StraightTile(whole, with: off) })
            return
        }
        let band = cache.mask(for: box, .outline) {
            shape.coverage { bandCoverage(of: $0, width: outlineWidth, in: $1, within: whole) }
        }
        canvas.fill(band, with: off, tile: cache.tile(for: box, .outline, off) { StraightTile(band, with: off) })
    }

    /// Both parts in one bounds, painted together: no seam on the split line.
    private mutating func drawSplitStar(_ star: StarPaint, _ shape: inout StarShapeOnce, line: Double, side: VerticalSide,
                                        recurs: Bool, on canvas: inout Canvas, layers: inout [PixelLayer],
                                        cache: inout StarMaskCache) {
        guard let (polygon, bounds) = shape.outline() else { return }
        let box = star.box, on = star.onColor, off = star.offColor
        // The whole star is the one full and empty stars share; its bounds
        // (that of the first star at this pixel phase, moved) holds the part.
        // Without the cache, the star's own bounds: a shape drawn in a band of
        // rows covers only the band, the rectangle the whole star.
        let whole = cache.mask(for: box, .shape) { self.coverage(of: polygon, in: bounds) }
        let shapeBounds = keepsMasks ? whole.bounds : bounds
        let renderOnPart = { (backend: inout RasterBackend) in
            backend.coverage(of: polygon.clipped(toVerticalLine: line, keeping: side), in: shapeBounds)
        }
        let part = StarMaskCache.Kind.onPart(lineOffset: line - box.minX.rounded(.down), keepsLeft: side == .left)
        let onPart = recurs ? cache.mask(for: box, part) { renderOnPart(&self) } : renderOnPart(&self)
        guard star.outlineWidth != nil || star.border != nil else {
            let tile = recurs
                ? cache.tile(for: box, part, on, off) { StraightTile(shape: whole, on: onPart, onColor: on, offColor: off) }
                : nil
            canvas.fill(shape: whole, on: onPart, onColor: on, offColor: off, tile: tile)
            return
        }
        let offSide: VerticalSide = side == .left ? .right : .left
        let offPart: CoverageMask
        if let outlineWidth = star.outlineWidth {
            let band = polygon.band(width: outlineWidth).clipped(toVerticalLine: line, keeping: offSide)
            offPart = coverage(of: band, in: shapeBounds).minimum(whole)
        } else {
            offPart = whole.subtracting(onPart)
        }
        guard let border = star.border else {
            canvas.fill(shape: onPart.adding(offPart), on: onPart, onColor: on, offColor: off)
            return
        }
        let band = polygon.band(width: border.width).clipped(toVerticalLine: line, keeping: side)
        let onBorder = coverage(of: band, in: shapeBounds).minimum(onPart)
        layers.append(PixelLayer(bounds: whole.bounds, regions: [
            (onBorder, border.color), (onPart.subtracting(onBorder), on), (offPart, off),
        ]))
    }

    /// Coverage of the band of `width` px inside the polygon's edge,
    /// intersected with the shape's own coverage (and over its bounds).
    private mutating func bandCoverage(of polygon: Polygon, width: Double, in bounds: PixelRect,
                                       within shape: CoverageMask) -> CoverageMask {
        shape.minimum(coverage(of: polygon.band(width: width), in: bounds))
    }
}
