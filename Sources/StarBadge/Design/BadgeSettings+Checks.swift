import StarGeometry
import StarRaster

/// The one check of a badge's settings (`BadgeDesign.init` calls it).
extension BadgeSettings {
    /// Throws a `BadgeError` naming the first setting that is out of range
    /// or does not apply.
    func check() throws(BadgeError) {
        guard maxPixels >= 1, maxPixels <= BadgeLimits.maxSide * BadgeLimits.maxSide else {
            throw .invalid(.maxPixels, value: String(maxPixels),
                           reason: .outOfRange("must be from 1 to \(BadgeLimits.maxSide * BadgeLimits.maxSide) (\(BadgeLimits.maxSide)²)"))
        }
        guard starCount >= 1, starCount <= BadgeLimits.maxStars else {
            throw .invalid(.stars, value: String(starCount),
                           reason: .outOfRange("must be a whole number from 1 to \(BadgeLimits.maxStars)"))
        }
        if let outOf, !(outOf.isFinite && outOf >= BadgeLimits.minOutOf && outOf <= BadgeLimits.maxOutOf) {
            throw .invalid(.outOf, value: formatLength(outOf),
                           reason: .outOfRange("must be a number from \(formatLength(BadgeLimits.minOutOf)) to 1000000 (the best rating)"))
        }
        if fit == nil, !style.isShields { try Self.checkLength(starSize, .size, allowZero: false) }
        try Self.checkLength(spacing, .spacing, allowZero: true)
        try Self.checkLength(padding, .padding, allowZero: true)
        if case .star(let star) = shape { _ = try BadgeShape.checkedStar(points: star.points, innerRatio: star.innerRatio) }
        guard scale.isFinite, scale > 0, scale <= BadgeLimits.maxScale else {
            throw .invalid(.scale, value: formatLength(scale),
                           reason: .outOfRange("must be a number greater than 0 and at most \(formatLength(BadgeLimits.maxScale))"))
        }
        // A star smaller than a pixel draws nothing: the image would be empty.
        if fit == nil, !style.isShields, starSize * scale < BadgeLimits.minStarPixels {
            throw .invalid(.size, value: formatLength(starSize),
                           reason: .outOfRange("draws a star smaller than \(formatLength(BadgeLimits.minStarPixels)) px (at \(setting: .scale) \(formatLength(scale)))"))
        }
        try starAppearance.check()
        try backgroundShape.check()
        try Self.checkStarAppearance(starAppearance, shape: shape, images: images)
        try checkPalette()
        try checkFields()
        try logo?.check()
        if style.isShields {
            try Self.checkShields(style: style, fit: fit, backgroundShape: backgroundShape)
            try checkShieldsSizes()
            try checkStyleColors()
        } else if value != nil {
            throw .invalid(.valueText, value: value?.template.text ?? "",
                           reason: .notApplicable("is the text of a shields-like \(setting: .style) (\(BadgeStyle.shieldsNames))"))
        } else if let sectionColor {
            throw .invalid(.sectionColor, value: sectionColor.hexString,
                           reason: .notApplicable("is the coloured section of a shields-like \(setting: .style) (\(BadgeStyle.shieldsNames))"))
        }
    }

    /// The most page colours the contrast check takes.
    public static let maxPageColors = 8

    /// A palette other than the standard one colours drawn shapes on the
    /// plain style (a shields-like style sets its stars' colours, pictures
    /// have their own); page colours are opaque, at most `maxPageColors`.
    func checkPalette() throws(BadgeError) {
        if palette != .standard {
            if style.isShields {
                throw .invalid(.palette, value: palette.rawValue,
                               reason: .notApplicable("colours the stars of the plain \(setting: .style); a \(style.rawValue) badge's colours are set by the style"))
            }
            if images != nil {
                throw .invalid(.palette, value: palette.rawValue,
                               reason: .notApplicable("colours drawn stars, not \(setting: .fullImage) pictures"))
            }
        }
        guard pageColors.count <= Self.maxPageColors else {
            throw .invalid(.pageColors, value: pageColors.map(\.hexString).joined(separator: ","),
                           reason: .outOfRange("must be at most \(Self.maxPageColors) colours"))
        }
        if let seeThrough = pageColors.first(where: { $0.alpha < 255 }) {
            throw .invalid(.pageColors, value: seeThrough.hexString,
                           reason: .outOfRange("must be opaque colours (a page is what shows through the badge)"))
        }
    }

    static func checkShields(style: BadgeStyle, fit: FrameFit?, backgroundShape: BackgroundShape) throws(BadgeError) {
        let reason: BadgeReason = .notApplicable("the size and shape of a \(setting: .style) \(style.rawValue) badge are set by the style")
        if let fit {
            throw .invalid(fit.width != nil ? .width : .height, value: formatLength(fit.width ?? fit.height ?? 0), reason: reason)
        }
        if backgroundShape.cornerRadius > 0 { throw .invalid(.cornerRadius, value: formatLength(backgroundShape.cornerRadius), reason: reason) }
        if backgroundShape.borderColor != nil { throw .invalid(.borderColor, value: backgroundShape.borderColor?.hexString ?? "", reason: reason) }
        if backgroundShape.inset > 0 { throw .invalid(.inset, value: formatLength(backgroundShape.inset), reason: reason) }
    }

    /// A shields-like style sets the star size, spacing and padding itself:
    /// a value other than the default is refused, never silently replaced.
    func checkShieldsSizes() throws(BadgeError) {
        // The defaults, or the style's own values (the settings of a design already made).
        let defaults = BadgeSettings(), metrics = style.metrics
        let reason: BadgeReason = .notApplicable("the size and shape of a \(setting: .style) \(style.rawValue) badge are set by the style")
        if starSize != defaults.starSize, starSize != metrics.starSize {
            throw .invalid(.size, value: formatLength(starSize), reason: reason)
        }
        if spacing != defaults.spacing, spacing != metrics.spacing { throw .invalid(.spacing, value: formatLength(spacing), reason: reason) }
        if padding != defaults.padding, padding != 0 { throw .invalid(.padding, value: formatLength(padding), reason: reason) }
    }

    static func checkLength(_ value: Double, _ setting: BadgeSetting, allowZero: Bool) throws(BadgeError) {
        let limit = Double(BadgeLimits.maxSide)
        let ok = value.isFinite && (allowZero ? value >= 0 : value > 0) && value <= limit
        guard ok else {
            let lower = allowZero ? "0 or more" : "greater than 0"
            throw .invalid(setting, value: formatLength(value),
                           reason: .outOfRange("must be a length in px, \(lower) and at most \(BadgeLimits.maxSide)"))
        }
    }

    /// Star borders and rounded corners where they apply.
    static func checkStarAppearance(_ starAppearance: StarAppearance, shape: BadgeShape, images: StarImages?) throws(BadgeError) {
        if starAppearance.cornerRadius > 0, !shape.hasOnlyStraightEdges {
            throw .invalid(.starCornerRadius, value: formatLength(starAppearance.cornerRadius),
                           reason: .unusable("""
                               rounds the corners of shapes made of straight edges (star, polygon:N, a path: of lines); \
                               this shape has curves
                               """))
        }
        if images != nil, starAppearance.borderColor != nil {
            throw .invalid(.starBorderColor, value: starAppearance.borderColor?.hexString ?? "",
                           reason: .notApplicable("borders are drawn around shapes, not around \(setting: .fullImage) pictures"))
        }
        if images != nil, starAppearance.cornerRadius > 0 {
            throw .invalid(.starCornerRadius, value: formatLength(starAppearance.cornerRadius),
                           reason: .notApplicable("rounds shapes, not \(setting: .fullImage) pictures"))
        }
    }
}
