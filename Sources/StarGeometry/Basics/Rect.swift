/// An axis-aligned rectangle in px. `width` and `height` are never negative.
public struct Rect: Hashable, Sendable {
    public var minX: Double
    public var minY: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle; negative sizes are clamped to zero.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.minX = x
        self.minY = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Double { minX + width }
    public var maxY: Double { minY + height }
    public var midX: Double { minX + width / 2 }
    public var midY: Double { minY + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// The smallest rectangle holding every point, or nil for no points.
    public static func bounding<S: Sequence>(_ points: S) -> Rect? where S.Element == Point {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var lo = first, hi = first
        while let p = iterator.next() {
            lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
