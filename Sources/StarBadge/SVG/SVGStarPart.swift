import StarGeometry

/// What of a star's shape an SVG definition holds (lengths in px, lines
/// relative to the star's box).
enum SVGStarPart: Hashable {
    case whole
    /// The band this wide inside the edge.
    case band(Double)
    /// The shape shrunk by this much.
    case inset(Double)
    /// The shape shrunk by `inset` on `side` of `line`, and beyond the
    /// line up to `pixelEnd` where the band `outline` wide lies (less
    /// its inner half pixel).
    case inside(inset: Double, outline: Double, line: Double, pixelEnd: Double, side: VerticalSide)
    /// The band `on` wide on one side of the line and `off` wide on the other.
    case rings(on: Double, off: Double, line: Double, side: VerticalSide)

    /// This part of `polygon`, whose box starts at `offsetX`.
    func region(of polygon: Polygon, offsetX: Double) -> Polygon {
        switch self {
        case .whole:
            return polygon
        case .band(let width):
            return polygon.band(width: width)
        case .inset(let distance):
            return distance > 0 ? polygon.inset(by: distance) : polygon
        case .inside(let inset, let outline, let line, let pixelEnd, let side):
            let shrunk = inset > 0 ? polygon.inset(by: inset) : polygon
            let onSide = shrunk.clipped(toVerticalLine: offsetX + line, keeping: side)
            let reach = outline - 0.5
            guard reach > inset else { return onSide }
            let otherSide: VerticalSide = side == .left ? .right : .left
            let underBand = Polygon(contours: shrunk.contours + polygon.inset(by: reach).reversed.contours)
                .clipped(toVerticalLine: offsetX + line, keeping: otherSide)
                .clipped(toVerticalLine: offsetX + pixelEnd, keeping: side)
            return Polygon(contours: onSide.contours + underBand.contours)
        case .rings(let on, let off, let line, let side):
            let otherSide: VerticalSide = side == .left ? .right : .left
            let onRing = polygon.band(width: on).clipped(toVerticalLine: offsetX + line, keeping: side)
            let offRing = polygon.band(width: off).clipped(toVerticalLine: offsetX + line, keeping: otherSide)
            // Clipped at the same line, the two pieces meet edge to edge:
            // filled non-zero as one path, they are one region.
            return Polygon(contours: onRing.contours + offRing.contours)
        }
    }
}
