import StarGeometry

/// The exact area of the non-zero region of a set of straight edges inside
/// one pixel: what the union of overlapping shapes covers there, where the
/// rasterizer's integral of the winding number (min(|∫w|, 1)) counts a
/// doubly covered part twice.
///
/// The pixel's row is cut into horizontal slabs at every edge end, every
/// crossing of two edges inside the pixel and every crossing of the pixel's
/// left or right side. Inside a slab no edge starts, ends or changes order
/// within the pixel, so the covered length across the pixel is linear in y,
/// and its value at the slab's middle times the slab's height is exact.
package struct PixelUnionArea: Sendable {
    /// An edge clipped to one pixel row, top end first.
    package struct RowEdge: Sendable {
        package var xTop: Double
        package var yTop: Double
        package var xBottom: Double
        package var yBottom: Double
        /// +1 for an edge going down, −1 going up (the winding it adds to its right).
        package var winding: Int32

        var minX: Double { min(xTop, xBottom) }
        var maxX: Double { max(xTop, xBottom) }

        @inline(__always)
        func x(at y: Double) -> Double {
            xTop + (y - yTop) * (xBottom - xTop) / (yBottom - yTop)
        }
    }

    /// Scratch kept between pixels: slab boundaries and one scanline's crossings.
    private var breaks: [Double] = []
    private var crossings: [(x: Double, winding: Int32)] = []
    private var near: [Int] = []
    /// Heights where the winding at the pixel's left side goes up or down by one.
    private var rises: [Double] = []
    private var falls: [Double] = []

    package init() {}

    /// The edges of `polygon` (moved by `dx`, `dy`) that cross the pixel row
    /// [`rowY`, `rowY` + 1), clipped to it, appended to `edges`.
    package static func appendRowEdges(of polygon: Polygon, dx: Double, dy: Double, rowY: Double,
                                       to edges: inout [RowEdge]) {
        let top = rowY, bottom = rowY + 1
        for contour in polygon.contours where contour.count >= 2 {
            var previous = contour[contour.count - 1]
            for point in contour {
                defer { previous = point }
                let ay = previous.y + dy, by = point.y + dy
                guard ay != by, max(ay, by) > top, min(ay, by) < bottom else { continue }
                let ax = previous.x + dx, bx = point.x + dx
                let (x0, y0, x1, y1, winding): (Double, Double, Double, Double, Int32) =
                    ay < by ? (ax, ay, bx, by, 1) : (bx, by, ax, ay, -1)
                let slope = (x1 - x0) / (y1 - y0)
                let yTop = max(y0, top), yBottom = min(y1, bottom)
                guard yTop < yBottom else { continue }
                let xTop = yTop == y0 ? x0 : x0 + (yTop - y0) * slope
                let xBottom = yBottom == y1 ? x1 : x0 + (yBottom - y0) * slope
                edges.append(RowEdge(xTop: xTop, yTop: yTop, xBottom: xBottom, yBottom: yBottom, winding: winding))
            }
        }
    }

    /// The area (0…1) of pixel [`x`, `x` + 1) × [`rowY`, `rowY` + 1) where the
    /// winding number of `edges` is non-zero. `edges` are clipped to the row
    /// and must include every edge of the shapes that reaches left of x + 1
    /// in the row (those further left set the winding the pixel starts with).
    ///
    /// An edge wholly left of the pixel only sets the winding at its left
    /// side while it lasts, so it is kept as two changes of that winding
    /// (sorted, then swept with the slabs); only the few edges reaching into
    /// the pixel are intersected at each slab. The work is then
    /// O(E log E + slabs × edges in the pixel), not O(slabs × E): finer
    /// flattening makes a row's edges many.
    package mutating func area(of edges: [RowEdge], x: Double, rowY: Double) -> Double {
        let left = x, right = x + 1
        breaks.removeAll(keepingCapacity: true)
        near.removeAll(keepingCapacity: true)
        rises.removeAll(keepingCapacity: true)
        falls.removeAll(keepingCapacity: true)
        breaks.append(rowY)
        breaks.append(rowY + 1)
        // Ends on the row's top or bottom are breaks already: kept out of the
        // sorts (most edges cross the whole row), and a change of winding at
        // the top is the winding the row starts with.
        let top = rowY, bottom = rowY + 1
        var startWinding: Int32 = 0
        for (index, edge) in edges.enumerated() where edge.minX < right {
            let startsInside = edge.yTop > top, endsInside = edge.yBottom < bottom
            if startsInside { breaks.append(edge.yTop) }
            if endsInside { breaks.append(edge.yBottom) }
            guard edge.maxX > left else {
                // Winding +w from its top to its bottom at the pixel's left side.
                if startsInside {
                    if edge.winding > 0 { rises.append(edge.yTop) } else { falls.append(edge.yTop) }
                } else {
                    startWinding += edge.winding
                }
                if endsInside {
                    if edge.winding > 0 { falls.append(edge.yBottom) } else { rises.append(edge.yBottom) }
                }
                continue
            }
            near.append(index)
            // Where the edge crosses the pixel's sides.
            let dydx = (edge.yBottom - edge.yTop) / (edge.xBottom - edge.xTop)
            if edge.minX < left && left < edge.maxX { breaks.append(edge.yTop + (left - edge.xTop) * dydx) }
            if edge.minX < right && right < edge.maxX { breaks.append(edge.yTop + (right - edge.xTop) * dydx) }
        }
        // Where two edges reaching into the pixel cross inside it.
        for i in near.indices {
            let a = edges[near[i]]
            for j in near.indices where j > i {
                let b = edges[near[j]]
                let top = max(a.yTop, b.yTop), bottom = min(a.yBottom, b.yBottom)
                guard top < bottom else { continue }
                let gapTop = a.x(at: top) - b.x(at: top), gapBottom = a.x(at: bottom) - b.x(at: bottom)
                guard (gapTop < 0 && gapBottom > 0) || (gapTop > 0 && gapBottom < 0) else { continue }
                breaks.append(top + (bottom - top) * gapTop / (gapTop - gapBottom))
            }
        }
        Self.sort(&breaks)
        Self.sort(&rises)
        Self.sort(&falls)
        var area = 0.0
        var previous = breaks[0]
        var risen = 0, fallen = 0
        for y in breaks.dropFirst() where y > previous {
            // A slab's middle is never a break, so no change of winding sits on it.
            let middle = (previous + y) / 2
            while risen < rises.count && rises[risen] < middle { risen += 1 }
            while fallen < falls.count && falls[fallen] < middle { fallen += 1 }
            area += coveredLength(edges, startingWith: startWinding + Int32(risen - fallen), at: middle, left: left, right: right)
                * (y - previous)
            previous = y
        }
        return min(max(area, 0), 1)
    }

    /// The length of [left, right) where the winding at height `y` is
    /// non-zero, the winding being `base` at the pixel's left side before
    /// the edges reaching into it (`near`, a few: sorted by insertion).
    private mutating func coveredLength(_ edges: [RowEdge], startingWith base: Int32, at y: Double,
                                        left: Double, right: Double) -> Double {
        crossings.removeAll(keepingCapacity: true)
        for index in near {
            let edge = edges[index]
            guard edge.yTop < y && y < edge.yBottom else { continue }
            var slot = crossings.count
            let crossing = (x: edge.x(at: y), winding: edge.winding)
            crossings.append(crossing)
            while slot > 0 && crossings[slot - 1].x > crossing.x {
                crossings[slot] = crossings[slot - 1]
                slot -= 1
            }
            crossings[slot] = crossing
        }
        var winding = base
        var length = 0.0
        var start = left
        for crossing in crossings {
            let before = winding
            winding += crossing.winding
            if before == 0, winding != 0 {
                start = crossing.x
            } else if before != 0, winding == 0 {
                length += max(0, min(crossing.x, right) - max(start, left))
            }
        }
        // Still inside at the last crossing left of `right`: covered to the pixel's right side.
        if winding != 0 { length += max(0, right - max(start, left)) }
        return length
    }

    /// Sorts a few values in place: insertion below 32 (a pixel's breaks are
    /// mostly that few, where the library's stable sort spent a fifth of a
    /// joined label's time), the library's sort above.
    private static func sort(_ values: inout [Double]) {
        guard values.count > 1 else { return }
        guard values.count < 32 else {
            values.sort()
            return
        }
        values.withUnsafeMutableBufferPointer { v in
            for i in 1..<v.count {
                let value = v[i]
                var j = i
                while j > 0 && v[j - 1] > value {
                    v[j] = v[j - 1]
                    j -= 1
                }
                v[j] = value
            }
        }
    }
}
