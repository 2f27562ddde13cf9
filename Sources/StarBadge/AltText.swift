/// Languages StarBadge describes ratings in.
public enum AltTextLocale: String, CaseIterable, Hashable, Sendable {
    case en, de, fr, es, it, pt, nl, ja

    /// The decimal separator of the language ("3.5" / "3,5").
    var decimalSeparator: String {
        switch self {
        case .en, .ja: return "."
        case .de, .fr, .es, .it, .pt, .nl: return ","
        }
    }

    /// The built-in sentence for a rating out of `max` stars, with the
    /// star noun agreeing with `max` (1 star, 5 stars).
    func sentence(rating: String, max: Int) -> String {
        let one = max == 1
        switch self {
        case .en: return "\(rating) out of \(max) \(one ? "star" : "stars")"
        case .de: return "\(rating) von \(max) \(one ? "Stern" : "Sternen")"
        case .fr: return "\(rating) sur \(max) \(one ? "étoile" : "étoiles")"
        case .es: return "\(rating) de \(max) \(one ? "estrella" : "estrellas")"
        case .it: return "\(rating) su \(max) \(one ? "stella" : "stelle")"
        case .pt: return "\(rating) de \(max) \(one ? "estrela" : "estrelas")"
        case .nl: return "\(rating) van \(max) \(one ? "ster" : "sterren")"
        case .ja: return "\(max)つ星のうち\(rating)"
        }
    }
}

/// The text alternative of a badge: "3.5 out of 5 stars" by default, or a
/// template with `{rating}`, `{max}` and `{percent}`.
public struct AltText: Hashable, Sendable {
    public var locale: AltTextLocale
    /// nil: the locale's own sentence.
    public var template: String?

    public init(locale: AltTextLocale = .en, template: String? = nil) {
        self.locale = locale
        self.template = template
    }

    /// The description of `rating` (as displayed) out of `max` stars.
    public func describe(rating: Double, max: Int) -> String {
        let number = Self.format(rating, separator: locale.decimalSeparator)
        guard let template else { return locale.sentence(rating: number, max: max) }
        let percent = max > 0 ? Self.format(rating / Double(max) * 100, separator: locale.decimalSeparator) : "0"
        return template
            .replacing("{rating}", with: number)
            .replacing("{max}", with: String(max))
            .replacing("{percent}", with: percent)
    }

    /// At most two decimals, no trailing zeros: 3 → "3", 3.5 → "3.5", 3.371 → "3.37".
    public static func format(_ value: Double, separator: String) -> String {
        guard value.isFinite, abs(value) < 1e13 else { return String(value) }
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths > 0 ? "-" : ""
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : String(fraction))
        return "\(sign)\(whole)\(separator)\(digits)"
    }
}

extension BadgeSpec {
    /// "3.5 out of 5 stars" for this badge's displayed rating.
    public func altText(_ alt: AltText = AltText()) -> String {
        alt.describe(rating: displayedRating, max: starCount)
    }
}
