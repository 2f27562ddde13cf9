/// Each language's sentence for a rating: "4.5 out of 5 stars", "7.8 out
/// of 10" (on a scale of the site's own), and the number of ratings after
/// it ("4.5 out of 5 stars, 1,234 ratings"), each noun agreeing with its
/// number by the language's plural rules.
extension AltTextLocale {
    /// Decimals `{max}` and the scale in a sentence are written with: a
    /// scale is rarely fractional, and never shown rounded.
    static let scaleDecimals = 6

    /// The built-in sentence for `values`: the score out of the stars (or
    /// out of the scale, when it is not the star count), then the count of
    /// ratings when known.
    func sentence(_ values: TemplateValues) -> String {
        let rating = format(values.score, decimals: values.ratingDecimals)
        let main = values.isOutOfStars
            ? starSentence(rating: rating, stars: values.max)
            : scaleSentence(rating: rating, outOf: format(values.outOf, decimals: Self.scaleDecimals))
        guard let count = values.count else { return main }
        return main + countClause(format(count: count), pluralCategory(of: count))
    }

    /// "4.5 out of 5 stars": the noun agrees with the number of stars.
    private func starSentence(rating: String, stars: Int) -> String {
        let m = format(count: stars), form = pluralCategory(of: stars)
        switch self {
        case .en: return "\(rating) out of \(m) \(form == .one ? "star" : "stars")"
        case .de: return "\(rating) von \(m) \(form == .one ? "Stern" : "Sternen")"
        case .fr: return "\(rating) sur \(m) \(form == .one ? "étoile" : "étoiles")"
        case .es: return "\(rating) de \(m) \(form == .one ? "estrella" : "estrellas")"
        case .it: return "\(rating) su \(m) \(form == .one ? "stella" : "stelle")"
        case .pt: return "\(rating) de \(m) \(form == .one ? "estrela" : "estrelas")"
        case .nl: return "\(rating) van \(m) \(form == .one ? "ster" : "sterren")"
        case .ja: return "\(m)つ星のうち\(rating)"
        case .ar:
            // After "من" (of): one نجمة, two نجمتين, 3–10 نجوم, 11 and more نجمة.
            let noun = form == .two ? "نجمتين" : form == .few ? "نجوم" : "نجمة"
            return "\(rating) من \(m) \(noun)"
        case .he: return "\(rating) מתוך \(m) \(form == .one ? "כוכב" : "כוכבים")"
        case .hi: return "\(m) में से \(rating) स्टार"
        case .zh: return "\(rating)星，满分\(m)星"
        case .ko: return "별 \(m)개 중 \(rating)개"
        case .ru:
            // "из" takes the genitive: из 1 звезды, из 5 звёзд.
            return "\(rating) из \(m) \(form == .one ? "звезды" : "звёзд")"
        case .tr: return "\(m) yıldız üzerinden \(rating)"
        case .pl:
            // "na" takes the accusative: na 1 gwiazdkę, na 3 gwiazdki, na 5 gwiazdek.
            let noun = form == .one ? "gwiazdkę" : form == .few ? "gwiazdki" : "gwiazdek"
            return "\(rating) na \(m) \(noun)"
        case .th: return "\(rating) จาก \(m) ดาว"
        }
    }

    /// "7.8 out of 10": a scale of the site's own, without a noun.
    private func scaleSentence(rating: String, outOf: String) -> String {
        switch self {
        case .en: return "\(rating) out of \(outOf)"
        case .de: return "\(rating) von \(outOf)"
        case .fr: return "\(rating) sur \(outOf)"
        case .es, .pt: return "\(rating) de \(outOf)"
        case .it: return "\(rating) su \(outOf)"
        case .nl: return "\(rating) van \(outOf)"
        case .ja: return "\(outOf)点中\(rating)点"
        case .ar: return "\(rating) من \(outOf)"
        case .he: return "\(rating) מתוך \(outOf)"
        case .hi: return "\(outOf) में से \(rating)"
        case .zh: return "\(rating)分，满分\(outOf)分"
        case .ko: return "\(outOf)점 만점에 \(rating)점"
        case .ru: return "\(rating) из \(outOf)"
        case .tr: return "\(outOf) üzerinden \(rating)"
        case .pl: return "\(rating) na \(outOf)"
        case .th: return "\(rating) จาก \(outOf)"
        }
    }

    /// ", 1,234 ratings": the count after the sentence, its noun in the
    /// count's plural form (French, Spanish, Italian and Portuguese put
    /// "de" before the noun after a round million).
    private func countClause(_ count: String, _ form: PluralCategory) -> String {
        switch self {
        case .en: return ", \(count) \(form == .one ? "rating" : "ratings")"
        case .de: return ", \(count) \(form == .one ? "Bewertung" : "Bewertungen")"
        case .fr: return ", \(count) \(form == .one ? "évaluation" : form == .many ? "d’évaluations" : "évaluations")"
        case .es: return ", \(count) \(form == .one ? "valoración" : form == .many ? "de valoraciones" : "valoraciones")"
        case .it: return ", \(count) \(form == .one ? "valutazione" : form == .many ? "di valutazioni" : "valutazioni")"
        case .pt: return ", \(count) \(form == .one ? "avaliação" : form == .many ? "de avaliações" : "avaliações")"
        case .nl: return ", \(count) \(form == .one ? "beoordeling" : "beoordelingen")"
        case .ja: return "、\(count)件の評価"
        case .ar:
            let noun: String
            switch form {
            case .two: noun = "تقييمان"
            case .few: noun = "تقييمات"
            case .many: noun = "تقييمًا"
            default: noun = "تقييم"
            }
            return "، \(count) \(noun)"
        case .he: return ", \(count) \(form == .one ? "דירוג" : "דירוגים")"
        case .hi: return ", \(count) रेटिंग"
        case .zh: return "，\(count)个评分"
        case .ko: return ", 평가 \(count)개"
        case .ru: return ", \(count) \(form == .one ? "оценка" : form == .few ? "оценки" : "оценок")"
        case .tr: return ", \(count) değerlendirme"
        case .pl: return ", \(count) \(form == .one ? "ocena" : form == .few ? "oceny" : "ocen")"
        case .th: return " จากการให้คะแนน \(count) ครั้ง"
        }
    }
}
