import StarGeometry

/// Exact-area scanline rasterizer.
///
/// Every edge adds, cell by cell, the signed area it sweeps to its right; a
/// running sum along each row then gives the integral of the winding number
/// over each pixel square, and a `FillRule` turns that into coverage. For a
/// straight edge the per-cell area is exact (no sampling), so coverage is
/// exact up to float rounding; curves are flattened first.
///
/// A rasterizer owns one accumulation buffer and can be reused for any
/// number of shapes without reallocating.
package struct Rasterizer: Sendable {
    package private(set) var width: Int
    package private(set) var height: Int
    /// The grid's first row, in the coordinates edges are given in: the grid
    /// is rows `firstRow..<firstRow + height`, so a tall shape can be
    /// rasterized one band of rows at a time with the same arithmetic (and
    /// the same coverage, bit for bit) as all at once.
    package private(set) var firstRow = 0
    /// Row stride: one spare cell per row receives the area that leaves the
    /// last pixel, so edges ending exactly at x = width need no special case.
    private var stride: Int { width + 1 }
    private var cells: [Float]

    /// A rasterizer for a `width × height` pixel grid (both ≥ 0).
    package init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0)
        self.width = width
        self.height = height
        self.cells = Array(repeating: 0, count: (width + 1) * height)
    }

    /// Clears the accumulated shapes and sets a new size (and first row),
    /// keeping the buffer.
    package mutating func reset(width: Int, height: Int, firstRow: Int = 0) {
        precondition(width >= 0 && height >= 0)
        self.width = width
        self.height = height
        self.firstRow = firstRow
        let count = (width + 1) * height
        if cells.count == count {
            cells.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: repeatElement(0, count: count))
        }
    }

    /// Adds every contour of `polygon`, shifted by (`dx`, `dy`).
    package mutating func add(_ polygon: Polygon, dx: Double = 0, dy: Double = 0) {
        for contour in polygon.contours where contour.count >= 2 {
            var previous = contour[contour.count - 1]
            for p in contour {
                addLine(from: Point(x: previous.x + dx, y: previous.y + dy),
                        to: Point(x: p.x + dx, y: p.y + dy))
                previous = p
            }
        }
    }

    /// Adds a path, flattening its curves (error ≤ `defaultFlatteningTolerance`).
    package mutating func add(_ path: Path, dx: Double = 0, dy: Double = 0) {
        add(path.flattened(), dx: dx, dy: dy)
    }

    /// Adds one directed edge. Edges going down add positive winding.
    /// Parts outside the grid are handled exactly: above/below are dropped,
    /// right of the grid cannot affect it, left of it acts at x = 0.
    package mutating func addLine(from a: Point, to b: Point) {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        // Coordinates this far out cannot be drawn anyway; bounding them keeps
        // every difference below finite (no ∞ − ∞ = NaN in the splits).
        let limit = 1e9
        guard abs(a.x) <= limit, abs(a.y) <= limit, abs(b.x) <= limit, abs(b.y) <= limit else {
            let clamp = { (p: Point) in Point(x: min(max(p.x, -limit), limit), y: min(max(p.y, -limit), limit)) }
            let (ca, cb) = (clamp(a), clamp(b))
            if ca.y != cb.y { addLine(from: ca, to: cb) }
            return
        }
        let w = Double(width)
        // Split at x = 0 and x = width so each piece is wholly in one band.
        var cuts: [Double] = []
        if (a.x < 0) != (b.x < 0) { cuts.append((0 - a.x) / (b.x - a.x)) }
        if (a.x < w) != (b.x < w) { cuts.append((w - a.x) / (b.x - a.x)) }
        if cuts.isEmpty {
            addBandedLine(a, b)
            return
        }
        cuts.sort()
        var start = a
        for t in cuts {
            let mid = a.lerp(to: b, t)
            addBandedLine(start, mid)
            start = mid
        }
        addBandedLine(start, b)
    }

    /// An edge lying entirely in x ≤ 0, in [0, width], or in x ≥ width.
    private mutating func addBandedLine(_ a: Point, _ b: Point) {
        let midX = (a.x + b.x) / 2
        if midX >= Double(width) { return }
        if midX <= 0 {
            addEdge(Point(x: 0, y: a.y), Point(x: 0, y: b.y))
        } else {
            addEdge(Point(x: max(0, a.x), y: a.y), Point(x: max(0, b.x), y: b.y))
        }
    }

    /// The core: an edge with 0 ≤ x ≤ width, clipped to the grid's rows.
    /// Every row boundary's x is found from the edge's own top end, whether
    /// or not the edge is clipped, so a row's cells do not depend on which
    /// rows the grid holds.
    private mutating func addEdge(_ a: Point, _ b: Point) {
        let (top, bottom, direction) = a.y < b.y ? (a, b, 1.0) : (b, a, -1.0)
        let firstY = Double(firstRow), endY = Double(firstRow + height)
        guard bottom.y > firstY, top.y < endY else { return }
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let startY = max(top.y, firstY), endOfEdge = min(bottom.y, endY)

        let stride = self.stride
        let maxX = Double(width)
        let firstRow = self.firstRow
        cells.withUnsafeMutableBufferPointer { cells in
            var y = startY
            var x = startY == top.y ? top.x : min(maxX, max(0, top.x + (startY - top.y) * dxdy))
            var row = Int(startY.rounded(.down))
            while y < endOfEdge {
                let yNext = min(Double(row + 1), endOfEdge)
                let xNext = min(maxX, max(0, top.x + (yNext - top.y) * dxdy))
                let coverage = (yNext - y) * direction
                Self.accumulateRowPiece(cells, rowStart: (row - firstRow) * stride, x0: x, x1: xNext, dy: coverage)
                x = xNext
                y = yNext
                row += 1
            }
        }
    }

    /// Adds one edge piece inside a single row: it goes from x0 to x1 while
    /// descending `dy` (signed) through the row.
    ///
    /// Cell c must receive dy · (g(c) − g(c−1)), where g(c) is the mean over
    /// the piece of clamp(c + 1 − x, 0, 1): the part of pixel c right of the
    /// edge. With x linear along the piece, g(c) = (R(c+1−lo) − R(c+1−hi)) / (hi − lo),
    /// where R is the integral of clamp(u, 0, 1). g is 0 left of the piece and 1 right of it.
    @inline(__always)
    private static func accumulateRowPiece(
        _ cells: UnsafeMutableBufferPointer<Float>, rowStart: Int, x0: Double, x1: Double, dy: Double
    ) {
        let lo = min(x0, x1), hi = max(x0, x1)
        let first = Int(lo.rounded(.down))
        let last = max(first, Int(hi.rounded(.up)) - 1)  // last cell the piece touches
        if last == first {
            // Within one cell: the area right of the piece is exact from its mean x.
            let right = Double(first + 1) - (lo + hi) / 2
            cells[rowStart + first] += Float(dy * right)
            cells[rowStart + first + 1] += Float(dy * (1 - right))
            return
        }
        let inverseWidth = 1 / (hi - lo)
        // Local coordinates keep the arithmetic small and precise.
        let localLo = lo - Double(first), localHi = hi - Double(first)
        var previous = 0.0
        for k in 0...(last - first) {
            let edge = Double(k + 1)
            let g = (rampIntegral(edge - localLo) - rampIntegral(edge - localHi)) * inverseWidth
            cells[rowStart + first + k] += Float(dy * (g - previous))
            previous = g
        }
        cells[rowStart + last + 1] += Float(dy * (1 - previous))
    }

    /// ∫_{−∞}^{u} clamp(v, 0, 1) dv.
    @inline(__always)
    private static func rampIntegral(_ u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return u - 0.5 }
        return u * u * 0.5
    }

    /// Coverage of everything added so far, for the whole grid, placed at
    /// (`originX`, `originY`) on a canvas.
    package func coverage(fillRule: FillRule = .nonZero, originX: Int = 0, originY: Int = 0) -> CoverageMask {
        var values = [Float](repeating: 0, count: width * height)
        let width = self.width, stride = self.stride
        cells.withUnsafeBufferPointer { cells in
            values.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    var sum: Float = 0
                    let cellRow = row * stride, outRow = row * width
                    for x in 0..<width {
                        sum += cells[cellRow + x]
                        out[outRow + x] = fillRule.coverage(sum)
                    }
                }
            }
        }
        return CoverageMask(originX: originX, originY: originY, width: width, height: height, values: values)
    }

    /// Coverage of `polygon` over `bounds`, reusing this rasterizer's buffer.
    /// - Parameter rows: the canvas rows wanted, nil for all of them. The
    ///   mask then covers only the rectangle's rows among them, with the values
    ///   the whole rectangle's mask has there (a tall image is drawn in bands of
    ///   rows this way); it has no rows when the two do not meet.
    package mutating func coverage(of polygon: Polygon, in bounds: PixelRect, rows: Range<Int>? = nil,
                                  fillRule: FillRule = .nonZero) -> CoverageMask {
        var first = 0, end = bounds.height
        if let rows {
            first = min(max(0, rows.lowerBound - bounds.minY), bounds.height)
            end = max(first, min(bounds.height, rows.upperBound - bounds.minY))
        }
        reset(width: bounds.width, height: end - first, firstRow: first)
        add(polygon, dx: -Double(bounds.minX), dy: -Double(bounds.minY))
        return coverage(fillRule: fillRule, originX: bounds.minX, originY: bounds.minY + first)
    }
}
