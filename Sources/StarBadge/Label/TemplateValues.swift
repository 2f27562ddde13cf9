/// The values a template's placeholders stand for.
public struct TemplateValues: Hashable, Sendable {
    /// The score as given.
    public var score: Double
    /// The rating the stars show (after the fill mode's rounding).
    public var shown: Double
    /// The number of stars.
    public var max: Int
    /// Decimals the alt text writes scores with (2; a sprite of finer steps needs more).
    public var decimals: Int
    /// The caller's own fields by name (`{title}`), each written as given.
    public var fields: [String: String]

    /// The values for a badge of `score` (shown as `shown` after rounding)
    /// out of `max` stars, with the caller's own `fields`.
    public init(score: Double, shown: Double, max: Int, decimals: Int = 2, fields: [String: String] = [:]) {
        self.score = score
        self.shown = shown
        self.max = max
        self.decimals = decimals
        self.fields = fields
    }

    /// The score as a percentage of `max`.
    public var percent: Double { max > 0 ? score / Double(max) * 100 : 0 }
}
