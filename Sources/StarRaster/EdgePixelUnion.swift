import StarGeometry

/// Makes a polygon's coverage the exact area of its non-zero region where
/// the rasterizer's min(|∫w|, 1) is not: a pixel no edge crosses has one
/// winding number all over, so its coverage (0 or 1) is exact already; every
/// pixel an edge crosses is computed again by `PixelUnionArea` from all the
/// polygon's edges in its row. One glyph's overlapping contours (or
/// overlapping components of a composite) then count once, as the union of
/// a line's glyphs does between glyphs.
package struct EdgePixelUnion: Sendable {
    private var rowEdges: [PixelUnionArea.RowEdge] = []
    private var columns: [Bool] = []
    private var pixelArea = PixelUnionArea()

    /// Pixels computed again, over every repair this value has made.
    package private(set) var pixelsComputed = 0

    package init() {}

    /// Replaces the coverage of every pixel of `mask` that an edge of
    /// `polygon` (moved by `dx`, `dy` into the mask's own pixel grid, whose
    /// (0, 0) is the mask's first pixel) crosses.
    package mutating func repair(_ mask: inout CoverageMask, polygon: Polygon, dx: Double, dy: Double) {
        let width = mask.width
        guard width > 0 else { return }
        for row in 0..<mask.height {
            rowEdges.removeAll(keepingCapacity: true)
            PixelUnionArea.appendRowEdges(of: polygon, dx: dx, dy: dy, rowY: Double(row), to: &rowEdges)
            guard !rowEdges.isEmpty else { continue }
            columns.removeAll(keepingCapacity: true)
            columns.append(contentsOf: repeatElement(false, count: width))
            for edge in rowEdges {
                let lo = min(edge.xTop, edge.xBottom), hi = max(edge.xTop, edge.xBottom)
                let first = max(0, Int(lo.rounded(.down)))
                let last = min(width - 1, max(first, Int(hi.rounded(.up)) - 1))
                guard first <= last else { continue }
                for column in first...last { columns[column] = true }
            }
            for column in 0..<width where columns[column] {
                let area = pixelArea.area(of: rowEdges, x: Double(column), rowY: Double(row))
                mask.values[row * width + column] = Self.snapped(Float(area))
                pixelsComputed += 1
            }
        }
    }

    /// Float residues next to 0 or 1 snapped, as the rasterizer's fill rule does.
    private static func snapped(_ v: Float) -> Float {
        if v >= 1 - FillRule.snapTolerance { return 1 }
        if v <= FillRule.snapTolerance { return 0 }
        return v
    }
}
