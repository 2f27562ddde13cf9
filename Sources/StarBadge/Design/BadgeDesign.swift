import StarGeometry
import StarRaster

/// Everything that defines a badge except its rating: a site's look, checked
/// once. `badge(rating:)` makes the badge for a score, checking only the
/// rating and laying out only what depends on it (a label that shows the
/// rating, an on colour that changes with it); when no text shows the
/// rating, the layout is made once, here, and shared by every badge.
///
/// Lengths are in px at scale 1; `scale` multiplies every length.
public struct BadgeDesign: Hashable, Sendable {
    /// Number of stars, 1…`BadgeLimits.maxStars`.
    public let starCount: Int
    /// How the rating is rounded before filling.
    public let fillMode: FillMode
    /// What a partial star's fraction measures: its width (the contract) or its area.
    public let fillMeasure: FillMeasure
    /// Side of each star's square box as given, px (> 0); a `fit` or a
    /// shields-like `style` computes it instead (see `BadgeSpec.starSize`).
    public let starSize: Double
    /// Gap between neighbouring star boxes, px (≥ 0).
    public let spacing: Double
    /// Margin around the stars, px (≥ 0).
    public let padding: Double
    /// The on colour: one colour, or a ramp or steps by rating. In a
    /// shields-like style it is the filled stars' colour too.
    public let onColorScale: ColorScale
    /// Colour of the unfilled part of the stars.
    public let offColor: Color
    /// Colour under everything (transparent by default); in a shields-like
    /// style, the label section's colour (transparent: the default grey).
    public let background: Color
    /// In a shields-like style, the colour of the section with the stars
    /// (shields' `color`); nil: `onColorScale`'s colour, the stars then
    /// white or dark grey, whichever reads better on it.
    public let sectionColor: Color?
    /// The shape drawn for each star.
    public let shape: BadgeShape
    /// The star's points and inner ratio (the default star when `shape` is not a star).
    public let star: StarShape
    /// Empty stars filled or outlined, star borders, rounded corners.
    public let starAppearance: StarAppearance
    /// Pictures drawn instead of the shape, if any.
    public let images: StarImages?
    /// The order the stars are read and filled in.
    public let direction: ReadingDirection
    /// The background's corner radius, border and inset.
    public let backgroundShape: BackgroundShape
    /// The frame the badge is fitted to, if its star size is computed.
    public let fit: FrameFit?
    /// Plain, or one of the shields.io-like looks.
    public let style: BadgeStyle
    /// Multiplies every length (> 0, ≤ `BadgeLimits.maxScale`).
    public let scale: Double
    /// The largest image allowed, in pixels (`BadgeLimits.maxPixels` unless raised, at most `maxSide`²).
    public let maxPixels: Int
    /// The text label, if any (in a shields-like style, the label section's text).
    public let label: LabelSpec?
    /// Text after the stars in a shields-like style's coloured section.
    public let value: LabelSpec?
    /// The image size is padded to this, px, when it is larger than the
    /// drawing's own (a k× variant of a 1× image: exactly k times its size).
    public let minimumPixelSize: PixelSize?
    /// The layout every badge of this design shares, when no text shows the rating.
    private(set) var sharedComposition: BadgeComposition?

    /// The default on colour, #FFB400 (amber).
    public static let defaultOnColor = Color(red: 0xFF, green: 0xB4, blue: 0x00)
    /// The default off colour, #D9D9D9 (light grey).
    public static let defaultOffColor = Color(red: 0xD9, green: 0xD9, blue: 0xD9)

    /// A design, every value checked. Throws a `BadgeError` naming the
    /// first setting that is out of range or does not apply (and, when no
    /// text depends on the rating, one whose image would be too large).
    /// - Parameters:
    ///   - points, innerRatio: the star's; nil takes them from `shape` (the
    ///     default star's 5 and 0.381966 for other shapes). Giving them with a
    ///     shape other than a star is an error.
    ///   - onColorScale: a colour by rating; when given, `onColor` is ignored.
    ///   - starSize: ignored when `fit` is given (computed from the frame) or
    ///     the style is shields-like (set by the style).
    ///   - sectionColor: only with a shields-like style.
    public init(
        starCount: Int = 5,
        fillMode: FillMode = .half,
        starSize: Double = 24,
        spacing: Double = 4,
        padding: Double = 4,
        onColor: Color = BadgeDesign.defaultOnColor,
        offColor: Color = BadgeDesign.defaultOffColor,
        background: Color = .transparent,
        points: Int? = nil,
        innerRatio: Double? = nil,
        scale: Double = 1,
        label: LabelSpec? = nil,
        shape: BadgeShape = .default,
        onColorScale: ColorScale? = nil,
        fillMeasure: FillMeasure = .width,
        direction: ReadingDirection = .leftToRight,
        backgroundShape: BackgroundShape = .none,
        starAppearance: StarAppearance = .default,
        images: StarImages? = nil,
        style: BadgeStyle = .plain,
        value: LabelSpec? = nil,
        sectionColor: Color? = nil,
        fit: FrameFit? = nil,
        maxPixels: Int = BadgeLimits.maxPixels,
        minimumPixelSize: PixelSize? = nil
    ) throws(BadgeError) {
        guard maxPixels >= 1, maxPixels <= BadgeLimits.maxSide * BadgeLimits.maxSide else {
            throw .invalid(.maxPixels, value: String(maxPixels),
                           reason: "must be from 1 to \(BadgeLimits.maxSide * BadgeLimits.maxSide) (\(BadgeLimits.maxSide)²)")
        }
        guard starCount >= 1, starCount <= BadgeLimits.maxStars else {
            throw .invalid(.stars, value: String(starCount),
                           reason: "must be a whole number from 1 to \(BadgeLimits.maxStars)")
        }
        if fit == nil, !style.isShields { try Self.checkLength(starSize, .size, allowZero: false) }
        try Self.checkLength(spacing, .spacing, allowZero: true)
        try Self.checkLength(padding, .padding, allowZero: true)
        let resolvedShape = try Self.resolve(shape: shape, points: points, innerRatio: innerRatio)
        guard scale.isFinite, scale > 0, scale <= BadgeLimits.maxScale else {
            throw .invalid(.scale, value: formatLength(scale),
                           reason: "must be a number greater than 0 and at most \(formatLength(BadgeLimits.maxScale))")
        }
        // A star smaller than a pixel draws nothing: the image would be empty.
        if fit == nil, !style.isShields, starSize * scale < BadgeLimits.minStarPixels {
            throw .invalid(.size, value: formatLength(starSize),
                           reason: "draws a star smaller than \(formatLength(BadgeLimits.minStarPixels)) px (at --scale \(formatLength(scale)))")
        }
        try Self.checkStarAppearance(starAppearance, shape: resolvedShape, images: images)
        if style.isShields {
            try Self.checkShields(style: style, fit: fit, backgroundShape: backgroundShape)
        } else if value != nil {
            throw .invalid(.valueText, value: value?.template.text ?? "",
                           reason: "is the text of a shields-like --style (flat, flat-square, for-the-badge)")
        } else if let sectionColor {
            throw .invalid(.sectionColor, value: sectionColor.hexString,
                           reason: "is the coloured section of a shields-like --style (flat, flat-square, for-the-badge)")
        }
        self.maxPixels = maxPixels
        self.starCount = starCount
        self.fillMode = fillMode
        self.fillMeasure = fillMeasure
        self.starSize = style.isShields ? style.metrics.starSize : starSize
        self.spacing = style.isShields ? style.metrics.spacing : spacing
        self.padding = style.isShields ? 0 : padding
        self.onColorScale = onColorScale ?? .constant(onColor)
        self.offColor = offColor
        self.background = background
        self.sectionColor = style.isShields ? sectionColor : nil
        self.shape = resolvedShape
        if case .star(let star) = resolvedShape { self.star = star } else { self.star = .default }
        self.starAppearance = starAppearance
        self.images = images
        self.direction = direction
        self.backgroundShape = style.isShields ? .none : backgroundShape
        self.fit = style.isShields ? nil : fit
        self.style = style
        self.scale = scale
        self.label = label
        self.value = style.isShields ? value : nil
        self.minimumPixelSize = minimumPixelSize
        if !showsRating {
            // Any rating lays the texts out the same: the badge for 0 stands for all.
            self.sharedComposition = try BadgeComposition(self, values: TemplateValues(score: 0, shown: 0, max: starCount))
        }
    }

    /// The badge for `rating` (0 ≤ rating ≤ `starCount`). Throws
    /// `BadgeError.invalid(.rating, …)` for a rating outside that range (or
    /// not a number), and the errors of laying out a text that shows it.
    public func badge(rating: Double) throws(BadgeError) -> BadgeSpec {
        try BadgeSpec(design: self, rating: rating)
    }

    /// The design drawn at `factor` times its scale into exactly `factor`
    /// times the size of its 1× image in both dimensions (a 2× variant for
    /// `srcset`: the drawing is the 1× drawing scaled, padded on the right
    /// and bottom where the exact size rounds up less than `factor` times).
    /// Throws when that scale or size is beyond the limits.
    public func variant(scaledBy factor: Int) throws(BadgeError) -> BadgeDesign {
        // The 1× size: any rating's, when no text shows the rating; else each
        // badge pads to its own (see `BadgeSpec.variant(scaledBy:)`).
        let base = sharedComposition.map(\.pixelSize)
        return try variant(scaledBy: factor,
                           paddedTo: base.map { PixelSize(width: $0.width * factor, height: $0.height * factor) })
    }

    func variant(scaledBy factor: Int, paddedTo size: PixelSize?) throws(BadgeError) -> BadgeDesign {
        guard factor >= 1, Double(factor) * scale <= BadgeLimits.maxScale else {
            throw .invalid(.scale, value: String(factor),
                           reason: "must be a whole number from 1 to \(Int(BadgeLimits.maxScale / scale)) at --scale \(formatLength(scale))")
        }
        return try with(scale: scale * Double(factor), minimumPixelSize: size)
    }

    /// The same design with another fill mode and scale (unpadded).
    public func with(fillMode newFill: FillMode, scale newScale: Double) throws(BadgeError) -> BadgeDesign {
        try BadgeDesign(copying: self, fillMode: newFill, scale: newScale, minimumPixelSize: .some(nil))
    }

    /// The same design at another scale (and padded size).
    func with(scale newScale: Double, minimumPixelSize newMinimum: PixelSize?) throws(BadgeError) -> BadgeDesign {
        try BadgeDesign(copying: self, scale: newScale, minimumPixelSize: newMinimum)
    }

    private init(copying d: BadgeDesign, fillMode: FillMode? = nil, scale: Double? = nil,
                 minimumPixelSize: PixelSize?? = nil) throws(BadgeError) {
        try self.init(starCount: d.starCount, fillMode: fillMode ?? d.fillMode, starSize: d.starSize,
                      spacing: d.spacing, padding: d.padding, offColor: d.offColor, background: d.background,
                      scale: scale ?? d.scale, label: d.label, shape: d.shape, onColorScale: d.onColorScale,
                      fillMeasure: d.fillMeasure, direction: d.direction, backgroundShape: d.backgroundShape, starAppearance: d.starAppearance,
                      images: d.images, style: d.style, value: d.value, sectionColor: d.sectionColor, fit: d.fit,
                      maxPixels: d.maxPixels, minimumPixelSize: minimumPixelSize ?? d.minimumPixelSize)
    }

    /// Whether a text of the badge shows the rating (so each rating lays it out anew).
    var showsRating: Bool {
        [label, value].contains { spec in
            guard let template = spec?.template else { return false }
            return template.uses(.rating) || template.uses(.shown) || template.uses(.percent)
        }
    }

    // Equal designs draw equal badges; the shared layout follows from the rest.
    public static func == (a: BadgeDesign, b: BadgeDesign) -> Bool {
        a.starCount == b.starCount && a.fillMode == b.fillMode && a.fillMeasure == b.fillMeasure
            && a.starSize == b.starSize && a.spacing == b.spacing && a.padding == b.padding
            && a.onColorScale == b.onColorScale && a.offColor == b.offColor && a.background == b.background
            && a.sectionColor == b.sectionColor && a.shape == b.shape && a.starAppearance == b.starAppearance
            && a.images == b.images && a.direction == b.direction && a.backgroundShape == b.backgroundShape && a.fit == b.fit
            && a.style == b.style && a.scale == b.scale && a.maxPixels == b.maxPixels && a.label == b.label
            && a.value == b.value && a.minimumPixelSize == b.minimumPixelSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(starCount)
        hasher.combine(starSize)
        hasher.combine(scale)
        hasher.combine(shape)
        hasher.combine(label)
        hasher.combine(style)
    }
}
