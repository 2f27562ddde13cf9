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

    package func transformed(by transform: AffineTransform) -> Polygon {
        Polygon(contours: contours.map { $0.map(transform.apply) })
    }

    /// As a `Path` of closed polygons.
    public var path: Path {
        var path = Path()
        for contour in contours { path.append(Path(polygon: contour)) }
        return path
    }
}

extension Polygon {
    /// The contours without repeated consecutive vertices (nor a last vertex
    /// repeating the first) and without contours of fewer than three
    /// vertices: what edge-based constructions (insets, fillets) need, since
    /// a zero-length edge has no direction.
    ///
    /// Vertices closer than `tolerance` px count as repeated.
    public func withoutRepeatedVertices(tolerance: Double = 1e-9) -> Polygon {
        var contours: [[Point]] = []
        for contour in self.contours {
            var kept: [Point] = []
            kept.reserveCapacity(contour.count)
            for p in contour {
                if let last = kept.last, (p - last).length <= tolerance { continue }
                kept.append(p)
            }
            while kept.count > 1, let first = kept.first, let last = kept.last, (first - last).length <= tolerance {
                kept.removeLast()
            }
            if kept.count >= 3 { contours.append(kept) }
        }
        return Polygon(contours: contours)
    }

    /// The same region traced the other way round (every contour reversed):
    /// its winding numbers are negated, so adding it to another polygon's
    /// contours subtracts it.
    public var reversed: Polygon { Polygon(contours: contours.map { $0.reversed() }) }
}
