import StarColor
import StarGeometry

/// The alpha of a layer summed per column, gathered from one layer or from
/// the bands of rows of one (in top-to-bottom order: the same sums either way).
package struct AlphaColumns: Sendable {
    /// The whole layer's bounds.
    package let bounds: PixelRect
    private var columns: [Double]

    package init(bounds: PixelRect) {
        self.bounds = bounds
        columns = [Double](repeating: 0, count: bounds.width)
    }

    /// Adds the rows of `band`, a part of the layer (rows outside `bounds` are ignored).
    package mutating func add(_ band: PixelLayer) {
        let x0 = max(bounds.minX, band.bounds.minX), x1 = min(bounds.maxX, band.bounds.maxX)
        let y0 = max(bounds.minY, band.bounds.minY), y1 = min(bounds.maxY, band.bounds.maxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            let row = (y - band.bounds.minY) * band.bounds.width - band.bounds.minX
            for x in x0..<x1 { columns[x - bounds.minX] += Double(band.pixels[row + x].w) }
        }
    }

    /// The x of the vertical line with `fraction` (0…1) of the total alpha
    /// on `side`, each pixel's alpha spread evenly over its width; nil when
    /// the total is 0.
    package func splitLine(fraction: Double, keeping side: VerticalSide) -> Double? {
        let width = bounds.width
        let total = columns.reduce(0, +)
        guard total > 0 else { return nil }
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        // Sweep from the on side's edge until the wanted mass is reached.
        let target = f * total
        var sum = 0.0
        let order = side == .left ? Array(0..<width) : Array((0..<width).reversed())
        for x in order {
            let column = columns[x]
            if sum + column >= target, column > 0 {
                let share = (target - sum) / column
                let left = Double(bounds.minX + x)
                return side == .left ? left + share : left + 1 - share
            }
            sum += column
        }
        return side == .left ? Double(bounds.minX + width) : Double(bounds.minX)
    }
}
