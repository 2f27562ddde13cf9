import StarGeometry
import StarRaster

/// One badge: a `BadgeDesign` and the rating it shows. A `BadgeSpec` is
/// always valid: every value (and the resulting image size) is checked, and
/// a `BadgeError` naming the setting is thrown otherwise.
///
/// Make many badges of one look with `BadgeDesign.badge(rating:)`: the
/// design is checked (and, when no text shows the rating, laid out) once.
/// Lengths are in px at scale 1; `scale` multiplies every length.
public struct BadgeSpec: Hashable, Sendable {
    /// Everything but the rating.
    public let design: BadgeDesign
    /// The rating, 0 ≤ rating ≤ starCount.
    public let rating: Double
    /// The rating as shown, after the fill mode's rounding: the one place
    /// the rating is rounded (the stars' fill, the on colour, `{shown}`, the
    /// alt text and sprite states all take it from here).
    public let displayedRating: Double
    /// Colour of the filled part of the stars for this rating (from `onColorScale`);
    /// in a shields-like style, the section's colour unless `sectionColor` is given.
    public let onColor: Color
    /// Where everything goes, at the output scale.
    let composition: BadgeComposition

    /// The default on colour, #FFB400.
    public static let defaultOnColor = BadgeDesign.defaultOnColor
    /// The default off colour, #D9D9D9.
    public static let defaultOffColor = BadgeDesign.defaultOffColor

    /// The badge of `rating` with a design made of the other values: see
    /// `BadgeDesign.init` for them and the errors thrown.
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
        backgroundShape: BackgroundShape = .none,
        starAppearance: StarAppearance = .default,
        images: StarImages? = nil,
        style: BadgeStyle = .plain,
        value: LabelSpec? = nil,
        sectionColor: Color? = nil,
        fit: FrameFit? = nil,
        maxPixels: Int = BadgeLimits.maxPixels
    ) throws(BadgeError) {
        let design = try BadgeDesign(
            starCount: starCount, fillMode: fillMode, starSize: starSize, spacing: spacing, padding: padding,
            onColor: onColor, offColor: offColor, background: background, points: points, innerRatio: innerRatio,
            scale: scale, label: label, shape: shape, onColorScale: onColorScale, fillMeasure: fillMeasure,
            direction: direction, backgroundShape: backgroundShape, starAppearance: starAppearance, images: images, style: style, value: value,
            sectionColor: sectionColor, fit: fit, maxPixels: maxPixels)
        try self.init(design: design, rating: rating)
    }

    init(design: BadgeDesign, rating: Double) throws(BadgeError) {
        guard rating.isFinite, rating >= 0, rating <= Double(design.starCount) else {
            throw .invalid(.rating, value: formatLength(rating),
                           reason: "must be a number from 0 to \(design.starCount) (the number of stars)")
        }
        let shown = design.fillMode.rounded(rating)
        self.design = design
        self.rating = rating
        displayedRating = shown
        onColor = design.onColorScale.color(forRating: shown, maxRating: Double(design.starCount))
        if let shared = design.sharedComposition {
            composition = shared
        } else {
            composition = try BadgeComposition(design, values: TemplateValues(score: rating, shown: shown, max: design.starCount))
        }
    }


    /// The star's points and inner ratio (the default star when `shape` is not a star).
    public var starCount: Int { design.starCount }
    /// How the rating is rounded before filling.
    public var fillMode: FillMode { design.fillMode }
    /// What a partial star's fraction measures: its width (the contract) or its area.
    public var fillMeasure: FillMeasure { design.fillMeasure }
    /// Side of each star's square box, px (> 0): as given, computed from `fit`, or set by a shields-like `style`.
    public var starSize: Double { composition.starSize }
    /// Gap between neighbouring star boxes, px at scale 1 (≥ 0).
    public var spacing: Double { design.spacing }
    /// Margin around the stars, px at scale 1 (≥ 0).
    public var padding: Double { design.padding }
    /// The on colour as given: one colour, or a ramp or steps by rating.
    public var onColorScale: ColorScale { design.onColorScale }
    /// Colour of the unfilled part of the stars.
    public var offColor: Color { design.offColor }
    /// Colour under everything; in a shields-like style, the label section's.
    public var background: Color { design.background }
    /// The shape drawn for each star.
    public var shape: BadgeShape { design.shape }
    /// The star's points and inner ratio (the default star when `shape` is not a star).
    public var star: StarShape { design.star }
    /// The star's points and inner ratio (the default star when `shape` is not a star).
    public var starAppearance: StarAppearance { design.starAppearance }
    /// Pictures drawn instead of the shape, if any.
    public var images: StarImages? { design.images }
    /// The order the stars are read and filled in.
    public var direction: ReadingDirection { design.direction }
    /// The background's corner radius, border and inset.
    public var backgroundShape: BackgroundShape { design.backgroundShape }
    /// The frame the badge is fitted to, if its star size is computed.
    public var fit: FrameFit? { design.fit }
    /// Plain, or one of the shields.io-like looks.
    public var style: BadgeStyle { design.style }
    /// Multiplies every length (> 0, ≤ `BadgeLimits.maxScale`).
    public var scale: Double { design.scale }
    /// The largest image allowed, in pixels.
    public var maxPixels: Int { design.maxPixels }
    /// The text label, if any (in a shields-like style, the label section's text).
    public var label: LabelSpec? { design.label }
    /// Text after the stars in a shields-like style's coloured section.
    public var value: LabelSpec? { design.value }
    /// The star boxes (and label box) at the output scale.
    public var layout: BadgeLayout { composition.layout }
    /// The label laid out at the output scale (plain style).
    var labelLine: LabelLine? { composition.labelLine }
    /// The texts of a shields-like style at the output scale.
    var shieldsTexts: ShieldsTexts? { composition.shieldsTexts }

    // A badge is its design and rating; the rest follows from them.
    public static func == (a: BadgeSpec, b: BadgeSpec) -> Bool { a.rating == b.rating && a.design == b.design }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rating)
        hasher.combine(design)
    }

    /// The image size in whole pixels: the exact size rounded up (ignoring
    /// float noise below 1e-9 px), padded to the design's `minimumPixelSize`.
    public var pixelSize: (width: Int, height: Int) {
        let own = composition.pixelSize
        let minimum = design.minimumPixelSize ?? own
        return (max(own.width, minimum.width), max(own.height, minimum.height))
    }

    /// The same badge with another rating (0 ≤ rating ≤ starCount).
    public func with(rating newRating: Double) throws(BadgeError) -> BadgeSpec {
        try design.badge(rating: newRating)
    }

    /// The same badge with another rating, fill mode and scale.
    public func with(rating newRating: Double, fillMode newFill: FillMode, scale newScale: Double) throws(BadgeError) -> BadgeSpec {
        if newFill == fillMode, newScale == scale, design.minimumPixelSize == nil { return try design.badge(rating: newRating) }
        return try design.with(fillMode: newFill, scale: newScale).badge(rating: newRating)
    }

    /// This badge drawn at `factor` times its scale into exactly `factor`
    /// times its pixel size in both dimensions (padded on the right and
    /// bottom, never resampled): the k× variant of a `srcset`.
    public func variant(scaledBy factor: Int) throws(BadgeError) -> BadgeSpec {
        let size = pixelSize
        return try design.variant(scaledBy: factor, paddedTo: PixelSize(width: size.width * factor,
                                                                          height: size.height * factor))
            .badge(rating: rating)
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
}
