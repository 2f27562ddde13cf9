import StarSupport

/// A badge's rating as a schema.org `AggregateRating` (JSON-LD), what review
/// stars in search results are read from: the rating as given on its scale
/// (`bestRating`, `worstRating` 0), and the number of ratings when known.
/// Standing alone it names no item, and search engines show no stars for
/// it: nest it in the item it rates with `RatedItem`.
/// Numbers are JSON numbers, so their decimals are always written with '.'
/// whatever the alt text's locale.
public struct AggregateRating: Hashable, Sendable {
    /// The rating as given, on its scale.
    public let ratingValue: Double
    /// The top of the scale (`BadgeSettings.outOf`, or the number of stars).
    public let bestRating: Double
    /// The bottom of the scale (0 for every badge).
    public let worstRating: Double
    /// The number of ratings the value sums up, when known.
    public let ratingCount: Int?

    /// The object as given, field by field (no checks: schema.org has no limits).
    public init(ratingValue: Double, bestRating: Double, worstRating: Double = 0, ratingCount: Int? = nil) {
        self.ratingValue = ratingValue
        self.bestRating = bestRating
        self.worstRating = worstRating
        self.ratingCount = ratingCount
    }

    /// The rating of a badge: its rating on its scale (`outOf`, else the
    /// number of stars) and its count when it has one.
    public init(_ spec: BadgeSpec) {
        self.init(spec.templateValues)
    }

    /// The rating of a badge with these template values: `{rating}` on the
    /// rating's scale (`{max}`), from `{count}` ratings when the count is known.
    package init(_ values: TemplateValues) {
        self.init(ratingValue: values.score, bestRating: values.outOf, ratingCount: values.count)
    }

    /// The object on one line: `{"@context": "https://schema.org", "@type": "AggregateRating", …}`.
    public var json: String {
        var pairs = [("@context", JSON.string("https://schema.org")), ("@type", JSON.string("AggregateRating")),
                     ("ratingValue", Self.number(ratingValue)), ("bestRating", Self.number(bestRating)),
                     ("worstRating", Self.number(worstRating))]
        if let ratingCount { pairs.append(("ratingCount", String(ratingCount))) }
        return JSON.object(pairs)
    }

    /// The object as the `aggregateRating` of an item (`RatedItem`): its
    /// type and numbers, without a context of its own.
    package var nestedJSON: String {
        var pairs = [("@type", JSON.string("AggregateRating")), ("ratingValue", Self.number(ratingValue)),
                     ("bestRating", Self.number(bestRating)), ("worstRating", Self.number(worstRating))]
        if let ratingCount { pairs.append(("ratingCount", String(ratingCount))) }
        return JSON.object(pairs)
    }

    /// The object in an HTML page: a `<script type="application/ld+json">`
    /// (its JSON holds no '<', so it cannot end the script early).
    public var script: String { "<script type=\"application/ld+json\">\(json)</script>" }

    /// A value exactly, in the shortest form that reads back the same.
    static func number(_ value: Double) -> String { JSON.number(value) }
}
