/// A filled region bounded by closed contours of straight edges, in px.
/// Each contour is implicitly closed (last vertex joins the first).
public struct Polygon: Hashable, Sendable {
    public var contours: [[Point]]

    public init(contours: [[Point]]) { self.contours = contours }

    /// A single-contour polygon.
    public init(_ vertices: [Point]) { self.contours = [vertices] }

    /// Bounding box of all vertices, or nil when there are none.
    public var bounds: Rect? { Rect.bounding(contours.lazy.joined()) }

    /// Signed area by the shoelace formula: positive when the contours run
    /// clockwise on screen (y down). For a simple polygon |signedArea| is its area.
    public var signedArea: Double {
        var sum = 0.0
        for contour in contours where contour.count >= 3 {
            var previous = contour[contour.count - 1]
            for p in contour {
                sum += previous.x * p.y - p.x * previous.y
                previous = p
            }
        }
        return sum / 2
    }

    public func transformed(by transform: AffineTransform) -> Polygon {
        Polygon(contours: contours.map { $0.map(transform.apply) })
    }

    /// As a `Path` of closed polygons.
    public var path: Path {
        var path = Path()
        for contour in contours { path.append(Path(polygon: contour)) }
        return path
    }
}
