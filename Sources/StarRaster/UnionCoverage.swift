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
/// (`PixelUnionArea`).
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

    private var counts: [UInt8] = []
    private var rowEdges: [PixelUnionArea.RowEdge] = []
    private var pixelArea = PixelUnionArea()
    private var involved: [Int] = []

    package init() {}

    /// The union's coverage over the pixels the parts cover, restricted to
    /// `rows` when given; nil when there is nothing to cover.
    package mutating func coverage(of parts: [Part], rows: Range<Int>? = nil) -> CoverageMask? {
        var bounds: PixelRect? = nil
        for part in parts where part.mask.width > 0 && part.mask.height > 0 {
            bounds = bounds.map { Self.hull($0, part.mask.bounds) } ?? part.mask.bounds
        }
        guard var bounds else { return nil }
        if let rows {
            bounds = bounds.intersection(PixelRect(minX: bounds.minX, minY: rows.lowerBound,
                                                   width: bounds.width, height: rows.count))
            guard bounds.width > 0, bounds.height > 0 else { return nil }
        }
        let width = bounds.width, count = width * bounds.height
        var values = [Float](repeating: 0, count: count)
        counts.removeAll(keepingCapacity: true)
        counts.append(contentsOf: repeatElement(0, count: count))
        var overlaps = 0
        for (index, part) in parts.enumerated() {
            // A part whose box meets no other's shares no pixel: copied without counting.
            if Self.meetsAnother(parts, index) {
                overlaps += Self.add(part.mask, to: &values, counts: &counts, in: bounds)
            } else {
                Self.copy(part.mask, to: &values, in: bounds)
            }
        }
        if overlaps > 0 { fixOverlaps(parts, values: &values, in: bounds) }
        return CoverageMask(originX: bounds.minX, originY: bounds.minY, width: width, height: bounds.height, values: values)
    }

    /// Whether the mask of `parts[index]` meets another part's.
    private static func meetsAnother(_ parts: [Part], _ index: Int) -> Bool {
        let box = parts[index].mask.bounds
        for (other, part) in parts.enumerated() where other != index {
            let meet = part.mask.bounds.intersection(box)
            if meet.width > 0 && meet.height > 0 { return true }
        }
        return false
    }

    /// Writes `mask` into `values` over `bounds`, where no other part covers.
    private static func copy(_ mask: CoverageMask, to values: inout [Float], in bounds: PixelRect) {
        let area = mask.bounds.intersection(bounds)
        guard area.width > 0, area.height > 0 else { return }
        mask.values.withUnsafeBufferPointer { source in
            values.withUnsafeMutableBufferPointer { values in
                guard let source = source.baseAddress, let target = values.baseAddress else { return }
                for y in area.minY..<area.maxY {
                    let from = (y - mask.originY) * mask.width + area.minX - mask.originX
                    let to = (y - bounds.minY) * bounds.width + area.minX - bounds.minX
                    (target + to).update(from: source + from, count: area.width)
                }
            }
        }
    }

    /// Adds `mask` into `values` over `bounds`, counting the shapes covering
    /// each pixel (up to 2); returns how many pixels reached 2.
    private static func add(_ mask: CoverageMask, to values: inout [Float], counts: inout [UInt8], in bounds: PixelRect) -> Int {
        let area = mask.bounds.intersection(bounds)
        guard area.width > 0, area.height > 0 else { return 0 }
        var overlaps = 0
        mask.values.withUnsafeBufferPointer { source in
            values.withUnsafeMutableBufferPointer { values in
                counts.withUnsafeMutableBufferPointer { counts in
                    for y in area.minY..<area.maxY {
                        let from = (y - mask.originY) * mask.width - mask.originX
                        let to = (y - bounds.minY) * bounds.width - bounds.minX
                        for x in area.minX..<area.maxX {
                            let v = source[from + x]
                            guard v > 0 else { continue }
                            values[to + x] += v
                            if counts[to + x] == 1 { overlaps += 1 }
                            counts[to + x] = min(counts[to + x] + 1, 2)
                        }
                    }
                }
            }
        }
        return overlaps
    }

    /// Replaces every pixel two or more parts cover by the exact area of
    /// their union there.
    private mutating func fixOverlaps(_ parts: [Part], values: inout [Float], in bounds: PixelRect) {
        for row in 0..<bounds.height {
            let start = row * bounds.width
            guard counts[start..<(start + bounds.width)].contains(2) else { continue }
            let y = bounds.minY + row
            // The parts covering some overlap pixel of this row; the others
            // have no winding in those pixels.
            involved.removeAll(keepingCapacity: true)
            for (index, part) in parts.enumerated() where part.mask.bounds.minY <= y && y < part.mask.bounds.maxY {
                let maskRow = (y - part.mask.originY) * part.mask.width
                for column in 0..<bounds.width where counts[start + column] == 2 {
                    let x = bounds.minX + column - part.mask.originX
                    if x >= 0, x < part.mask.width, part.mask.values[maskRow + x] > 0 {
                        involved.append(index)
                        break
                    }
                }
            }
            rowEdges.removeAll(keepingCapacity: true)
            for index in involved {
                PixelUnionArea.appendRowEdges(of: parts[index].polygon, dx: parts[index].dx, dy: parts[index].dy,
                                              rowY: Double(y), to: &rowEdges)
            }
            for column in 0..<bounds.width where counts[start + column] == 2 {
                let area = pixelArea.area(of: rowEdges, x: Double(bounds.minX + column), rowY: Double(y))
                values[start + column] = Self.snapped(Float(area))
            }
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
