import StarGeometry
import StarRaster
import StarSupport

/// Everything that defines a badge except its rating: a site's look, its
/// `BadgeSettings` checked once. `badge(rating:)` makes the badge for a
/// score, checking only the rating and laying out only what depends on it (a
/// label that shows the rating, an on colour that changes with it); when no
/// text shows the rating, the layout is made once, here, and shared by every
/// badge.
///
/// Each setting reads as a property of the design (`design.starSize`).
/// Lengths are in px at scale 1; `scale` multiplies every length.
@dynamicMemberLookup
public struct BadgeDesign: Hashable, Sendable {
    /// The settings as checked; in a shields-like style, with the sizes the
    /// style sets (star size, spacing, no padding or background shape).
    public var settings: BadgeSettings {
        _read { yield checkedSettings.value }
    }
    /// The settings, held by reference: every badge of the design holds it.
    private let checkedSettings: Boxed<BadgeSettings>
    /// The layout every badge of this design shares, when no text shows the
    /// rating: it follows from the settings, so equal settings are equal designs.
    private(set) var shared: NotCompared<BadgeComposition?>

    /// The default on colour, #FFB400 (amber).
    package static let defaultOnColor = BadgeSettings.defaultOnColor
    /// The default off colour, #D9D9D9 (light grey).
    package static let defaultOffColor = BadgeSettings.defaultOffColor

    /// A design of `settings`, every value checked. Throws a `BadgeError`
    /// naming the first setting that is out of range or does not apply
    /// (and, when no text depends on the rating, one whose image would be
    /// too large).
    public init(_ settings: BadgeSettings = BadgeSettings()) throws(BadgeError) {
        try settings.check()
        var checked = settings
        if settings.style.isShields {
            // The label section says what the stars are unless told otherwise (an empty label: no section).
            if settings.label == nil { checked.label = try LabelSpec(template: BadgeStyle.shieldsDefaultLabel) }
            let metrics = settings.style.metrics
            checked.starSize = metrics.starSize
            checked.spacing = metrics.spacing
            checked.padding = 0
            checked.backgroundShape = .none
        }
        checkedSettings = Boxed(checked)
        shared = NotCompared(nil)
        if !showsRating {
            // Any rating lays the texts out the same: the badge for 0 stands for all.
            let values = TemplateValues(score: 0, shown: 0, max: checked.starCount, outOf: checked.outOf, fields: checked.fields)
            shared = NotCompared(try BadgeComposition(self, values: values))
        }
    }

    /// A design of the default settings with `change` applied:
    /// `try BadgeDesign { $0.starSize = 20 }`. Throws what `change` throws,
    /// or the `BadgeError` of `init(_:)` (build the settings first with
    /// `BadgeSettings().with` for a typed `BadgeError` alone).
    public init<E: Error>(_ change: (inout BadgeSettings) throws(E) -> Void) throws {
        try self.init(BadgeSettings().with(change))
    }

    /// A setting of the design, as checked.
    public subscript<Value>(dynamicMember path: KeyPath<BadgeSettings, Value>) -> Value {
        settings[keyPath: path]
    }

    /// The same design with `change` applied to its settings, checked again.
    public func with(_ change: (inout BadgeSettings) throws(BadgeError) -> Void) throws(BadgeError) -> BadgeDesign {
        try BadgeDesign(settings.with(change))
    }

    /// The layout every badge of this design shares, when no text shows the rating.
    var sharedComposition: BadgeComposition? { shared.value }

    /// The order the stars are read in, `.auto` resolved from the texts.
    public var readingDirection: ReadingDirection {
        settings.direction.resolved(label: settings.label, value: settings.value)
    }

    /// The badge for `rating` (0 ≤ rating ≤ `maxRating`) from `count`
    /// ratings (nil: not known). Throws `BadgeError.invalid(.rating, …)` for
    /// a rating outside that range (or not a number), `.invalid(.count, …)`
    /// for a negative count, `.invalid(.label, …)` (or `.value`) for a
    /// text that shows `{count}` without a count, and the errors of laying
    /// out a text that shows the rating.
    public func badge(rating: Double, count: Int? = nil) throws(BadgeError) -> BadgeSpec {
        try BadgeSpec(design: self, rating: rating, count: count)
    }

    /// The best rating, the top of the rating's scale: `outOf`, or the star count.
    public var maxRating: Double { settings.outOf ?? Double(settings.starCount) }

    /// The stars `rating` (on the design's scale) fills before rounding:
    /// its share of `maxRating` times the star count (7.8 out of 10 on 5
    /// stars: 3.9). Multiplied before it is divided, so a rating whose
    /// share is a short decimal gives exactly that number of stars.
    public func stars(forRating rating: Double) -> Double {
        guard let outOf = settings.outOf, outOf != Double(settings.starCount) else { return rating }
        return rating * Double(settings.starCount) / outOf
    }

    /// The rating (on the design's scale) that `stars` stars stand for: the
    /// inverse of `stars(forRating:)`.
    public func rating(forStars stars: Double) -> Double {
        guard let outOf = settings.outOf, outOf != Double(settings.starCount) else { return stars }
        return stars * outOf / Double(settings.starCount)
    }

    /// The design drawn at `factor` times its scale into exactly `factor`
    /// times the size of its 1× image in both dimensions (a 2× variant for
    /// `srcset`: the drawing is the 1× drawing scaled, padded on the right
    /// and bottom where the exact size rounds up less than `factor` times).
    /// Throws when that scale or size is beyond the limits.
    package func variant(scaledBy factor: Int) throws(BadgeError) -> BadgeDesign {
        // The 1× size: any rating's, when no text shows the rating; else each
        // badge pads to its own (see `BadgeSpec.variant(scaledBy:)`).
        let base = sharedComposition.map(\.paddedPixelSize)
        return try variant(scaledBy: factor,
                           paddedTo: base.map { PixelSize(width: $0.width * factor, height: $0.height * factor) })
    }

    func variant(scaledBy factor: Int, paddedTo size: PixelSize?) throws(BadgeError) -> BadgeDesign {
        let scale = settings.scale
        guard factor >= 1, Double(factor) * scale <= BadgeLimits.maxScale else {
            throw .invalid(.scale, value: String(factor),
                           reason: .outOfRange("must be a whole number from 1 to \(Int(BadgeLimits.maxScale / scale)) at \(setting: .scale) \(formatLength(scale))"))
        }
        return try with {
            $0.scale = scale * Double(factor)
            $0.minimumPixelSize = size
        }
    }

    /// Whether a text of the badge shows the rating or its count (so each badge lays it out anew).
    var showsRating: Bool {
        [settings.label, settings.value].contains { spec in
            guard let template = spec?.template else { return false }
            return template.uses(.rating) || template.uses(.shown) || template.uses(.percent) || template.uses(.count)
        }
    }
}
