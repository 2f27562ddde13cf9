@testable import StarBadge
import StarGeometry
import StarRaster
import StarText

/// The slow, obviously correct reference for a line's text coverage (issue
/// 36): every glyph outline flattened to 1/2000 px (a chord of a curve moves
/// a pixel's area by under 0.2/255 at that distance), every edge of every
/// glyph of the line taken together, and in each pixel the area where their
/// winding number is non-zero, computed exactly: each pixel row is cut into
/// slabs at every edge end, every crossing of two edges and every crossing
/// of an edge with a pixel column boundary; inside a slab no edge starts,
/// ends, changes order or changes column, so the covered length in each
/// pixel is linear in y and its value at the slab's middle times the slab's
/// height is the area. Nothing in it is shared with the renderer but the
/// glyph outlines (as FreeType gives them) and their positions.
enum ExactTextCoverage {
    /// The flattening tolerance of the reference, px.
    static let tolerance = 1.0 / 2000

    /// An edge, top end first; +1 going down, −1 going up.
    struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var winding: Int

        func x(at y: Double) -> Double { x0 + (y - y0) * (x1 - x0) / (y1 - y0) }
    }

    /// Every edge of the line's outline glyphs, each at its pen position:
    /// the position the renderer draws it at (`GlyphPlacement`, 1/64 px) when
    /// `snapped`, else the shaped position itself.
    static func edges(_ paint: TextPaint, snapped: Bool = true) -> [Edge] {
        var edges: [Edge] = []
        let glyphs = (try? paint.line.outlineGlyphs(baselineOrigin: paint.origin, letterSpacing: paint.letterSpacing,
                                                   from: paint.outlines)) ?? []
        for glyph in glyphs {
            guard let placement = GlyphPlacement(glyph.position), let outline = try? glyph.key.outline() else { continue }
            edges += Self.edges(of: outline, at: snapped ? placement.position : glyph.position)
        }
        return edges
    }

    /// The edges of `path` flattened to `tolerance`, moved by `pen`.
    static func edges(of path: Path, at pen: Point) -> [Edge] {
        var edges: [Edge] = []
        for contour in path.flattened(tolerance: tolerance).contours where contour.count >= 2 {
            var previous = contour[contour.count - 1]
            for point in contour {
                let a = Point(x: previous.x + pen.x, y: previous.y + pen.y), b = Point(x: point.x + pen.x, y: point.y + pen.y)
                previous = point
                if a.y < b.y {
                    edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1))
                } else if a.y > b.y {
                    edges.append(Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
                }
            }
        }
        return edges
    }

    /// The exact non-zero area of `edges` in every pixel of `bounds`, row-major.
    static func coverage(of edges: [Edge], over bounds: PixelRect) -> [Double] {
        var values = [Double](repeating: 0, count: bounds.width * bounds.height)
        for row in 0..<bounds.height {
            let top = Double(bounds.minY + row), bottom = top + 1
            // The edges clipped to the row.
            var rowEdges: [Edge] = []
            for e in edges where e.y1 > top && e.y0 < bottom {
                let y0 = max(e.y0, top), y1 = min(e.y1, bottom)
                guard y0 < y1 else { continue }
                rowEdges.append(Edge(x0: y0 == e.y0 ? e.x0 : e.x(at: y0), y0: y0, x1: y1 == e.y1 ? e.x1 : e.x(at: y1), y1: y1,
                                     winding: e.winding))
            }
            var breaks = [top, bottom]
            for e in rowEdges {
                breaks.append(e.y0)
                breaks.append(e.y1)
                let lo = min(e.x0, e.x1), hi = max(e.x0, e.x1)
                var column = lo.rounded(.down) + 1
                while column < hi {
                    breaks.append(e.y0 + (column - e.x0) * (e.y1 - e.y0) / (e.x1 - e.x0))
                    column += 1
                }
            }
            // Crossings of two edges, found among edges whose x ranges meet.
            let byLeft = rowEdges.sorted { min($0.x0, $0.x1) < min($1.x0, $1.x1) }
            for i in byLeft.indices {
                let a = byLeft[i]
                let aRight = max(a.x0, a.x1)
                for b in byLeft[(i + 1)...] {
                    guard min(b.x0, b.x1) <= aRight else { break }
                    let y0 = max(a.y0, b.y0), y1 = min(a.y1, b.y1)
                    guard y0 < y1 else { continue }
                    let gap0 = a.x(at: y0) - b.x(at: y0), gap1 = a.x(at: y1) - b.x(at: y1)
                    guard (gap0 < 0 && gap1 > 0) || (gap0 > 0 && gap1 < 0) else { continue }
                    breaks.append(y0 + (y1 - y0) * gap0 / (gap0 - gap1))
                }
            }
            breaks.sort()
            // Sweep the slabs top to bottom with the edges that span each.
            let byTop = rowEdges.sorted { $0.y0 < $1.y0 }
            var next = 0
            var active: [Edge] = []
            var previous = breaks[0]
            for y in breaks.dropFirst() where y > previous {
                let middle = (previous + y) / 2, height = y - previous
                previous = y
                while next < byTop.count && byTop[next].y0 < middle {
                    active.append(byTop[next])
                    next += 1
                }
                active.removeAll { $0.y1 <= middle }
                var crossings = active.map { (x: $0.x(at: middle), winding: $0.winding) }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (i, crossing) in crossings.enumerated() {
                    winding += crossing.winding
                    guard winding != 0, i + 1 < crossings.count else { continue }
                    let x0 = crossing.x - Double(bounds.minX), x1 = crossings[i + 1].x - Double(bounds.minX)
                    guard x1 > x0 else { continue }
                    for column in max(0, Int(x0.rounded(.down)))..<min(bounds.width, max(0, Int(x1.rounded(.up)))) {
                        let covered = min(x1, Double(column + 1)) - max(x0, Double(column))
                        if covered > 0 { values[row * bounds.width + column] += covered * height }
                    }
                }
            }
        }
        return values
    }

    /// How far `mask` is from the exact union of `edges`, in 1/255: the
    /// largest and the mean difference over `mask`'s pixels and a one-pixel
    /// ring around them (where the mask is 0), and where the largest is.
    static func difference(_ mask: CoverageMask, _ edges: [Edge]) -> (max: Double, mean: Double, at: (x: Int, y: Int)) {
        let bounds = PixelRect(minX: mask.originX - 1, minY: mask.originY - 1, width: mask.width + 2, height: mask.height + 2)
        let exact = coverage(of: edges, over: bounds)
        var largest = 0.0, sum = 0.0, at = (x: bounds.minX, y: bounds.minY)
        for y in 0..<bounds.height {
            for x in 0..<bounds.width {
                let mx = x - 1, my = y - 1
                let ours = mx >= 0 && my >= 0 && mx < mask.width && my < mask.height ? Double(mask[mx, my]) : 0
                let d = abs(ours - exact[y * bounds.width + x]) * 255
                sum += d
                if d > largest { largest = d; at = (bounds.minX + x, bounds.minY + y) }
            }
        }
        return (largest, sum / Double(max(1, bounds.width * bounds.height)), at)
    }
}
