import StarGeometry
import StarRaster

extension RasterBackend {
    /// Every star's shape: the on part in the on colour, the rest in the off
    /// colour (filled, or only its outline), a border around the on part.
    ///
    /// The regions of one star are painted together — their coverages add
    /// up within each pixel — so no seam shows on the split line or between
    /// a border and the fill. Two colours go straight onto the canvas; three
    /// (a split star with a border) become a layer.
    mutating func drawStars(of spec: BadgeSpec, on canvas: inout Canvas, layers: inout [PixelLayer]) {
        let fractions = FillMode.fractions(shown: spec.displayedRating, starCount: spec.starCount)
        let outlineWidth = spec.starStyle.emptyStyle == .outline ? spec.starStyle.outlineWidth * spec.scale : nil
        let border = spec.starStyle.borderColor.map { (color: $0, width: spec.starStyle.borderWidth * spec.scale) }
        let on = spec.starOnColor, off = spec.starOffColor
        var cache = starMasks
        defer { starMasks = cache }
        cache.isEnabled = keepsMasks
        cache.prepare(for: StarMaskCache.Recipe(shape: spec.shape, cornerRadius: spec.starStyle.cornerRadius * spec.scale,
                                                outlineWidth: outlineWidth, borderWidth: border?.width))
        for (index, box) in spec.layout.starBoxes.enumerated() {
            // The polygon and its pixel frame are made only when a mask is
            // rendered or a split line placed: a repeated whole star needs
            // neither. A degenerate polygon renders empty masks (drawn as nothing).
            var made: (polygon: Polygon, frame: PixelFrame)??
            func outline() -> (polygon: Polygon, frame: PixelFrame)? {
                if let made { return made }
                let polygon = spec.starPolygon(in: box)
                let result = polygon.bounds.flatMap(PixelFrame.init(covering:)).map { (polygon, $0) }
                made = result
                return result
            }
            func outlineCoverage(_ render: (Polygon, PixelFrame) -> CoverageMask) -> CoverageMask {
                guard let (polygon, frame) = outline() else {
                    return CoverageMask(originX: 0, originY: 0, width: 0, height: 0, values: [])
                }
                return render(polygon, frame)
            }
            let fraction = fractions[index]
            let fill: StarFill
            if fraction <= 0 || fraction >= 1 {
                fill = fraction >= 1 ? .full : .empty
            } else {
                guard let (polygon, _) = outline() else { continue }
                fill = StarFill(fraction: fraction, polygon: polygon, measure: spec.fillMeasure, direction: spec.direction)
            }
            switch fill {
            case .full:
                let shape = cache.mask(for: box, .shape) { outlineCoverage { self.coverage(of: $0, in: $1) } }
                if let border {
                    let band = cache.mask(for: box, .border) {
                        outlineCoverage { bandCoverage(of: $0, width: border.width, in: $1, within: shape) }
                    }
                    canvas.fill(shape: shape, on: band, onColor: border.color, offColor: on,
                                tile: cache.tile(for: box, .border, border.color, on) {
                                    StraightTile(shape: shape, on: band, onColor: border.color, offColor: on)
                                })
                } else {
                    canvas.fill(shape, with: on, tile: cache.tile(for: box, .shape, on) { StraightTile(shape, with: on) })
                }
            case .empty:
                if let outlineWidth {
                    let shape = cache.mask(for: box, .shape) { outlineCoverage { self.coverage(of: $0, in: $1) } }
                    let band = cache.mask(for: box, .outline) {
                        outlineCoverage { bandCoverage(of: $0, width: outlineWidth, in: $1, within: shape) }
                    }
                    canvas.fill(band, with: off, tile: cache.tile(for: box, .outline, off) { StraightTile(band, with: off) })
                } else {
                    let shape = cache.mask(for: box, .shape) { outlineCoverage { self.coverage(of: $0, in: $1) } }
                    canvas.fill(shape, with: off, tile: cache.tile(for: box, .shape, off) { StraightTile(shape, with: off) })
                }
            case .split(let line, let side):
                // (A split star has its polygon: `outline()` was made for the split line.)
                guard let (polygon, frame) = outline() else { continue }
                // Both parts in one frame, painted together: no seam on the split line.
                // The whole star is the one full and empty stars share; its frame
                // (that of the first star at this pixel phase, moved) holds the part.
                let shape = cache.mask(for: box, .shape) { self.coverage(of: polygon, in: frame) }
                // (Without the cache the star's own frame: a shape drawn in a
                // band of rows covers only the band, the frame the whole star.)
                let shapeFrame = keepsMasks ? shape.frame : frame
                let renderOnPart = { (renderer: inout RasterBackend) in
                    renderer.coverage(of: polygon.clipped(toVerticalLine: line, keeping: side), in: shapeFrame)
                }
                // Half stars recur from badge to badge; precise fractions rarely do.
                let recurs = spec.fillMode != .precise
                let part = StarMaskCache.Kind.onPart(lineOffset: line - box.minX.rounded(.down), keepsLeft: side == .left)
                let onPart = recurs ? cache.mask(for: box, part) { renderOnPart(&self) } : renderOnPart(&self)
                guard outlineWidth != nil || border != nil else {
                    let tile = recurs
                        ? cache.tile(for: box, part, on, off) { StraightTile(shape: shape, on: onPart, onColor: on, offColor: off) }
                        : nil
                    canvas.fill(shape: shape, on: onPart, onColor: on, offColor: off, tile: tile)
                    continue
                }
                let offSide: VerticalSide = side == .left ? .right : .left
                let offPart: CoverageMask
                if let outlineWidth {
                    let band = polygon.band(width: outlineWidth).clipped(toVerticalLine: line, keeping: offSide)
                    offPart = coverage(of: band, in: shapeFrame).minimum(shape)
                } else {
                    offPart = shape.subtracting(onPart)
                }
                if let border {
                    let band = polygon.band(width: border.width).clipped(toVerticalLine: line, keeping: side)
                    let onBorder = coverage(of: band, in: shapeFrame).minimum(onPart)
                    layers.append(PixelLayer(frame: shape.frame, regions: [
                        (onBorder, border.color), (onPart.subtracting(onBorder), on), (offPart, off),
                    ]))
                } else {
                    canvas.fill(shape: onPart.adding(offPart), on: onPart, onColor: on, offColor: off)
                }
            }
        }
    }

    /// Coverage of the band of `width` px inside the polygon's edge,
    /// intersected with the shape's own coverage (and over its frame).
    private mutating func bandCoverage(of polygon: Polygon, width: Double, in frame: PixelFrame,
                               within shape: CoverageMask) -> CoverageMask {
        shape.minimum(coverage(of: polygon.band(width: width), in: frame))
    }
}
