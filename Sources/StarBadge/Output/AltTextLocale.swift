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
