import StarGeometry
import StarRaster

/// The one check of a badge's settings (`BadgeDesign.init` calls it).
extension BadgeSettings {
    /// Throws a `BadgeError` naming the first setting that is out of range
    /// or does not apply. Every range is `BadgeLimits.table`'s; nested
    /// values (the label and value text, the frame, the star appearance,
    /// the background shape, the logo) are checked here too, the texts and
    /// frame first.
    func check() throws(BadgeError) {
        if let label { try checkText(label, as: .label) }
        if let value { try checkText(value, as: .value) }
        if let fit { try Self.checkFit(fit) }
        try BadgeLimit.maxPixels.check(maxPixels)
        try BadgeLimit.starCount.check(starCount)
        if let outOf { try BadgeLimit.outOf.check(outOf) }
        if fit == nil, !style.isShields { try BadgeLimit.starSize.check(starSize) }
        try BadgeLimit.spacing.check(spacing)
        try BadgeLimit.padding.check(padding)
        if case .star(let star) = shape { _ = try BadgeShape.checkedStar(points: star.points, innerRatio: star.innerRatio) }
        try BadgeLimit.scale.check(scale)
        // A star smaller than a pixel draws nothing: the image would be empty.
        if fit == nil, !style.isShields, starSize * scale < BadgeLimits.minStarPixels {
            throw .invalid(.starSize, value: formatLength(starSize),
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
            throw .invalid(.value, value: value?.template.text ?? "",
                           reason: .notApplicable("is the text of a shields-like \(setting: .style) (\(BadgeStyle.shieldsNames))"))
        } else if let sectionColor {
            throw .invalid(.sectionColor, value: sectionColor.hexString,
                           reason: .notApplicable("is the coloured section of a shields-like \(setting: .style) (\(BadgeStyle.shieldsNames))"))
        }
    }

    /// The most page colours the contrast check takes.
    package static let maxPageColors = BadgeLimits.maxPageColors

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
                               reason: .notApplicable("colours drawn stars, not \(setting: .imagesFull) pictures"))
            }
        }
        guard BadgeLimit.pageColors.contains(Double(pageColors.count)) else {
            throw .invalid(.pageColors, value: pageColors.map(\.hexString).joined(separator: ","),
                           reason: .outOfRange("must be at most \(BadgeLimits.maxPageColors) colours"))
        }
        if let seeThrough = pageColors.first(where: { $0.alpha < 255 }) {
            throw .invalid(.pageColors, value: seeThrough.hexString,
                           reason: .outOfRange("must be opaque colours (a page is what shows through the badge)"))
        }
    }

    static func checkShields(style: BadgeStyle, fit: FrameFit?, backgroundShape: BackgroundShape) throws(BadgeError) {
        let reason: BadgeReason = .notApplicable("the size and shape of a \(setting: .style) \(style.rawValue) badge are set by the style")
        if let fit {
            throw .invalid(fit.width != nil ? .fitWidth : .fitHeight, value: formatLength(fit.width ?? fit.height ?? 0), reason: reason)
        }
        if backgroundShape.cornerRadius > 0 { throw .invalid(.backgroundShapeCornerRadius, value: formatLength(backgroundShape.cornerRadius), reason: reason) }
        if backgroundShape.borderColor != nil { throw .invalid(.backgroundShapeBorderColor, value: backgroundShape.borderColor?.hexString ?? "", reason: reason) }
        if backgroundShape.inset > 0 { throw .invalid(.backgroundShapeInset, value: formatLength(backgroundShape.inset), reason: reason) }
    }

    /// A shields-like style sets the star size, spacing and padding itself:
    /// a value other than the default is refused, never silently replaced.
    func checkShieldsSizes() throws(BadgeError) {
        // The defaults, or the style's own values (the settings of a design already made).
        let defaults = BadgeSettings(), metrics = style.metrics
        let reason: BadgeReason = .notApplicable("the size and shape of a \(setting: .style) \(style.rawValue) badge are set by the style")
        if starSize != defaults.starSize, starSize != metrics.starSize {
            throw .invalid(.starSize, value: formatLength(starSize), reason: reason)
        }
        if spacing != defaults.spacing, spacing != metrics.spacing { throw .invalid(.spacing, value: formatLength(spacing), reason: reason) }
        if padding != defaults.padding, padding != 0 { throw .invalid(.padding, value: formatLength(padding), reason: reason) }
    }

    /// A label or value text: its template within `LabelSpec.rules`, its
    /// gap and font size within their limits, and every name in braces a
    /// placeholder or one of `fields`. `setting`: `.label` or `.value`,
    /// which the template's errors name.
    func checkText(_ text: LabelSpec, as setting: BadgeSetting) throws(BadgeError) {
        let template = text.template.text
        do { try LabelSpec.rules.check(template) } catch {
            throw .invalid(setting, value: template, reason: LabelSpec.reason(error))
        }
        if let gap = text.gap { try BadgeLimit.labelGap.check(gap) }
        if let fontSize = text.fontSize { try BadgeLimit.labelFontSize.check(fontSize) }
        do { try text.template.check(fields: Set(fields.keys)) } catch {
            throw .invalid(setting, value: template, reason: .unusable("\(error.description)"))
        }
    }

    /// A frame has a side or both, each within its limit, and a smallest star size within its own.
    static func checkFit(_ fit: FrameFit) throws(BadgeError) {
        if let width = fit.width { try BadgeLimit.fitWidth.check(width) }
        if let height = fit.height { try BadgeLimit.fitHeight.check(height) }
        guard fit.width != nil || fit.height != nil else {
            throw .invalid(.fitWidth, value: "", reason: .unusable("a frame needs a width, a height or both"))
        }
        try BadgeLimit.fitMinStarSize.check(fit.minStarSize)
    }

    /// Star borders and rounded corners where they apply.
    static func checkStarAppearance(_ starAppearance: StarAppearance, shape: BadgeShape, images: StarImages?) throws(BadgeError) {
        if starAppearance.cornerRadius > 0, !shape.hasOnlyStraightEdges {
            throw .invalid(.starAppearanceCornerRadius, value: formatLength(starAppearance.cornerRadius),
                           reason: .unusable("""
                               rounds the corners of shapes made of straight edges (star, polygon:N, a path: of lines); \
                               this shape has curves
                               """))
        }
        if images != nil, starAppearance.borderColor != nil {
            throw .invalid(.starAppearanceBorderColor, value: starAppearance.borderColor?.hexString ?? "",
                           reason: .notApplicable("borders are drawn around shapes, not around \(setting: .imagesFull) pictures"))
        }
        if images != nil, starAppearance.cornerRadius > 0 {
            throw .invalid(.starAppearanceCornerRadius, value: formatLength(starAppearance.cornerRadius),
                           reason: .notApplicable("rounds shapes, not \(setting: .imagesFull) pictures"))
        }
    }
}
