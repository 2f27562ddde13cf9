/// The outline drawn for each rating symbol (`--shape`).
///
/// Every case is a unit shape fitted into a box the same way: scaled
/// uniformly so that its bounding box fits the box (aspect fit) and
/// translated so that the bounding box is centred in it.
public enum BadgeShape: Hashable, Sendable {
    /// The contract star (points, inner ratio).
    case star(StarShape)
    /// A heart ♥ (`HeartShape`).
    case heart
    /// A circle (`CircleShape`).
    case circle
    /// A regular polygon with vertex 0 straight up (`RegularPolygonShape`).
    case polygon(RegularPolygonShape)
    /// A custom outline, fitted by its tight bounds (`PathShape`).
    case path(PathShape)

    /// The default badge's star.
    public static let `default` = BadgeShape.star(.default)

    /// The shape fitted into `box` (aspect fit, bounding box centred). The
    /// bounding box is the exact outline's: for curves, their extremes, not
    /// their control points.
    public func path(fittedInto box: Rect) -> Path {
        switch self {
        case .star(let star): return star.polygon(fittedInto: box).path
        case .heart: return HeartShape.path(fittedInto: box)
        case .circle: return CircleShape.path(fittedInto: box)
        case .polygon(let polygon): return polygon.polygon(fittedInto: box).path
        case .path(let shape): return shape.path(fittedInto: box)
        }
    }

    /// `path(fittedInto:)` flattened to straight edges within `tolerance` px.
    public func polygon(fittedInto box: Rect, tolerance: Double = defaultFlatteningTolerance) -> Polygon {
        switch self {
        case .star(let star): return star.polygon(fittedInto: box)
        case .polygon(let polygon): return polygon.polygon(fittedInto: box)
        case .heart, .circle, .path: return path(fittedInto: box).flattened(tolerance: tolerance)
        }
    }

    /// True when the unit shape is its own mirror image about the vertical
    /// axis through its bounding box's centre (so a right-to-left badge is the
    /// mirror image of the left-to-right one). Custom paths are not analysed
    /// and count as asymmetric.
    public var isMirrorSymmetric: Bool {
        switch self {
        case .star, .heart, .circle, .polygon: return true
        case .path: return false
        }
    }
}
