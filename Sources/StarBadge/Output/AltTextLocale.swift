/// Languages StarBadge describes ratings in: each with its sentence, its
/// plural rules (`PluralCategory`, from CLDR's cardinal rules) and the way
/// it writes numbers (decimal separator, digit grouping).
public enum AltTextLocale: String, CaseIterable, Hashable, Sendable {
    case en, de, fr, es, it, pt, nl, ja, ar, he, hi, zh, ko, ru, tr, pl, th

    /// The decimal separator of the language ("3.5" / "3,5").
    var decimalSeparator: String {
        switch self {
        case .en, .ja, .ar, .he, .hi, .zh, .ko, .th: return "."
        case .de, .fr, .es, .it, .pt, .nl, .ru, .tr, .pl: return ","
        }
    }

    /// What separates groups of digits ("1,234", "1.234", "1 234": a
    /// narrow no-break space in French, a no-break space in Russian and
    /// Polish, so a number never breaks across lines).
    var groupSeparator: String {
        switch self {
        case .en, .ja, .ar, .he, .hi, .zh, .ko, .th: return ","
        case .de, .es, .it, .pt, .nl, .tr: return "."
        case .fr: return "\u{202F}"
        case .ru, .pl: return "\u{00A0}"
        }
    }

    /// The fewest digits before the first separator's group that make a
    /// number grouped at all: Spanish and Polish write "1234" but "12 345".
    var minimumGroupingDigits: Int {
        switch self {
        case .es, .pl: return 2
        default: return 1
        }
    }

    /// The size of the groups after the first three digits: 2 in Hindi
    /// (lakh and crore: "12,34,567"), 3 elsewhere.
    var secondaryGroupSize: Int { self == .hi ? 2 : 3 }
}
