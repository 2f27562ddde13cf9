import StarGeometry

/// Coverage of the union of shapes (a line's glyphs), each given with its
/// own exact coverage and its edges.
///
/// Most pixels are covered by one shape at most, and there a shape's own
/// coverage is already the union's: it passes straight through. Where two or
/// more shapes both cover part of a pixel (glyphs joining in Arabic, a
/// Devanagari headline, overlapping Latin letters), the sum of their
/// coverages counts the shared part twice; those pixels alone are computed
/// again as the exact area of the non-zero union of every edge there
/// (`PixelUnionArea`), from the parts whose boxes hold the pixel: the work
/// follows how many glyphs overlap at a place, never the length of the line.
package struct UnionCoverage: Sendable {
    /// One shape of the union.
    package struct Part: Sendable {
        /// The shape's coverage alone, in canvas pixels.
        package var mask: CoverageMask
        /// Its outline, flattened, in local coordinates; placed at (`dx`, `dy`).
        package var polygon: Polygon
        package var dx: Double
        package var dy: Double

        package init(mask: CoverageMask, polygon: Polygon, dx: Double, dy: Double) {
            self.mask = mask
            self.polygon = polygon
            self.dx = dx
            self.dy = dy
        }
    }

    private var rowEdges: [PixelUnionArea.RowEdge] = []
    private var pixelEdges: [PixelUnionArea.RowEdge] = []
    private var pixelArea = PixelUnionArea()
    /// Scratch of the sweep along a row: the parts whose boxes hold the
    /// current pixel, each with where its box ends and its edges in `rowEdges`.
    private var active: [(maxX: Int, edges: Range<Int>)] = []
    /// Scratch: the parts' boxes by their left edge, and the pixels (indices into
    /// the union's values) two or more parts cover, each once.
    private var boxes: [(box: PixelRect, part: Int)] = []
    private var shared: [Int] = []
    private var isShared: [Bool] = []

    /// Glyph-pixel visits: for every shared pixel, the parts whose edges it
    /// is computed from, added up over every union this value has made (what
    /// the exact step's work follows).
    package private(set) var partPixelVisits = 0

    package init() {}

    /// The union's coverage over the pixels the parts cover, restricted to
    /// `rows` when given; nil when there is nothing to cover.
    package mutating func coverage(of parts: [Part], rows: Range<Int>? = nil) -> CoverageMask? {
        // Parts are read in place, by index: a copy of one would retain its arrays.
        var bounds: PixelRect? = nil
        for index in parts.indices where parts[index].mask.width > 0 && parts[index].mask.height > 0 {
            let box = parts[index].mask.bounds
            bounds = bounds.map { Self.hull($0, box) } ?? box
        }
        guard var bounds else { return nil }
        if let rows {
            bounds = bounds.intersection(PixelRect(minX: bounds.minX, minY: rows.lowerBound,
                                                   width: bounds.width, height: rows.count))
            guard bounds.width > 0, bounds.height > 0 else { return nil }
        }
        var values = [Float](repeating: 0, count: bounds.width * bounds.height)
        // The sum of the parts: each pixel one part covers is already the union's.
        values.withUnsafeMutableBufferPointer { values in
            for index in parts.indices { Self.add(parts[index].mask, to: values, in: bounds) }
        }
        findSharedPixels(parts, in: bounds)
        if !shared.isEmpty { fixSharedPixels(parts, values: &values, in: bounds) }
        return CoverageMask(originX: bounds.minX, originY: bounds.minY, width: bounds.width, height: bounds.height,
                            values: values)
    }

    /// Adds `mask` into `values` (a `bounds`-sized image) where they meet.
    private static func add(_ mask: CoverageMask, to values: UnsafeMutableBufferPointer<Float>, in bounds: PixelRect) {
        let area = mask.bounds.intersection(bounds)
        guard area.width > 0, area.height > 0 else { return }
        mask.values.withUnsafeBufferPointer { source in
            guard let source = source.baseAddress, let target = values.baseAddress else { return }
            for y in area.minY..<area.maxY {
                let from = source + (y - mask.originY) * mask.width + area.minX - mask.originX
                let to = target + (y - bounds.minY) * bounds.width + area.minX - bounds.minX
                for x in 0..<area.width { to[x] += from[x] }
            }
        }
    }

    /// Collects in `shared` the pixels of `bounds` that two or more parts
    /// cover: only where two parts' boxes meet, found by sweeping the parts
    /// from left to right.
    private mutating func findSharedPixels(_ parts: [Part], in bounds: PixelRect) {
        shared.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        for index in parts.indices where parts[index].mask.width > 0 && parts[index].mask.height > 0 {
            boxes.append((parts[index].mask.bounds, index))
        }
        // Glyphs of a left-to-right line come in order already.
        if !boxes.indices.dropFirst().allSatisfy({ boxes[$0 - 1].box.minX <= boxes[$0].box.minX }) {
            boxes.sort { $0.box.minX < $1.box.minX }
        }
        for position in boxes.indices {
            let (box, first) = boxes[position]
            for (other, second) in boxes[(position + 1)...] {
                guard other.minX < box.maxX else { break }
                let meet = box.intersection(other).intersection(bounds)
                guard meet.width > 0, meet.height > 0 else { continue }
                markShared(parts[first].mask, parts[second].mask, over: meet, in: bounds)
            }
        }
        for index in shared { isShared[index] = false }
        shared.sort()
    }

    /// Marks the pixels of `meet` that both masks cover.
    private mutating func markShared(_ a: CoverageMask, _ b: CoverageMask, over meet: PixelRect, in bounds: PixelRect) {
        if isShared.count < bounds.width * bounds.height {
            isShared.append(contentsOf: repeatElement(false, count: bounds.width * bounds.height - isShared.count))
        }
        for y in meet.minY..<meet.maxY {
            for x in meet.minX..<meet.maxX where a[x - a.originX, y - a.originY] > 0 && b[x - b.originX, y - b.originY] > 0 {
                let index = (y - bounds.minY) * bounds.width + x - bounds.minX
                if !isShared[index] {
                    isShared[index] = true
                    shared.append(index)
                }
            }
        }
    }

    /// Replaces every shared pixel by the exact area of the union there.
    ///
    /// Row by row, the shared pixels are swept from left to right beside the
    /// parts' boxes (`boxes`, by their left side): a part joins when the
    /// sweep reaches its box, its edges in the row clipped once then, and
    /// leaves after its box's right side. Each pixel is computed from the
    /// parts whose boxes hold it. That is exact: a part's contours close
    /// inside its box, so outside it the part adds no winding, and a pixel
    /// outside its box has no edge of it.
    private mutating func fixSharedPixels(_ parts: [Part], values: inout [Float], in bounds: PixelRect) {
        var start = 0
        while start < shared.count {
            let row = shared[start] / bounds.width
            var end = start
            while end < shared.count && shared[end] / bounds.width == row { end += 1 }
            let y = bounds.minY + row
            rowEdges.removeAll(keepingCapacity: true)
            active.removeAll(keepingCapacity: true)
            var next = 0
            for pixel in shared[start..<end] {
                let x = bounds.minX + pixel % bounds.width
                while next < boxes.count && boxes[next].box.minX <= x {
                    let (box, index) = boxes[next]
                    next += 1
                    // A box that ends before this pixel, or misses the row, holds no pixel still to come.
                    guard box.maxX > x, box.minY <= y, y < box.maxY else { continue }
                    let first = rowEdges.count
                    PixelUnionArea.appendRowEdges(of: parts[index].polygon, dx: parts[index].dx, dy: parts[index].dy,
                                                  rowY: Double(y), to: &rowEdges)
                    active.append((box.maxX, first..<rowEdges.count))
                }
                active.removeAll { $0.maxX <= x }
                pixelEdges.removeAll(keepingCapacity: true)
                for part in active { pixelEdges.append(contentsOf: rowEdges[part.edges]) }
                partPixelVisits += active.count
                let area = pixelArea.area(of: pixelEdges, x: Double(x), rowY: Double(y))
                values[pixel] = Self.snapped(Float(area))
            }
            start = end
        }
    }

    /// Float residues next to 0 or 1 snapped, as the rasterizer's fill rule does.
    private static func snapped(_ v: Float) -> Float {
        if v >= 1 - FillRule.snapTolerance { return 1 }
        if v <= FillRule.snapTolerance { return 0 }
        return v
    }

    private static func hull(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return PixelRect(minX: x0, minY: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}
