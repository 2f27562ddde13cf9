import StarGeometry
import StarRaster

extension BadgeRenderer {
    /// Every star's shape: the on part in the on colour, the rest in the off
    /// colour (filled, or only its outline), a border around the on part.
    ///
    /// The regions of one star are painted together — their coverages add
    /// up within each pixel — so no seam shows on the split line or between
    /// a border and the fill. Two colours go straight onto the canvas; three
    /// (a split star with a border) become a layer.
    mutating func drawStars(of spec: BadgeSpec, on canvas: inout Canvas, layers: inout [PixelLayer]) {
        let fractions = spec.fillMode.fractions(rating: spec.rating, starCount: spec.starCount)
        let outlineWidth = spec.starStyle.emptyStyle == .outline ? spec.starStyle.outlineWidth * spec.scale : nil
        let border = spec.starStyle.borderColor.map { (color: $0, width: spec.starStyle.borderWidth * spec.scale) }
        let on = spec.starOnColor, off = spec.starOffColor
        var cache = starMasks
        defer { starMasks = cache }
        cache.prepare(for: StarMaskCache.Recipe(shape: spec.shape, cornerRadius: spec.starStyle.cornerRadius * spec.scale,
                                                outlineWidth: outlineWidth, borderWidth: border?.width))
        for (index, box) in spec.layout.starBoxes.enumerated() {
            let polygon = spec.starPolygon(in: box)
            guard let bounds = polygon.bounds, let frame = PixelFrame(covering: bounds) else { continue }
            let fill = StarFill(fraction: fractions[index], polygon: polygon, measure: spec.fillMeasure,
                                direction: spec.direction)
            switch fill {
            case .full:
                let shape = cache.mask(for: box, .shape) { rasterizer.coverage(of: polygon, in: frame) }
                if let border {
                    let band = cache.mask(for: box, .border) { bandCoverage(of: polygon, width: border.width, in: frame, within: shape) }
                    canvas.fill(shape: shape, on: band, onColor: border.color, offColor: on)
                } else {
                    canvas.fill(shape, with: on)
                }
            case .empty:
                if let outlineWidth {
                    let shape = cache.mask(for: box, .shape) { rasterizer.coverage(of: polygon, in: frame) }
                    let band = cache.mask(for: box, .outline) { bandCoverage(of: polygon, width: outlineWidth, in: frame, within: shape) }
                    canvas.fill(band, with: off)
                } else {
                    let shape = cache.mask(for: box, .shape) { rasterizer.coverage(of: polygon, in: frame) }
                    canvas.fill(shape, with: off)
                }
            case .split(let line, let side):
                // Both parts in one frame, painted together: no seam on the split line.
                // The whole star is the one full and empty stars share; its frame
                // (that of the first star at this pixel phase, moved) holds the part.
                let shape = cache.mask(for: box, .shape) { rasterizer.coverage(of: polygon, in: frame) }
                let shapeFrame = shape.frame
                let renderOnPart = { (rasterizer: inout Rasterizer) in
                    rasterizer.coverage(of: polygon.clipped(toVerticalLine: line, keeping: side), in: shapeFrame)
                }
                // Half stars recur from badge to badge; precise fractions rarely do.
                let onPart = spec.fillMode == .precise ? renderOnPart(&rasterizer)
                    : cache.mask(for: box, .onPart(lineOffset: line - box.minX.rounded(.down), keepsLeft: side == .left)) {
                        renderOnPart(&rasterizer)
                    }
                guard outlineWidth != nil || border != nil else {
                    canvas.fill(shape: shape, on: onPart, onColor: on, offColor: off)
                    continue
                }
                let offSide: VerticalSide = side == .left ? .right : .left
                let offPart: CoverageMask
                if let outlineWidth {
                    let band = polygon.band(width: outlineWidth).clipped(toVerticalLine: line, keeping: offSide)
                    offPart = rasterizer.coverage(of: band, in: shapeFrame).minimum(shape)
                } else {
                    offPart = shape.subtracting(onPart)
                }
                if let border {
                    let band = polygon.band(width: border.width).clipped(toVerticalLine: line, keeping: side)
                    let onBorder = rasterizer.coverage(of: band, in: shapeFrame).minimum(onPart)
                    layers.append(PixelLayer(frame: shapeFrame, regions: [
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
        shape.minimum(rasterizer.coverage(of: polygon.band(width: width), in: frame))
    }
}

/// Star coverage depends only on the star's recipe (shape, rounding, band
/// widths) and where its box sits relative to the pixel grid, so boxes with
/// the same recipe, size and fractional offset share one mask (per kind: the
/// shape, its outline band, its border band, a half star's on part), moved
/// by the whole-pixel difference — within a badge and across the badges one
/// renderer draws.
struct StarMaskCache: Sendable {
    enum Kind: Hashable, Sendable {
        case shape, outline, border
        /// The on part of a split star: the split line's offset from the
        /// box's whole-pixel corner, and the side kept.
        case onPart(lineOffset: Double, keepsLeft: Bool)
    }

    /// Everything besides the box that decides a star's masks.
    struct Recipe: Hashable, Sendable {
        let shape: BadgeShape
        let cornerRadius: Double
        let outlineWidth: Double?
        let borderWidth: Double?
    }

    private struct Key: Hashable {
        let phaseX: Double, phaseY: Double, width: Double, height: Double
        let kind: Kind
    }
    /// Most masks kept; past it the cache starts over (memory stays bounded).
    private static let capacity = 256
    private var recipe: Recipe?
    /// The mask, with its origin relative to the box's whole-pixel corner.
    private var entries: [Key: CoverageMask] = [:]

    /// Starts a badge: masks of another recipe are dropped.
    mutating func prepare(for recipe: Recipe) {
        if self.recipe != recipe || entries.count >= Self.capacity {
            entries.removeAll(keepingCapacity: true)
            self.recipe = recipe
        }
    }

    mutating func mask(for box: Rect, _ kind: Kind, render: () -> CoverageMask) -> CoverageMask {
        let cornerX = box.minX.rounded(.down), cornerY = box.minY.rounded(.down)
        let key = Key(phaseX: box.minX - cornerX, phaseY: box.minY - cornerY, width: box.width, height: box.height,
                      kind: kind)
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
