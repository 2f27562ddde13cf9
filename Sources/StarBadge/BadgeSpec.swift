import StarGeometry
import StarRaster

/// Everything that defines one badge. A `BadgeSpec` is always valid: the
/// initializer checks every value (and the resulting image size) and throws
/// a `BadgeError` naming the setting otherwise.
///
/// Lengths are in px at scale 1; `scale` multiplies every length.
public struct BadgeSpec: Hashable, Sendable {
    /// The rating, 0 ≤ rating ≤ starCount.
    public let rating: Double
    /// Number of stars, 1…`BadgeLimits.maxStars`.
    public let starCount: Int
    /// How the rating is rounded before filling.
    public let fillMode: FillMode
    /// What a partial star's fraction measures: its width (the contract) or its area.
    public let fillMeasure: FillMeasure
    /// Side of each star's square box, px (> 0): as given, computed from
    /// `fit`, or set by a shields-like `style`.
    public let starSize: Double
    /// Gap between neighbouring star boxes, px (≥ 0).
    public let spacing: Double
    /// Margin around the stars, px (≥ 0).
    public let padding: Double
    /// Colour of the filled part of the stars for this rating (from `onColorScale`).
    public let onColor: Color
    /// The on colour as given: one colour, or a ramp or steps by rating.
    public let onColorScale: ColorScale
    /// Colour of the unfilled part of the stars.
    public let offColor: Color
    /// Colour under everything (transparent by default); in a shields-like
    /// style, the label section's colour (transparent: the default grey).
    public let background: Color
    /// The shape drawn for each star.
    public let shape: BadgeShape
    /// The star's points and inner ratio (the default star when `shape` is
    /// not a star).
    public let star: StarShape
    /// Empty stars filled or outlined, star borders, rounded corners.
    public let starStyle: StarStyle
    /// Pictures drawn instead of the shape, if any.
    public let images: StarImages?
    /// The order the stars are read and filled in.
    public let direction: ReadingDirection
    /// The background's corner radius, border and inset.
    public let frame: BadgeFrame
    /// The frame the badge was fitted to, if its star size was computed.
    public let fit: FrameFit?
    /// Plain, or one of the shields.io-like looks.
    public let style: BadgeStyle
    /// Multiplies every length (> 0, ≤ `BadgeLimits.maxScale`).
    public let scale: Double
    /// The largest image allowed, in pixels (`BadgeLimits.maxPixels` unless raised).
    public let maxPixels: Int
    /// The text label, if any (in a shields-like style, the label section's text).
    public let label: LabelSpec?
    /// Text after the stars in a shields-like style's coloured section.
    public let value: LabelSpec?
    /// The star boxes (and label box) at the output scale.
    public let layout: BadgeLayout
    /// The label laid out at the output scale (plain style).
    let labelLine: LabelLine?
    /// The texts of a shields-like style at the output scale.
    let shieldsTexts: ShieldsTexts?

    public static let defaultOnColor = Color(red: 0xFF, green: 0xB4, blue: 0x00)
    public static let defaultOffColor = Color(red: 0xD9, green: 0xD9, blue: 0xD9)

    /// - Parameters:
    ///   - points, innerRatio: the star's; nil takes them from `shape` (the
    ///     default star's 5 and 0.381966 for other shapes). Giving them with a
    ///     shape other than a star is an error.
    ///   - onColorScale: a colour by rating; when given, `onColor` is ignored.
    ///   - starSize: ignored when `fit` is given (computed from the frame) or
    ///     the style is shields-like (set by the style).
    public init(
        rating: Double,
        starCount: Int = 5,
        fillMode: FillMode = .half,
        starSize: Double = 24,
        spacing: Double = 4,
        padding: Double = 4,
        onColor: Color = BadgeSpec.defaultOnColor,
        offColor: Color = BadgeSpec.defaultOffColor,
        background: Color = .transparent,
        points: Int? = nil,
        innerRatio: Double? = nil,
        scale: Double = 1,
        label: LabelSpec? = nil,
        shape: BadgeShape = .default,
        onColorScale: ColorScale? = nil,
        fillMeasure: FillMeasure = .width,
        direction: ReadingDirection = .leftToRight,
        frame: BadgeFrame = .none,
        starStyle: StarStyle = .default,
        images: StarImages? = nil,
        style: BadgeStyle = .plain,
        value: LabelSpec? = nil,
        fit: FrameFit? = nil,
        maxPixels: Int = BadgeLimits.maxPixels
    ) throws(BadgeError) {
        guard maxPixels >= 1, maxPixels <= BadgeLimits.maxSide * BadgeLimits.maxSide else {
            throw .invalid(.maxPixels, value: String(maxPixels),
                           reason: "must be from 1 to \(BadgeLimits.maxSide * BadgeLimits.maxSide) (\(BadgeLimits.maxSide)²)")
        }
        self.maxPixels = maxPixels
        guard starCount >= 1, starCount <= BadgeLimits.maxStars else {
            throw .invalid(.stars, value: String(starCount),
                           reason: "must be a whole number from 1 to \(BadgeLimits.maxStars)")
        }
        guard rating.isFinite, rating >= 0, rating <= Double(starCount) else {
            throw .invalid(.rating, value: String(rating),
                           reason: "must be a number from 0 to \(starCount) (the number of stars)")
        }
        if fit == nil, !style.isShields { try Self.checkLength(starSize, .size, allowZero: false) }
        try Self.checkLength(spacing, .spacing, allowZero: true)
        try Self.checkLength(padding, .padding, allowZero: true)
        let resolvedShape = try Self.resolve(shape: shape, points: points, innerRatio: innerRatio)
        guard scale.isFinite, scale > 0, scale <= BadgeLimits.maxScale else {
            throw .invalid(.scale, value: String(scale),
                           reason: "must be a number greater than 0 and at most \(formatLength(BadgeLimits.maxScale))")
        }
        // A star smaller than a pixel draws nothing: the image would be empty.
        if fit == nil, !style.isShields, starSize * scale < BadgeLimits.minStarPixels {
            throw .invalid(.size, value: formatLength(starSize),
                           reason: "draws a star smaller than \(formatLength(BadgeLimits.minStarPixels)) px (at --scale \(formatLength(scale)))")
        }
        if starStyle.cornerRadius > 0, !resolvedShape.hasOnlyStraightEdges {
            throw .invalid(.starCornerRadius, value: formatLength(starStyle.cornerRadius),
                           reason: "rounds the corners of shapes made of straight edges (star, polygon:N, a path: of lines); "
                               + "this shape has curves")
        }
        if images != nil, starStyle.borderColor != nil {
            throw .invalid(.starBorderColor, value: starStyle.borderColor?.hexString ?? "",
                           reason: "borders are drawn around shapes, not around --full-image pictures")
        }
        if images != nil, starStyle.cornerRadius > 0 {
            throw .invalid(.starCornerRadius, value: formatLength(starStyle.cornerRadius),
                           reason: "rounds shapes, not --full-image pictures")
        }
        if style.isShields {
            try Self.checkShields(style: style, fit: fit, frame: frame)
        } else if value != nil {
            throw .invalid(.valueText, value: value?.template.text ?? "",
                           reason: "is the text of a shields-like --style (flat, flat-square, for-the-badge)")
        }
        let scaleOfOn = onColorScale ?? .constant(onColor)
        self.rating = rating
        self.starCount = starCount
        self.fillMode = fillMode
        self.fillMeasure = fillMeasure
        self.spacing = style.isShields ? style.metrics.spacing : spacing
        self.padding = style.isShields ? 0 : padding
        self.onColorScale = scaleOfOn
        self.onColor = scaleOfOn.color(forRating: fillMode.rounded(rating), maxRating: Double(starCount))
        self.offColor = offColor
        self.background = background
        self.shape = resolvedShape
        if case .star(let star) = resolvedShape { self.star = star } else { self.star = .default }
        self.starStyle = starStyle
        self.images = images
        self.direction = direction
        self.frame = style.isShields ? .none : frame
        self.fit = style.isShields ? nil : fit
        self.style = style
        self.scale = scale
        self.label = label
        self.value = style.isShields ? value : nil

        let values = TemplateValues(score: rating, shown: fillMode.rounded(rating), max: starCount)
        if style.isShields {
            let texts = try ShieldsTexts(style: style, label: label, value: value, values: values, direction: direction,
                                         scale: scale)
            let metrics = style.metrics
            self.starSize = metrics.starSize
            guard let shields = ShieldsLayout(
                height: metrics.height * scale, textPadding: metrics.textPadding * scale,
                sectionPadding: metrics.sectionPadding * scale, starCount: starCount,
                starSize: metrics.starSize * scale, spacing: metrics.spacing * scale,
                label: texts.label?.extent, value: texts.value?.extent, valueGap: metrics.valueGap * scale)
            else {
                throw .invalid(.style, value: style.rawValue, reason: "gives no drawable badge at this scale")
            }
            self.layout = BadgeLayout(shields: shields, direction: direction)
            self.labelLine = nil
            self.shieldsTexts = texts
        } else {
            let edge = padding + frame.thickness  // space from the image's edge to the stars, scale 1
            let size = try fit.map { fit throws(BadgeError) in
                try Self.starSize(fitting: fit, starCount: starCount, spacing: spacing, edge: edge, label: label,
                                  values: values, direction: direction)
            } ?? starSize
            self.starSize = size
            var box: LabelBox? = nil
            if let label {
                let line = try LabelLine(label, values: values, direction: direction, starSize: size, scale: scale)
                labelLine = line
                box = line.box
            } else {
                labelLine = nil
            }
            guard let layout = BadgeLayout(starCount: starCount, starSize: size * scale, spacing: spacing * scale,
                                           padding: edge * scale, label: box, direction: direction,
                                           frameWidth: fit?.width.map { $0 * scale },
                                           frameHeight: fit?.height.map { $0 * scale }) else {
                throw .invalid(.size, value: String(size), reason: "gives no drawable star at this scale")
            }
            self.layout = layout
            self.shieldsTexts = nil
        }
        try checkImageSize()
    }

    /// The shape with `points`/`innerRatio` applied to a star.
    private static func resolve(shape: BadgeShape, points: Int?, innerRatio: Double?) throws(BadgeError) -> BadgeShape {
        guard case .star(let base) = shape else {
            if let points {
                throw .invalid(.points, value: String(points), reason: "applies to the star shape only")
            }
            if let innerRatio {
                throw .invalid(.innerRatio, value: String(innerRatio), reason: "applies to the star shape only")
            }
            return shape
        }
        let count = points ?? base.points, ratio = innerRatio ?? base.innerRatio
        guard count >= 3, count <= BadgeLimits.maxPoints else {
            throw .invalid(.points, value: String(count),
                           reason: "must be a whole number from 3 to \(BadgeLimits.maxPoints)")
        }
        guard let star = StarShape(points: count, innerRatio: ratio) else {
            throw .invalid(.innerRatio, value: String(ratio), reason: "must be a number strictly between 0 and 1")
        }
        return .star(star)
    }

    private static func checkShields(style: BadgeStyle, fit: FrameFit?, frame: BadgeFrame) throws(BadgeError) {
        let reason = "the size and shape of a --style \(style.rawValue) badge are set by the style"
        if let fit {
            throw .invalid(fit.width != nil ? .width : .height, value: formatLength(fit.width ?? fit.height ?? 0), reason: reason)
        }
        if frame.cornerRadius > 0 { throw .invalid(.cornerRadius, value: formatLength(frame.cornerRadius), reason: reason) }
        if frame.borderColor != nil { throw .invalid(.borderColor, value: frame.borderColor?.hexString ?? "", reason: reason) }
        if frame.inset > 0 { throw .invalid(.inset, value: formatLength(frame.inset), reason: reason) }
    }

    static func checkLength(_ value: Double, _ setting: BadgeSetting, allowZero: Bool) throws(BadgeError) {
        let limit = Double(BadgeLimits.maxSide)
        let ok = value.isFinite && (allowZero ? value >= 0 : value > 0) && value <= limit
        guard ok else {
            let lower = allowZero ? "0 or more" : "greater than 0"
            throw .invalid(setting, value: String(value),
                           reason: "must be a length in px, \(lower) and at most \(BadgeLimits.maxSide)")
        }
    }

    private func checkImageSize() throws(BadgeError) {
        let width = layout.contentWidth, height = layout.contentHeight
        let side = Double(BadgeLimits.maxSide)
        if width > side || height > side {
            throw .imageTooLarge(width: width, height: height,
                                 reason: "a side is longer than \(BadgeLimits.maxSide) px")
        }
        if (width.rounded(.up) * height.rounded(.up)) > Double(maxPixels) {
            throw .imageTooLarge(width: width, height: height,
                                 reason: "more than the limit of \(maxPixels) pixels (--max-pixels raises it)")
        }
    }

    /// The image size in whole pixels: the exact size rounded up
    /// (ignoring float noise below 1e-9 px).
    public var pixelSize: (width: Int, height: Int) {
        let layout = self.layout
        return (Self.wholePixels(layout.contentWidth), Self.wholePixels(layout.contentHeight))
    }

    private static func wholePixels(_ length: Double) -> Int {
        max(1, Int((length - 1e-9).rounded(.up)))
    }

    /// The same badge with another rating (0 ≤ rating ≤ starCount).
    public func with(rating newRating: Double) throws(BadgeError) -> BadgeSpec {
        try with(rating: newRating, fillMode: fillMode, scale: scale)
    }

    /// The same badge with another rating, fill mode and scale.
    public func with(rating newRating: Double, fillMode newFill: FillMode, scale newScale: Double) throws(BadgeError) -> BadgeSpec {
        try BadgeSpec(rating: newRating, starCount: starCount, fillMode: newFill, starSize: starSize,
                      spacing: spacing, padding: padding, offColor: offColor, background: background,
                      scale: newScale, label: label, shape: shape, onColorScale: onColorScale,
                      fillMeasure: fillMeasure, direction: direction, frame: frame, starStyle: starStyle,
                      images: images, style: style, value: value, fit: fit, maxPixels: maxPixels)
    }

    /// Characters of the label (and value text) the font has no glyph for
    /// (drawn as its missing-glyph box), each once.
    public var missingCharacters: [Unicode.Scalar] {
        var seen: [Unicode.Scalar] = []
        let lists = [labelLine?.line.missingCharacters, shieldsTexts?.label?.missingCharacters,
                     shieldsTexts?.value?.missingCharacters]
        for scalar in lists.compactMap({ $0 }).joined() where !seen.contains(scalar) { seen.append(scalar) }
        return seen
    }

    /// The label's text as drawn, or nil without a label.
    public var labelText: String? { labelLine?.text ?? shieldsTexts?.label?.text }

    /// The colour the label is drawn in.
    public var effectiveTextColor: Color {
        label?.textColor ?? Contrast.readableText(on: style.isShields ? labelSectionColor : background)
    }

    /// The rating as displayed, after the fill mode's rounding.
    public var displayedRating: Double { fillMode.rounded(rating) }
}
