/// Why a path cannot be used as a badge shape.
public enum PathShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path draws nothing (no segment after any move).
    case empty
    /// A coordinate is infinite or NaN, or the outline's extent overflows.
    case notFinite
    /// Every sub-path encloses zero net area (a line, a point, an outline
    /// that retraces itself, or a figure-eight whose loops cancel exactly).
    case noArea

    public var description: String {
        switch self {
        case .empty:
            return "the path draws nothing; a shape needs a closed outline with an area"
        case .notFinite:
            return "the path has a coordinate that is not a finite number"
        case .noArea:
            return "the path encloses no area (it is a line or a point); a shape must have an area"
        }
    }
}
