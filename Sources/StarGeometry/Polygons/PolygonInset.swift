/// How `Polygon.inset(by:)` joins neighbouring moved edges.
extension Polygon {
    /// A join whose miter would reach further than this many times the
    /// inset distance from its vertex (an edge folding back on itself, turning
    /// by more than ~179.9°) is cut off (bevelled) instead.
    package static let miterLimit = 1000.0

    /// Every edge moved `distance` px (≥ 0) towards the filled side, each
    /// new vertex where the two moved edges that meet there intersect (exact
    /// miter joins): for a convex corner the point at distance/sin(θ/2) along
    /// the bisector, for a concave one the same on the other side.
    ///
    /// The filled side is the right of each edge for a polygon of positive
    /// `signedArea` (clockwise on screen, y down), the left otherwise;
    /// contours running against the rest (holes) therefore grow.
    ///
    /// This is the raw offset: where an edge is shorter than the inset eats
    /// up, the moved edges cross and form small loops wound the other way
    /// (a "swallowtail"), and an inset wider than the shape turns it inside
    /// out. Regions built from it account for that: see `Polygon.band(width:)`.
    package func inset(by distance: Double) -> Polygon {
        let clean = withoutRepeatedVertices()
        let orientation: Double = clean.signedArea >= 0 ? 1 : -1
        var contours: [[Point]] = []
        for contour in clean.contours {
            let n = contour.count
            var normals: [Point] = []
            normals.reserveCapacity(n)
            for i in 0..<n {
                let d = contour[(i + 1) % n] - contour[i]
                let length = d.length
                normals.append(Point(x: -d.y / length * orientation, y: d.x / length * orientation))
            }
            var out: [Point] = []
            out.reserveCapacity(n)
            for i in 0..<n {
                let incoming = normals[(i + n - 1) % n], outgoing = normals[i]
                let p = contour[i]
                let denominator = 1 + incoming.x * outgoing.x + incoming.y * outgoing.y
                let sum = incoming + outgoing
                // Miter length over distance = |n1 + n2| / (1 + n1·n2).
                if denominator > 0, sum.length <= Self.miterLimit * denominator {
                    out.append(p + sum * (distance / denominator))
                } else {
                    out.append(p + incoming * distance)
                    out.append(p + outgoing * distance)
                }
            }
            contours.append(out)
        }
        return Polygon(contours: contours)
    }

    /// The band of the given width inside the polygon's edge — the region
    /// a stroke of that width drawn inside the outline covers — as contours
    /// to fill with the non-zero rule: the polygon's own contours plus its
    /// `inset(by:)` reversed, i.e. the shape minus the inset shape.
    ///
    /// Where the shape is inset cleanly the two cancel and only the band is
    /// left. Loops of the raw inset (wound backwards) add to the shape's
    /// winding, so they count as band, as they should: they lie nearer the
    /// edge than `width`. A shape thinner than twice the width becomes band
    /// throughout. The inside-out parts of a too-wide inset may reach beyond
    /// the shape; callers intersect the band's coverage with the shape's.
    package func band(width: Double) -> Polygon {
        Polygon(contours: contours + inset(by: width).reversed.contours)
    }
}
