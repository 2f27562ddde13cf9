/// A CLDR plural category: which form of a noun goes with a number
/// ("1 star", "5 stars"; Russian "1 оценка", "2 оценки", "5 оценок").
package enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}

extension AltTextLocale {
    /// The plural category of the whole number `n` (a count, a number of
    /// stars) in this language, by CLDR's cardinal rules for numbers
    /// without decimals (operands i = n, v = 0).
    package func pluralCategory(of n: Int) -> PluralCategory {
        let i = n.magnitude
        let mod10 = i % 10, mod100 = i % 100
        let millions = i != 0 && i % 1_000_000 == 0
        switch self {
        case .ja, .zh, .ko, .th:
            return .other
        case .en, .de, .nl, .tr:
            return i == 1 ? .one : .other
        case .it, .es:
            return i == 1 ? .one : millions ? .many : .other
        case .fr, .pt:
            return i <= 1 ? .one : millions ? .many : .other
        case .hi:
            return i <= 1 ? .one : .other
        case .he:
            return i == 1 ? .one : i == 2 ? .two : .other
        case .ar:
            switch i {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: return (3...10).contains(mod100) ? .few : (11...99).contains(mod100) ? .many : .other
            }
        case .ru:
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .pl:
            if i == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        }
    }
}
