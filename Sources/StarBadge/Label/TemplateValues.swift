/// The values a template's placeholders stand for.
package struct TemplateValues: Hashable, Sendable {
    /// The score as given, on the rating's scale (0…`outOf`).
    package var score: Double
    /// The rating the stars show (after the fill mode's rounding), on the rating's scale.
    package var shown: Double
    /// The number of stars.
    package var max: Int
    /// Decimals the alt text writes scores with (2; a sprite of finer steps needs more).
    package var decimals: Int
    /// The caller's own fields by name (`{title}`), each written as given.
    package var fields: [String: String]
    /// The rating's scale, the best rating (`{max}`): `BadgeSettings.outOf`, or the number of stars.
    package var outOf: Double
    /// The number of ratings the score sums up (`{count}`), if known.
    package var count: Int?

    /// The values for a badge of `score` (shown as `shown` after rounding)
    /// on `max` stars, out of `outOf` (nil: out of `max`), from `count`
    /// ratings, with the caller's own `fields`.
    package init(score: Double, shown: Double, max: Int, decimals: Int = 2, outOf: Double? = nil, count: Int? = nil,
                fields: [String: String] = [:]) {
        self.score = score
        self.shown = shown
        self.max = max
        self.decimals = decimals
        self.fields = fields
        self.outOf = outOf ?? Double(max)
        self.count = count
    }

    /// Decimals that write the scale as a text shows it (0 for 5 or 10, 3
    /// for 0.004; at most `AltTextLocale.scaleDecimals`).
    package var scaleDecimals: Int {
        let text = AltText.format(outOf, separator: ".", decimals: AltTextLocale.scaleDecimals)
        return text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
    }

    /// Decimals a score is written with: `decimals`, or the scale's when it
    /// has more, so that a score never reads rounder than its scale (0.004
    /// out of 0.004, never 0 out of 0.004).
    package var ratingDecimals: Int { Swift.max(decimals, scaleDecimals) }

    /// The score as a percentage of the best rating (`outOf`).
    package var percent: Double { outOf > 0 ? score / outOf * 100 : 0 }

    /// Whether the scale is the stars themselves (one point a star), so a
    /// sentence names the stars ("out of 5 stars") rather than a scale ("out of 10").
    package var isOutOfStars: Bool { outOf == Double(max) }
}
