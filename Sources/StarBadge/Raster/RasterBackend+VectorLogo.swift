import StarColor
import StarGeometry
import StarRaster
import StarSVGLogo

extension RasterBackend {
    /// A vector logo in one colour over its box: every shape flattened,
    /// clipped to the box (the logo's viewport), and rasterized by its fill
    /// rule with exact area coverage; the shapes are then joined as one
    /// region, so that a pixel two shapes share is covered once. Non-zero
    /// shapes (each turned clockwise, which changes nothing of its own fill)
    /// are joined exactly (`UnionCoverage`); an even-odd shape among
    /// several is joined as SVG paints it, source-over (a + b − ab) where
    /// its pixels meet another shape's.
    static func drawVectorLogo(_ logo: SVGLogo, color: Color, in paint: LogoPaint, rows: Range<Int>?,
                               union: inout UnionCoverage) -> PixelLayer? {
        let transform = paint.viewportTransform(logo)
        var rasterizer = Rasterizer(width: 0, height: 0)
        var parts: [UnionCoverage.Part] = []
        var evenOdd: [CoverageMask] = []
        for shape in logo.shapes {
            var polygon = clipped(Self.outsideCurvesStraightened(shape.path.transformed(by: transform), box: paint.box).flattened(),
                                  to: paint.box)
            guard let extent = polygon.bounds, let bounds = PixelRect(covering: extent),
                  bounds.width > 0, bounds.height > 0 else { continue }
            switch shape.fillRule {
            case .nonZero:
                if polygon.signedArea < 0 { polygon = Polygon(contours: polygon.contours.map { $0.reversed() }) }
                let mask = rasterizer.coverage(of: polygon, in: bounds, rows: rows, fillRule: .nonZero)
                parts.append(UnionCoverage.Part(mask: mask, polygon: polygon, dx: 0, dy: 0))
            case .evenOdd:
                evenOdd.append(rasterizer.coverage(of: polygon, in: bounds, rows: rows, fillRule: .evenOdd))
            }
        }
        var masks: [CoverageMask] = []
        if parts.count == 1 {
            masks.append(parts[0].mask)
        } else if let joined = union.coverage(of: parts, rows: rows) {
            masks.append(joined)
        }
        masks += evenOdd
        guard var joined = masks.first else { return nil }
        for mask in masks.dropFirst() { joined = joined.joined(with: mask) }
        guard joined.width > 0, joined.height > 0 else { return nil }
        return PixelLayer(bounds: joined.bounds, regions: [(joined, color)])
    }

    /// `path` with every curve that lies wholly beyond one side of `box`
    /// (all its points there) made a line to its end: the clip to the box
    /// keeps the same region, and far curves cost no flattening.
    private static func outsideCurvesStraightened(_ path: Path, box: Rect) -> Path {
        func beyond(_ points: [Point]) -> Bool {
            points.allSatisfy { $0.x <= box.minX } || points.allSatisfy { $0.x >= box.maxX }
                || points.allSatisfy { $0.y <= box.minY } || points.allSatisfy { $0.y >= box.maxY }
        }
        var pen = Point.zero, start = Point.zero
        var elements: [PathElement] = []
        elements.reserveCapacity(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p): pen = p; start = p; elements.append(element)
            case .line(let p): pen = p; elements.append(element)
            case .quadratic(let c, let p):
                elements.append(beyond([pen, c, p]) ? .line(p) : element)
                pen = p
            case .cubic(let c1, let c2, let p):
                elements.append(beyond([pen, c1, c2, p]) ? .line(p) : element)
                pen = p
            case .close: pen = start; elements.append(element)
            }
        }
        return Path(elements: elements)
    }

    /// The part of `polygon` inside `box` (four half-plane clips, each
    /// keeping the winding inside it), or the polygon itself when it lies
    /// inside already.
    private static func clipped(_ polygon: Polygon, to box: Rect) -> Polygon {
        guard let extent = polygon.bounds else { return polygon }
        if extent.minX >= box.minX, extent.maxX <= box.maxX, extent.minY >= box.minY, extent.maxY <= box.maxY {
            return polygon
        }
        let swap = AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        var result = polygon.clipped(toVerticalLine: box.minX, keeping: .right)
            .clipped(toVerticalLine: box.maxX, keeping: .left)
        result = result.transformed(by: swap)
            .clipped(toVerticalLine: box.minY, keeping: .right)
            .clipped(toVerticalLine: box.maxY, keeping: .left)
            .transformed(by: swap)
        return result
    }
}

extension CoverageMask {
    /// Two masks as one over both their pixels, source-over: a + b − ab.
    func joined(with other: CoverageMask) -> CoverageMask {
        let a = bounds, b = other.bounds
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        let x1 = max(a.minX + a.width, b.minX + b.width), y1 = max(a.minY + a.height, b.minY + b.height)
        var values = [Float](repeating: 0, count: (x1 - x0) * (y1 - y0))
        for mask in [self, other] {
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    let index = (mask.originY + y - y0) * (x1 - x0) + mask.originX + x - x0
                    let v = mask[x, y]
                    values[index] = values[index] + v - values[index] * v
                }
            }
        }
        return CoverageMask(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0, values: values)
    }
}
