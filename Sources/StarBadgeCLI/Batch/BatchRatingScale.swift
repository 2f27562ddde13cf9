import StarUnicode
import StarSupport

/// The scale of an input's ratings, judged before anything is written: an
/// input where at least two ratings, and more than `scaleShare` of them, go
/// past the star count, with no `out-of` anywhere, is on a scale of its own
/// (a shop's 0–10), and the run stops saying which `--out-of` to add,
/// rather than drawing some badges on the wrong scale and failing the rest.
/// A lone rating past it is a typing slip: it fails its own entry.
struct BatchRatingScale {
    /// The options `survey(_:)` reads of an entry.
    static let surveyedOptions: Set<OptionName> = [.outOf, .stars, .rating]

    /// The star count and scale every entry starts from (the defaults and the command line).
    private let stars: Double
    private let scaleGiven: Bool
    /// The highest rating read, and where (its place: a sorted input has a
    /// new highest every entry, and the message needs it only once).
    private(set) var highest: (rating: Double, place: BatchEntry.Place)?
    /// Some entry sets its own scale or star count: the ratings are judged entry by entry.
    private var entriesSetScale = false
    /// Ratings read, and those past the star count.
    private var rated = 0, past = 0
    /// Ratings written with a decimal comma (`4,5`), and the first one's place.
    private var commas = 0, firstComma: (text: String, location: String)?

    /// The share of ratings past the stars above which the input is taken to have a scale of its own.
    static let scaleShare = 0.3

    init(defaults: OptionValues) {
        stars = defaults[.stars].flatMap { Double($0.trimmingWhitespace()) } ?? 5
        scaleGiven = defaults[.outOf] != nil
    }

    mutating func survey(_ entry: BatchEntry) {
        if entry.values[.outOf] != nil || entry.values[.stars] != nil { entriesSetScale = true }
        if let text = entry.values[.rating], BatchInputFormat.looksDecimalComma(text) {
            commas += 1
            if firstComma == nil { firstComma = (text, entry.location) }
        }
        guard let text = entry.values[.rating], let rating = Double(text.trimmingWhitespace()), rating.isFinite else { return }
        rated += 1
        if rating > stars { past += 1 }
        if rating > (highest?.rating ?? -.infinity) { highest = (rating, entry.place) }
    }

    /// Stops the run when the ratings are written with decimal commas, or
    /// go past the stars and nothing sets a scale.
    func check(source: String) throws(CLIError) {
        if let firstComma, commas >= 2 || rated == 0, Double(commas) > Self.scaleShare * Double(rated + commas) {
            throw .badData("\(Echo.value(source)): the ratings are written with a decimal comma ('\(Echo.value(firstComma.text))', "
                           + "\(firstComma.location)\(commas > 1 ? ", and \(commas - 1) more" : "")): add --decimal-comma "
                           + "(nothing was written)")
        }
        guard !scaleGiven, !entriesSetScale, let highest, past >= 2, Double(past) > Self.scaleShare * Double(rated) else { return }
        let scale = [10.0, 20, 100, 1000].first { $0 >= highest.rating } ?? highest.rating.rounded(.up)
        throw .badData("\(Echo.value(source)): the ratings go up to \(JSON.number(highest.rating)) (\(highest.place)), and "
                       + "\(past) of \(rated) are past the \(JSON.number(stars)) stars: is this a \(JSON.number(scale))-point scale? add --out-of \(JSON.number(scale)) "
                       + "(nothing was written)")
    }
}
