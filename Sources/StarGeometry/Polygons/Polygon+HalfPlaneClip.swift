
extension Polygon {
    /// The part of the polygon on one side of the vertical line `x = line`
    /// (Sutherland–Hodgman against one half-plane). Works for non-convex and
    /// multi-contour polygons: the result may contain zero-width edges along
    /// the line, which have no area and so do not change any coverage.
    package func clipped(toVerticalLine line: Double, keeping side: VerticalSide) -> Polygon {
        func inside(_ p: Point) -> Bool { side == .left ? p.x <= line : p.x >= line }
        func crossing(_ a: Point, _ b: Point) -> Point {
            let t = (line - a.x) / (b.x - a.x)
            return Point(x: line, y: a.y + (b.y - a.y) * t)
        }
        var result: [[Point]] = []
        for contour in contours where !contour.isEmpty {
            var out: [Point] = []
            out.reserveCapacity(contour.count + 2)
            var previous = contour[contour.count - 1]
            var previousInside = inside(previous)
            for current in contour {
                let currentInside = inside(current)
                if currentInside {
                    if !previousInside { out.append(crossing(previous, current)) }
                    out.append(current)
                } else if previousInside {
                    out.append(crossing(previous, current))
                }
                previous = current
                previousInside = currentInside
            }
            if out.count >= 3 { result.append(out) }
        }
        return Polygon(contours: result)
    }
}

/// Which side of a vertical line to keep when clipping.
public enum VerticalSide: Sendable {
    case left   // keep x ≤ line
    case right  // keep x ≥ line
}
