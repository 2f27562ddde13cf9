import StarSupport

/// The item a rating is about, as schema.org JSON-LD with its rating nested
/// in it: what Google's review snippets need to show stars in search results
/// (an `AggregateRating` standing alone, without the item it reviews, earns
/// none). The block holds the item's type and name, its page when known,
/// and its `aggregateRating` with `ratingValue`, `bestRating`, `worstRating`
/// and the number of ratings, which review snippets require.
public struct RatedItem: Hashable, Sendable {
    /// The schema.org types Google's review snippets take a rating for
    /// (each with its subtypes on schema.org; these are the documented ones).
    public enum ItemType: String, CaseIterable, Hashable, Sendable {
        case book = "Book", course = "Course", creativeWorkSeason = "CreativeWorkSeason"
        case creativeWorkSeries = "CreativeWorkSeries", episode = "Episode", event = "Event", game = "Game"
        case howTo = "HowTo", localBusiness = "LocalBusiness", mediaObject = "MediaObject", movie = "Movie"
        case musicPlaylist = "MusicPlaylist", musicRecording = "MusicRecording", organization = "Organization"
        case product = "Product", recipe = "Recipe", softwareApplication = "SoftwareApplication"

        /// The type spelt as schema.org spells it, in any letter case ("product" is Product).
        public init?(named name: String) {
            guard let type = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
            self = type
        }
    }

    /// The item's schema.org type.
    public let type: ItemType
    /// The item's name, as a page shows it (a product's title).
    public let name: String
    /// The item's page, when known.
    public let url: String?
    /// The item's rating; its `ratingCount` is what review snippets require.
    public let rating: AggregateRating

    /// The item as given (no checks: `json` writes any text safely).
    public init(type: ItemType, name: String, url: String? = nil, rating: AggregateRating) {
        self.type = type
        self.name = name
        self.url = url
        self.rating = rating
    }

    /// Whether the block earns review stars by Google's documented rules: a
    /// name that is not empty, and a number of ratings of at least 1.
    public var hasRequiredProperties: Bool {
        !name.isEmpty && (rating.ratingCount ?? 0) > 0
    }

    /// The object on one line: `{"@context": "https://schema.org", "@type": "Product",
    /// "name": …, "url": …, "aggregateRating": {"@type": "AggregateRating", …}}`.
    /// A '<' in a text is written as its escape, so the object can stand in
    /// an HTML `<script>` as it is.
    public var json: String {
        var pairs = [("@context", JSON.string("https://schema.org")), ("@type", JSON.string(type.rawValue)),
                     ("name", JSON.string(name))]
        if let url { pairs.append(("url", JSON.string(url))) }
        pairs.append(("aggregateRating", rating.nestedJSON))
        return JSON.object(pairs).replacing("<", with: "\\u003c")
    }

    /// The object in an HTML page: a `<script type="application/ld+json">`.
    public var script: String { "<script type=\"application/ld+json\">\(json)</script>" }
}
