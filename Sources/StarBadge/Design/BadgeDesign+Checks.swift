import StarGeometry
import StarRaster

/// The checks of a design's settings that need more than a range.
extension BadgeDesign {
    /// The shape with `points`/`innerRatio` applied to a star.
    static func resolve(shape: BadgeShape, points: Int?, innerRatio: Double?) throws(BadgeError) -> BadgeShape {
        guard case .star(let base) = shape else {
            if let points {
                throw .invalid(.points, value: String(points), reason: "applies to the star shape only")
            }
            if let innerRatio {
                throw .invalid(.innerRatio, value: formatLength(innerRatio), reason: "applies to the star shape only")
            }
            return shape
        }
        let count = points ?? base.points, ratio = innerRatio ?? base.innerRatio
        guard count >= 3, count <= BadgeLimits.maxPoints else {
            throw .invalid(.points, value: String(count),
                           reason: "must be a whole number from 3 to \(BadgeLimits.maxPoints)")
        }
        guard let star = StarShape(points: count, innerRatio: ratio) else {
            throw .invalid(.innerRatio, value: formatLength(ratio), reason: "must be a number strictly between 0 and 1")
        }
        return .star(star)
    }

    static func checkShields(style: BadgeStyle, fit: FrameFit?, backgroundShape: BackgroundShape) throws(BadgeError) {
        let reason = "the size and shape of a --style \(style.rawValue) badge are set by the style"
        if let fit {
            throw .invalid(fit.width != nil ? .width : .height, value: formatLength(fit.width ?? fit.height ?? 0), reason: reason)
        }
        if backgroundShape.cornerRadius > 0 { throw .invalid(.cornerRadius, value: formatLength(backgroundShape.cornerRadius), reason: reason) }
        if backgroundShape.borderColor != nil { throw .invalid(.borderColor, value: backgroundShape.borderColor?.hexString ?? "", reason: reason) }
        if backgroundShape.inset > 0 { throw .invalid(.inset, value: formatLength(backgroundShape.inset), reason: reason) }
    }

    static func checkLength(_ value: Double, _ setting: BadgeSetting, allowZero: Bool) throws(BadgeError) {
        let limit = Double(BadgeLimits.maxSide)
        let ok = value.isFinite && (allowZero ? value >= 0 : value > 0) && value <= limit
        guard ok else {
            let lower = allowZero ? "0 or more" : "greater than 0"
            throw .invalid(setting, value: formatLength(value),
                           reason: "must be a length in px, \(lower) and at most \(BadgeLimits.maxSide)")
        }
    }

    /// Star borders and rounded corners where they apply.
    static func checkStarAppearance(_ starAppearance: StarAppearance, shape: BadgeShape, images: StarImages?) throws(BadgeError) {
        if starAppearance.cornerRadius > 0, !shape.hasOnlyStraightEdges {
            throw .invalid(.starCornerRadius, value: formatLength(starAppearance.cornerRadius),
                           reason: "rounds the corners of shapes made of straight edges (star, polygon:N, a path: of lines); "
                               + "this shape has curves")
        }
        if images != nil, starAppearance.borderColor != nil {
            throw .invalid(.starBorderColor, value: starAppearance.borderColor?.hexString ?? "",
                           reason: "borders are drawn around shapes, not around --full-image pictures")
        }
        if images != nil, starAppearance.cornerRadius > 0 {
            throw .invalid(.starCornerRadius, value: formatLength(starAppearance.cornerRadius),
                           reason: "rounds shapes, not --full-image pictures")
        }
    }
}
