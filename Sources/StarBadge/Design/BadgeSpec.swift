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
    /// Where everything goes, at the output scale: it follows from the
    /// design and rating, so it takes no part in equality.
    private let laidOut: NotCompared<BadgeComposition>

    /// The badge of `rating` with a design of `settings`: see
    /// `BadgeDesign.init(_:)` for the errors thrown.
    public init(rating: Double, _ settings: BadgeSettings = BadgeSettings()) throws(BadgeError) {
        try self.init(design: BadgeDesign(settings), rating: rating)
    }

    /// The badge of `rating` with the default settings changed by `change`:
    /// `try BadgeSpec(rating: 4) { $0.starCount = 10 }`. Throws what
    /// `change` throws, or the `BadgeError` of `init(rating:_:)`.
    public init<E: Error>(rating: Double, _ change: (inout BadgeSettings) throws(E) -> Void) throws {
        try self.init(rating: rating, BadgeSettings().with(change))
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
            laidOut = NotCompared(shared)
        } else {
            let values = TemplateValues(score: rating, shown: shown, max: design.starCount, fields: design.fields)
            laidOut = NotCompared(try BadgeComposition(design, values: values))
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
    var composition: BadgeComposition { laidOut.value }

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
    package func with(rating newRating: Double, fillMode newFill: FillMode, scale newScale: Double) throws(BadgeError) -> BadgeSpec {
        if newFill == design.fillMode, newScale == design.scale, design.minimumPixelSize == nil {
            return try design.badge(rating: newRating)
        }
        return try design.with {
            $0.fillMode = newFill
            $0.scale = newScale
            $0.minimumPixelSize = nil
        }.badge(rating: newRating)
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
    package var effectiveTextColor: Color {
        design.label?.textColor ?? Contrast.readableText(on: design.style.isShields ? labelSectionColor : design.background)
    }
}
