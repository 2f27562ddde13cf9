import StarGeometry
import StarRaster

/// A slow, obviously-correct model of exact-area coverage.
///
/// For each pixel square, every contour is clipped to the square with
/// Sutherland–Hodgman against its four half-planes, and the signed shoelace
/// areas are summed. Clipping a closed contour to a convex region keeps its
/// winding number inside the region and makes it zero outside, so that sum is
/// the integral of the winding number over the pixel — also for
/// self-intersecting and multi-contour polygons. The fill rule is then applied
/// to that integral, exactly as `FillRule` documents.
enum Reference {
    /// Keeps the part of a closed contour where `inside` holds; `cross` gives
    /// the point where the segment between two points meets the boundary.
    static func clip(_ contour: [Point], inside: (Point) -> Bool,
                     cross: (Point, Point) -> Point) -> [Point] {
        guard let last = contour.last else { return [] }
        var out: [Point] = []
        var s = last
        for e in contour {
            switch (inside(s), inside(e)) {
            case (true, true): out.append(e)
            case (true, false): out.append(cross(s, e))
            case (false, true): out.append(cross(s, e)); out.append(e)
            case (false, false): break
            }
            s = e
        }
        return out
    }

    /// Twice the signed shoelace area, halved.
    static func shoelace(_ contour: [Point]) -> Double {
        guard contour.count >= 3 else { return 0 }
        var sum = 0.0
        for i in contour.indices {
            let p = contour[i], q = contour[(i + 1) % contour.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }

    /// The part of `contour` inside the axis-aligned rectangle.
    static func clip(_ contour: [Point], x0: Double, y0: Double, x1: Double, y1: Double) -> [Point] {
        func atX(_ x: Double) -> (Point, Point) -> Point {
            { a, b in Point(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
        }
        func atY(_ y: Double) -> (Point, Point) -> Point {
            { a, b in Point(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y) }
        }
        var c = clip(contour, inside: { $0.x >= x0 }, cross: atX(x0))
        c = clip(c, inside: { $0.x <= x1 }, cross: atX(x1))
        c = clip(c, inside: { $0.y >= y0 }, cross: atY(y0))
        c = clip(c, inside: { $0.y <= y1 }, cross: atY(y1))
        return c
    }

    /// ∫ winding number over the rectangle (sign follows the shoelace convention).
    static func windingIntegral(_ polygon: Polygon, x0: Double, y0: Double, x1: Double, y1: Double) -> Double {
        polygon.contours.reduce(0) { $0 + shoelace(clip($1, x0: x0, y0: y0, x1: x1, y1: y1)) }
    }

    /// The fill rule applied to a winding integral: nonzero min(|v|, 1),
    /// even-odd the triangle wave of |v| with period 2.
    static func apply(_ rule: FillRule, to integral: Double) -> Double {
        let v = abs(integral)
        switch rule {
        case .nonZero: return min(v, 1)
        case .evenOdd:
            let m = v.truncatingRemainder(dividingBy: 2)
            return m <= 1 ? m : 2 - m
        }
    }

    /// Coverage of pixel (px, py), the square [px, px+1] × [py, py+1].
    static func coverage(_ polygon: Polygon, px: Int, py: Int, rule: FillRule = .nonZero) -> Double {
        let x = Double(px), y = Double(py)
        return apply(rule, to: windingIntegral(polygon, x0: x, y0: y, x1: x + 1, y1: y + 1))
    }

    /// Row-major coverage of a `width × height` grid at the origin.
    /// Pixels outside the polygon's bounding box are 0 without clipping.
    static func mask(_ polygon: Polygon, width: Int, height: Int, rule: FillRule = .nonZero) -> [Double] {
        var values = [Double](repeating: 0, count: width * height)
        guard let b = polygon.bounds else { return values }
        for py in 0..<height where Double(py + 1) > b.minY && Double(py) < b.maxY {
            for px in 0..<width where Double(px + 1) > b.minX && Double(px) < b.maxX {
                values[py * width + px] = coverage(polygon, px: px, py: py, rule: rule)
            }
        }
        return values
    }
}

extension Polygon {
    /// Every vertex moved by (dx, dy), with the same arithmetic as `Rasterizer.add(_:dx:dy:)`.
    func offset(dx: Double, dy: Double) -> Polygon {
        Polygon(contours: contours.map { $0.map { Point(x: $0.x + dx, y: $0.y + dy) } })
    }
}

/// The largest |fast − reference| over a grid.
func maxError(_ mask: CoverageMask, _ reference: [Double]) -> Double {
    precondition(mask.values.count == reference.count)
    var worst = 0.0
    for (fast, ref) in zip(mask.values, reference) {
        worst = max(worst, abs(Double(fast) - ref))
    }
    return worst
}

/// Rasterizes `polygon` shifted by (dx, dy) on a fresh `width × height` grid and
/// returns the worst per-pixel error against the reference.
func rasterError(_ polygon: Polygon, dx: Double = 0, dy: Double = 0,
                 width: Int, height: Int, rule: FillRule) -> Double {
    var rasterizer = Rasterizer(width: width, height: height)
    rasterizer.add(polygon, dx: dx, dy: dy)
    let fast = rasterizer.coverage(fillRule: rule)
    return maxError(fast, Reference.mask(polygon.offset(dx: dx, dy: dy), width: width, height: height, rule: rule))
}

/// 1/255: the contract's tolerance for coverage.
let oneLevel = 1.0 / 255

/// max over the four channels of |a − b|.
func largestDifference(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
    let d = a - b
    return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
}
