import StarGeometry

/// A rectangle of whole pixels: x in minX..<maxX, y in minY..<maxY.
public struct PixelFrame: Hashable, Sendable {
    public let minX: Int
    public let minY: Int
    public let width: Int
    public let height: Int

    public init(minX: Int, minY: Int, width: Int, height: Int) {
        self.minX = minX
        self.minY = minY
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The pixels that `rect` touches. Nil if a coordinate is not finite or
    /// too large for `Int`.
    public init?(covering rect: Rect) {
        let limit = Double(Int32.max)
        let x0 = rect.minX.rounded(.down), y0 = rect.minY.rounded(.down)
        let x1 = rect.maxX.rounded(.up), y1 = rect.maxY.rounded(.up)
        guard [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        self.init(minX: Int(x0), minY: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}

extension Rasterizer {
    /// Coverage of `polygon` over `frame`, reusing this rasterizer's buffer.
    public mutating func coverage(of polygon: Polygon, in frame: PixelFrame,
                                  fillRule: FillRule = .nonZero) -> CoverageMask {
        reset(width: frame.width, height: frame.height)
        add(polygon, dx: -Double(frame.minX), dy: -Double(frame.minY))
        return coverage(fillRule: fillRule, originX: frame.minX, originY: frame.minY)
    }
}
