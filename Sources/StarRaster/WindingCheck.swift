import StarGeometry

/// Whether a polygon's winding number is only ever 0 or one sign's 1: then
/// the rasterizer's min(|∫w|, 1) is the exact non-zero area in every pixel,
/// and nothing needs the slower exact union (`EdgePixelUnion`).
///
/// True when no two edges meet (consecutive edges of a contour only at
/// their shared vertex) and each side of every contour winds 0 or s, one
/// sign s for the whole polygon: contours that do not cross split the plane
/// into regions each bordered by some contour, so that checks every region.
/// Anything less certain (edges touching, a contour doubling back) answers
/// false, which costs time, never accuracy. Most glyphs answer true: an
/// outer contour and its counter-wound holes. Those with overlapping
/// contours (composites, variable fonts, Noto Sans Devanagari's glyph 461)
/// answer false.
package enum WindingCheck {
    /// The most edges a polygon is checked with.
    package static let mostEdges = 4096

    private struct Segment {
        var a: Point, b: Point
        var minY: Double, maxY: Double, minX: Double, maxX: Double
        /// The contour, and the segment's place in it (for the neighbours' shared vertex).
        var contour: Int, index: Int, count: Int
    }

    package static func windsOnce(_ polygon: Polygon) -> Bool {
        var segments: [Segment] = []
        for (contourIndex, raw) in polygon.contours.enumerated() {
            // Repeated points make zero-length edges: dropped, so neighbours share a vertex.
            var contour: [Point] = []
            for p in raw where contour.last != p { contour.append(p) }
            while contour.count > 1, contour.first == contour.last { contour.removeLast() }
            // Fewer than three points enclose nothing (their edges cancel).
            guard contour.count >= 3 else { continue }
            for i in contour.indices {
                let a = contour[i], b = contour[(i + 1) % contour.count]
                segments.append(Segment(a: a, b: b, minY: min(a.y, b.y), maxY: max(a.y, b.y), minX: min(a.x, b.x),
                                        maxX: max(a.x, b.x), contour: contourIndex, index: i, count: contour.count))
            }
        }
        guard !segments.isEmpty else { return true }
        // The pairs looked at can grow as the square of the edges (a hostile
        // font's glyph): past this many the check is not made and the glyph
        // is repaired, whose work follows its edge pixels.
        guard segments.count <= Self.mostEdges, !anyMeet(segments) else { return false }
        return sidesWindOnce(segments)
    }

    /// Whether two segments meet anywhere but a shared vertex of neighbours.
    private static func anyMeet(_ segments: [Segment]) -> Bool {
        let sorted = segments.sorted { $0.minY < $1.minY }
        for i in sorted.indices {
            let s = sorted[i]
            var j = i + 1
            while j < sorted.count, sorted[j].minY <= s.maxY {
                let t = sorted[j]
                j += 1
                guard t.minX <= s.maxX, s.minX <= t.maxX else { continue }
                if s.contour == t.contour && t.count > 2 {
                    if (s.index + 1) % s.count == t.index {
                        if doublesBack(s.a, s.b, t.b) { return true }
                        continue
                    }
                    if (t.index + 1) % t.count == s.index {
                        if doublesBack(t.a, t.b, s.b) { return true }
                        continue
                    }
                }
                if meet(s.a, s.b, t.a, t.b) { return true }
            }
        }
        return false
    }

    /// Whether c, after a → b, runs back along the same line.
    private static func doublesBack(_ a: Point, _ b: Point, _ c: Point) -> Bool {
        orientation(a, b, c) == 0 && ((b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y)) < 0
    }

    /// Whether closed segments pq and rs have a point in common (touching
    /// counts; their boxes are known to overlap).
    private static func meet(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Bool {
        let o1 = orientation(p, q, r), o2 = orientation(p, q, s)
        let o3 = orientation(r, s, p), o4 = orientation(r, s, q)
        if o1 == 0 && o2 == 0 { return true }  // collinear with overlapping boxes: treated as meeting
        return !(o1 > 0 && o2 > 0) && !(o1 < 0 && o2 < 0) && !(o3 > 0 && o4 > 0) && !(o3 < 0 && o4 < 0)
    }

    private static func orientation(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    /// With no segments meeting: the winding on each side of every contour,
    /// from the middle of its steepest segment, is 0 or s.
    private static func sidesWindOnce(_ segments: [Segment]) -> Bool {
        var steepest: [Int: Int] = [:]
        for (index, s) in segments.enumerated() {
            let height = s.maxY - s.minY
            if let kept = steepest[s.contour], segments[kept].maxY - segments[kept].minY >= height { continue }
            steepest[s.contour] = index
        }
        var positive = false, negative = false
        for (_, index) in steepest {
            let e = segments[index]
            guard e.maxY > e.minY else { return false }  // a contour of horizontal edges only: not judged
            let y = (e.a.y + e.b.y) / 2, x = (e.a.x + e.b.x) / 2
            // Winding left of the point: edges crossing the horizontal line left of it.
            var left = 0
            for (other, s) in segments.enumerated() where other != index {
                let down = s.a.y < s.b.y
                let (top, bottom) = down ? (s.a, s.b) : (s.b, s.a)
                guard top.y <= y, y < bottom.y else { continue }
                let crossing = top.x + (y - top.y) * (bottom.x - top.x) / (bottom.y - top.y)
                if crossing < x { left += down ? 1 : -1 }
            }
            let right = left + (e.a.y < e.b.y ? 1 : -1)
            for w in [left, right] {
                if abs(w) > 1 { return false }
                if w > 0 { positive = true }
                if w < 0 { negative = true }
            }
        }
        return !(positive && negative)
    }
}
