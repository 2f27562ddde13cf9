import StarSupport

/// The star of the default-badge contract: a simple polygon of 2·points
/// vertices; vertex j lies at angle −90° + j·180°/points (y down, so vertex 0
/// points straight up) at radius 1 (even j) or `innerRatio` (odd j).
public struct StarShape: Hashable, Sendable {
    /// Number of outer points, at least 3.
    public let points: Int
    /// Inner radius over outer radius, strictly between 0 and 1.
    public let innerRatio: Double
    /// The unit star and its bounds, computed once (every badge fits each
    /// of its stars from them); they follow from the points and ratio.
    private let unitStar: NotCompared<(polygon: Polygon, bounds: Rect?)>

    /// The regular five-pointed star's inner ratio, 1/φ² ≈ 0.381966.
    public static let regularInnerRatio = 0.381966

    /// The default star: 5 points, inner ratio 0.381966.
    public static let `default` = StarShape(uncheckedPoints: 5, innerRatio: regularInnerRatio)

    /// Returns nil unless points ≥ 3 and 0 < innerRatio < 1 (finite).
    public init?(points: Int, innerRatio: Double) {
        guard points >= 3, innerRatio.isFinite, innerRatio > 0, innerRatio < 1 else { return nil }
        // The default star's polygon is computed once for all badges.
        if points == Self.default.points && innerRatio == Self.default.innerRatio {
            self = .default
            return
        }
        self.init(uncheckedPoints: points, innerRatio: innerRatio)
    }

    private init(uncheckedPoints points: Int, innerRatio: Double) {
        self.points = points
        self.innerRatio = innerRatio
        let unit = Polygon((0..<(2 * points)).map { j in
            let radius = j.isMultiple(of: 2) ? 1.0 : innerRatio
            let (s, c) = sinCosOfRationalPi(j, over: points)
            return Point(x: radius * s, y: -radius * c)
        })
        unitStar = NotCompared((unit, unit.bounds))
    }

    /// The unit star: outer radius 1, centred on the origin.
    public var unitVertices: [Point] { unitStar.value.polygon.contours[0] }

    /// The star scaled uniformly so its bounding box fits `box` (aspect fit)
    /// and translated so that bounding box is centred in `box`.
    public func polygon(fittedInto box: Rect) -> Polygon {
        let (unit, bounds) = unitStar.value
        guard let bounds else { return unit }
        return unit.transformed(by: .aspectFit(bounds, into: box))
    }
}
