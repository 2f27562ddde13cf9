/// A user-supplied outline (SVG path data, a font glyph) checked to be
/// usable as a badge shape: finite, drawing something, enclosing an area.
/// Sub-paths are filled as if closed.
public struct PathShape: Hashable, Sendable {
    /// The outline as given, in its own units.
    public let path: Path
    /// The tight bounds of `path` (`Path.tightBounds`: the curves' extremes,
    /// not their control points); width and height are positive.
    public let bounds: Rect

    /// The area test: the sub-paths' exact net areas
    /// (`Path.subpathSignedAreas`), in absolute value, must add up to more
    /// than `relativeMinimumArea` × the larger side of `bounds` squared.
    static let relativeMinimumArea = 1e-9

    public init(_ path: Path) throws(PathShapeError) {
        for element in path.elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quadratic(let c, let p): points = [c, p]
            case .cubic(let c1, let c2, let p): points = [c1, c2, p]
            case .close: points = []
            }
            guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { throw .notFinite }
        }
        guard let bounds = path.tightBounds else { throw .empty }
        guard bounds.width.isFinite, bounds.height.isFinite else { throw .notFinite }
        let size = max(bounds.width, bounds.height)
        guard size > 0 else { throw .noArea }
        let area = path.subpathSignedAreas.reduce(0.0) { $0 + abs($1) }
        guard area > Self.relativeMinimumArea * size * size else { throw .noArea }
        self.path = path
        self.bounds = bounds
    }

    /// Parses SVG path data (`SVGPathParser`) and checks the result.
    public init(svgPathData: String) throws(SVGPathError) {
        let path = try SVGPathParser.parse(svgPathData)
        do {
            try self.init(path)
        } catch {
            throw .shape(error)
        }
    }

    /// The outline scaled uniformly so its tight bounds fit `box` (aspect
    /// fit), centred in `box`.
    public func path(fittedInto box: Rect) -> Path {
        path.fitted(bounds: bounds, into: box)
    }
}

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
