import StarGeometry
import StarUnicode

/// Why a `--shape` value could not be read.
public enum BadgeShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not one of the shape names; `suggestion` is the nearest name, if close.
    case unknown(String, suggestion: String?)
    /// `polygon:` without a whole number of sides in `RegularPolygonShape.sideRange`.
    case badSideCount(String)
    /// `path:` data that does not parse or does not make a shape; positions
    /// count from the start of the whole `--shape` value.
    case path(SVGPathError)

    public var description: String {
        switch self {
        case .unknown(let name, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "'\(Echo.value(name))' is not a shape; \(hint)expected \(BadgeShape.syntaxSummary)"
        case .badSideCount(let text):
            let range = RegularPolygonShape.sideRange
            return "polygon needs a whole number of sides from \(range.lowerBound) to \(range.upperBound), "
                + "found '\(Echo.value(text))' (e.g. polygon:6 for a hexagon)"
        case .path(let error):
            return error.description
        }
    }
}
