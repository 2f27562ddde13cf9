/// A regular polygon with `sides` vertices on the unit circle; vertex j lies
/// at angle −90° + j·360°/sides (y down), so vertex 0 points straight up,
/// like the star's. Symmetric about the vertical axis, exactly: vertex j and
/// vertex sides − j are mirror images bit for bit.
public struct RegularPolygonShape: Hashable, Sendable {
    /// The allowed numbers of sides.
    public static let sideRange = 3...1000

    /// Number of sides (and vertices), in `sideRange`.
    public let sides: Int

    /// Returns nil unless `sides` is in `sideRange` (3…1000).
    public init?(sides: Int) {
        guard Self.sideRange.contains(sides) else { return nil }
        self.sides = sides
    }

    /// The vertices at radius 1 around the origin, clockwise on screen from
    /// the top.
    public var unitVertices: [Point] {
        (0..<sides).map { j in
            let (s, c) = sinCosOfRationalPi(2 * j, over: sides)
            return Point(x: s, y: -c)
        }
    }

    /// The polygon scaled uniformly so its bounding box fits `box` (aspect
    /// fit), centred in `box` (for odd sides the box centre is not the
    /// circumcentre).
    public func polygon(fittedInto box: Rect) -> Polygon {
        let unit = Polygon(unitVertices)
        guard let bounds = unit.bounds else { return unit }
        return unit.transformed(by: .aspectFit(bounds, into: box))
    }
}
