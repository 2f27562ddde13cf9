import StarGeometry
import StarRaster

/// A star's polygon and pixel bounds, made only when a mask is rendered or a
/// split line placed: a repeated whole star needs neither. A degenerate
/// polygon renders empty masks (drawn as nothing).
struct StarShapeOnce {
    private let star: StarPaint
    private var made: (polygon: Polygon, bounds: PixelRect)??

    init(_ star: StarPaint) {
        self.star = star
    }

    mutating func outline() -> (polygon: Polygon, bounds: PixelRect)? {
        if let made { return made }
        let polygon = star.outline.polygon(in: star.box)
        let result = polygon.bounds.flatMap(PixelRect.init(covering:)).map { (polygon, $0) }
        made = result
        return result
    }

    /// `render(polygon, bounds)`, or an empty mask for a degenerate polygon.
    mutating func coverage(_ render: (Polygon, PixelRect) -> CoverageMask) -> CoverageMask {
        guard let (polygon, bounds) = outline() else {
            return CoverageMask(originX: 0, originY: 0, width: 0, height: 0, values: [])
        }
        return render(polygon, bounds)
    }
}
