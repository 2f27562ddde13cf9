/// Slow, obviously correct coverage: the area of a polygon inside each
/// pixel square, by clipping the polygon to the square (Sutherland–Hodgman)
/// and taking the shoelace area. Everything in Double.
public enum ExactCoverage {
    public typealias Vertex = (x: Double, y: Double)

    /// Signed area of `polygon` ∩ [x0, x0+1] × [y0, y0+1] (the integral of the
    /// winding number over the square; |value| is the covered area of a simple polygon).
    public static func area(of polygon: [Vertex], inPixelX x0: Int, y y0: Int) -> Double {
        let left = Double(x0), top = Double(y0)
        var points = polygon
        points = clip(points, inside: { $0.x >= left }, cross: { a, b in at(x: left, a, b) })
        points = clip(points, inside: { $0.x <= left + 1 }, cross: { a, b in at(x: left + 1, a, b) })
        points = clip(points, inside: { $0.y >= top }, cross: { a, b in at(y: top, a, b) })
        points = clip(points, inside: { $0.y <= top + 1 }, cross: { a, b in at(y: top + 1, a, b) })
        return shoelace(points)
    }

    /// The polygon cut by the vertical line x = line, keeping one side.
    public static func clip(_ polygon: [Vertex], toLeftOf line: Double) -> [Vertex] {
        clip(polygon, inside: { $0.x <= line }, cross: { a, b in at(x: line, a, b) })
    }

    public static func clip(_ polygon: [Vertex], toRightOf line: Double) -> [Vertex] {
        clip(polygon, inside: { $0.x >= line }, cross: { a, b in at(x: line, a, b) })
    }

    public static func shoelace(_ points: [Vertex]) -> Double {
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = points[points.count - 1]
        for p in points {
            sum += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return sum / 2
    }

    private static func clip(_ polygon: [Vertex], inside: (Vertex) -> Bool,
                             cross: (Vertex, Vertex) -> Vertex) -> [Vertex] {
        guard let last = polygon.last else { return [] }
        var out: [Vertex] = []
        var previous = last
        for current in polygon {
            if inside(current) {
                if !inside(previous) { out.append(cross(previous, current)) }
                out.append(current)
            } else if inside(previous) {
                out.append(cross(previous, current))
            }
            previous = current
        }
        return out
    }

    private static func at(x: Double, _ a: Vertex, _ b: Vertex) -> Vertex {
        (x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
    }

    private static func at(y: Double, _ a: Vertex, _ b: Vertex) -> Vertex {
        (a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y)
    }
}
