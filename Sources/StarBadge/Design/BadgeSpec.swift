import StarGeometry
import StarRaster
import StarSupport

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
    /// The rating as given, on the design's scale: 0 ≤ rating ≤
    /// `design.maxRating` (the star count unless `outOf` sets a scale).
    public let rating: Double
    /// The number of ratings the score sums up (`{count}`, the alt text),
    /// or nil when not known. It goes with the rating rather than the
    /// design: each badge of a site has its own, and only a text that shows
    /// it depends on it. 0 or more.
    public let count: Int?
    /// The rating as shown, on the design's scale, after the fill mode's
    /// rounding of the stars: the one place the rating is rounded (the
    /// stars' fill, the on colour, `{shown}`, the alt text and sprite states
    /// all take it from here). 7.8 out of 10 on 5 stars with `half` fill
    /// shows 4 stars: a displayed rating of 8.
    public let displayedRating: Double
    /// The stars filled, 0…`starCount`: `displayedRating` in stars.
    public let displayedStars: Double
    /// Colour of the filled part of the stars for this rating (from `onColorScale`);
    /// in a shields-like style, the section's colour unless `sectionColor` is given.
    public let onColor: Color
    /// Where everything goes, at the output scale: it follows from the
    /// design and rating, so it takes no part in equality.
    private let laidOut: NotCompared<BadgeComposition>

    /// The badge of `rating` (on the scale `settings.outOf`, else out of
    /// the star count) from `count` ratings, with a design of `settings`:
    /// see `BadgeDesign.init(_:)` and `BadgeDesign.badge(rating:count:)`
    /// for the errors thrown.
    public init(rating: Double, count: Int? = nil, _ settings: BadgeSettings = BadgeSettings()) throws(BadgeError) {
        try self.init(design: BadgeDesign(settings), rating: rating, count: count)
    }

    /// The badge of `rating` with the default settings changed by `change`:
    /// `try BadgeSpec(rating: 4) { $0.starCount = 10 }`. Throws what
    /// `change` throws, or the `BadgeError` of `init(rating:count:_:)`.
    public init<E: Error>(rating: Double, count: Int? = nil, _ change: (inout BadgeSettings) throws(E) -> Void) throws {
        try self.init(rating: rating, count: count, BadgeSettings().with(change))
    }

    init(design: BadgeDesign, rating: Double, count: Int? = nil) throws(BadgeError) {
        try Self.check(rating: rating, count: count, design: design)
        let stars = design.fillMode.rounded(design.stars(forRating: rating))
        let shown = design.rating(forStars: stars)
        self.design = design
        self.rating = rating
        self.count = count
        displayedStars = stars
        displayedRating = shown
        onColor = design.onColorScale.color(forRating: shown, maxRating: design.maxRating)
        if let shared = design.sharedComposition {
            laidOut = NotCompared(shared)
        } else {
            let values = TemplateValues(score: rating, shown: shown, max: design.starCount, outOf: design.maxRating, count: count,
                                        fields: design.fields)
            laidOut = NotCompared(try BadgeComposition(design, values: values))
        }
    }

    /// The rating within the design's scale, the count not negative, and a
    /// count for every text that shows `{count}`.
    private static func check(rating: Double, count: Int?, design: BadgeDesign) throws(BadgeError) {
        guard rating.isFinite, rating >= 0, rating <= design.maxRating else {
            let reason: BadgeReason = design.outOf == nil
                ? .outOfRange("must be a number from 0 to \(design.starCount) (the number of stars)")
                : .outOfRange("must be a number from 0 to \(formatLength(design.maxRating)) (\(setting: .outOf))")
            throw .invalid(.rating, value: formatLength(rating), reason: reason)
        }
        if let count, count < 0 {
            throw .invalid(.count, value: String(count), reason: .outOfRange("must be a whole number, 0 or more"))
        }
        guard count == nil else { return }
        for (setting, text) in [(BadgeSetting.label, design.label), (.value, design.value)] {
            if let template = text?.template, template.uses(.count) {
                throw .invalid(setting, value: template.text, reason: .notApplicable("shows {count}, the number of ratings: give \(setting: .count)"))
            }
        }
    }

    /// Side of each star's square box, px at scale 1 (> 0): as given, computed from `fit`, or set by a shields-like `style`.
    public var starSize: Double { composition.starSize }
    /// The star boxes (and label box) at the output scale.
    package var layout: BadgeLayout { composition.layout }
    /// The label laid out at the output scale (plain style).
    var labelLine: LabelLine? { composition.labelLine }
    /// The texts of a shields-like style at the output scale.
    var shieldsTexts: ShieldsTexts? { composition.shieldsTexts }

    var logoBox: LogoBox? { composition.logo }

    /// Where everything goes, at the output scale.
    var composition: BadgeComposition {
        _read { yield laidOut.value }
    }

    /// The image size in whole pixels: the exact size rounded up (ignoring
    /// float noise below 1e-9 px), padded on the right and bottom to the
    /// design's `minimumPixelSize`, or at a scale k other than 1 to k times
    /// the size of the same badge at scale 1, rounded up: `--scale 2` and a
    /// 2× `variant(scaledBy:)` of the 1× badge have the same size.
    public var pixelSize: (width: Int, height: Int) {
        let size = composition.paddedPixelSize
        return (size.width, size.height)
    }

    /// The same badge (and count) with another rating (0 ≤ rating ≤ `design.maxRating`).
    public func with(rating newRating: Double) throws(BadgeError) -> BadgeSpec {
        try design.badge(rating: newRating, count: count)
    }

    /// The same badge with another rating, fill mode and scale.
    package func with(rating newRating: Double, fillMode newFill: FillMode, scale newScale: Double) throws(BadgeError) -> BadgeSpec {
        if newFill == design.fillMode, newScale == design.scale, design.minimumPixelSize == nil {
            return try design.badge(rating: newRating, count: count)
        }
        return try design.with {
            $0.fillMode = newFill
            $0.scale = newScale
            $0.minimumPixelSize = nil
        }.badge(rating: newRating, count: count)
    }

    /// This badge drawn at `factor` times its scale into exactly `factor`
    /// times its pixel size in both dimensions (padded on the right and
    /// bottom, never resampled): the k× variant of a `srcset`.
    public func variant(scaledBy factor: Int) throws(BadgeError) -> BadgeSpec {
        let size = pixelSize
        return try design.variant(scaledBy: factor, paddedTo: PixelSize(width: size.width * factor,
                                                                          height: size.height * factor))
            .badge(rating: rating, count: count)
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
    package var effectiveTextColor: Color {
        design.label?.textColor ?? Contrast.readableText(on: design.style.isShields ? labelSectionColor : design.background)
    }
}

extension BadgeSpec {
    /// The same badge (rating, count, sizes, label, style) in the colours of
    /// `dark` (see `DarkAppearance.applied(to:)`): the image a page in
    /// dark mode shows instead of this one. Throws the `BadgeError` of
    /// `init(rating:count:_:)` when the style refuses a dark colour (a social
    /// badge's background, for one), naming the setting it replaces.
    public func darkVariant(_ dark: DarkAppearance) throws(BadgeError) -> BadgeSpec {
        try BadgeSpec(rating: rating, count: count, dark.applied(to: design.settings))
    }
}
