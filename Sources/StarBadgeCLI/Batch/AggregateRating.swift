import StarBadge

/// A badge's rating as a schema.org `AggregateRating` (JSON-LD), what review
/// stars in search results are read from: the rating as given on its scale
/// (`bestRating`, `worstRating` 0), and the number of ratings when known.
/// Numbers are JSON numbers, so their decimals are always written with '.'.
struct AggregateRating: Sendable, Equatable {
    let ratingValue: Double
    let bestRating: Double
    let worstRating: Double
    let ratingCount: Int?

    init(ratingValue: Double, bestRating: Double, worstRating: Double = 0, ratingCount: Int? = nil) {
        self.ratingValue = ratingValue
        self.bestRating = bestRating
        self.worstRating = worstRating
        self.ratingCount = ratingCount
    }

    /// The rating of a badge with these template values (`{rating}` of `{max}`).
    init(_ values: TemplateValues, count: Int?) {
        self.init(ratingValue: values.score, bestRating: Double(values.max), ratingCount: count)
    }

    /// The object on one line: {"@context": "https://schema.org", "@type": "AggregateRating", …}.
    var json: String {
        var pairs = [("@context", JSON.string("https://schema.org")), ("@type", JSON.string("AggregateRating")),
                     ("ratingValue", Self.number(ratingValue)), ("bestRating", Self.number(bestRating)),
                     ("worstRating", Self.number(worstRating))]
        if let ratingCount { pairs.append(("ratingCount", String(ratingCount))) }
        return JSON.object(pairs)
    }

    /// The object in an HTML page: a `<script type="application/ld+json">`
    /// (its JSON holds no '<', so it cannot end the script early).
    var script: String { "<script type=\"application/ld+json\">\(json)</script>" }

    /// A value exactly, in the shortest form that reads back the same (`JSON.number`).
    static func number(_ value: Double) -> String { JSON.number(value) }
}
