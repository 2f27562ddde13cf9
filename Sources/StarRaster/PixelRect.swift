import StarGeometry

/// A rectangle of whole pixels: x in minX..<maxX, y in minY..<maxY.
package struct PixelRect: Hashable, Sendable {
    package let minX: Int
    package let minY: Int
    package let width: Int
    package let height: Int

    package init(minX: Int, minY: Int, width: Int, height: Int) {
        self.minX = minX
        self.minY = minY
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The pixels that `rect` touches. Nil if a coordinate is not finite or
    /// too large for `Int`.
    package init?(covering rect: Rect) {
        let limit = Double(Int32.max)
        let x0 = rect.minX.rounded(.down), y0 = rect.minY.rounded(.down)
        let x1 = rect.maxX.rounded(.up), y1 = rect.maxY.rounded(.up)
        guard [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        self.init(minX: Int(x0), minY: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}

extension PixelRect {
    package var maxX: Int { minX + width }
    package var maxY: Int { minY + height }

    /// The pixels in both rectangles (empty, at this one's corner, when they do not meet).
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x0 < x1, y0 < y1 else { return PixelRect(minX: minX, minY: minY, width: 0, height: 0) }
        return PixelRect(minX: x0, minY: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The bounds moved by whole pixels.
    package func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(minX: minX + dx, minY: minY + dy, width: width, height: height)
    }
}
