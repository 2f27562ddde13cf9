import StarGeometry

extension BadgeShape {
    /// This shape with a star's `points` and `innerRatio` changed (nil keeps
    /// the star's own). Throws `BadgeError.invalid` naming `points` (3…
    /// `BadgeLimits.maxPoints`) or `innerRatio` (strictly between 0 and 1)
    /// when out of range, or when given for a shape that is not a star.
    package func with(points: Int?, innerRatio: Double?) throws(BadgeError) -> BadgeShape {
        guard case .star(let base) = self else {
            if let points {
                throw .invalid(.shapePoints, value: String(points), reason: .unusable("applies to the star shape only"))
            }
            if let innerRatio {
                throw .invalid(.shapeInnerRatio, value: formatLength(innerRatio), reason: .unusable("applies to the star shape only"))
            }
            return self
        }
        return try Self.checkedStar(points: points ?? base.points, innerRatio: innerRatio ?? base.innerRatio)
    }

    /// A star of `points` (3…`BadgeLimits.maxPoints`) and `innerRatio` (0…1, exclusive).
    package static func checkedStar(points: Int, innerRatio: Double) throws(BadgeError) -> BadgeShape {
        try BadgeLimit.shapePoints.check(points)
        try BadgeLimit.shapeInnerRatio.check(innerRatio)
        guard let star = StarShape(points: points, innerRatio: innerRatio) else {
            // The table's range is StarShape's own; a star it refuses is out of that range.
            throw .invalid(.shapeInnerRatio, value: formatLength(innerRatio), reason: .outOfRange("\(BadgeLimit.shapeInnerRatio.words)"))
        }
        return .star(star)
    }
}
