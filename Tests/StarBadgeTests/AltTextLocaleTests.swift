import Testing
import StarBadge

/// Each alt text language: its sentence for a rating out of the stars, out
/// of a scale, with a count of ratings; its plural rules (CLDR's cardinal
/// categories, `Scripts/alt-locales-cldr.py`), decimal separator and grouping.
@Suite("Alt text in every locale")
struct AltTextLocaleTests {
    /// A locale's expected sentences: 4.5 of 5 stars; 7.8 out of 10 from
    /// 1234 ratings; 1 of 1 star from 1 rating; then counts and their nouns.
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: AltTextLocale
        let stars: String
        let scale: String
        let single: String
        /// (count, the sentence "4.5 out of 5 stars" with that count).
        let counts: [(Int, String)]
        var testDescription: String { locale.rawValue }
    }

    static func values(_ score: Double, stars: Int = 5, outOf: Double? = nil, count: Int? = nil) -> TemplateValues {
        TemplateValues(score: score, shown: score, max: stars, outOf: outOf, count: count)
    }

    static let cases: [Case] = [
        Case(locale: .en, stars: "4.5 out of 5 stars", scale: "7.8 out of 10, 1,234 ratings", single: "1 out of 1 star, 1 rating",
             counts: [(0, "4.5 out of 5 stars, 0 ratings"), (1_000_000, "4.5 out of 5 stars, 1,000,000 ratings")]),
        Case(locale: .de, stars: "4,5 von 5 Sternen", scale: "7,8 von 10, 1.234 Bewertungen", single: "1 von 1 Stern, 1 Bewertung",
             counts: [(2, "4,5 von 5 Sternen, 2 Bewertungen")]),
        Case(locale: .fr, stars: "4,5 sur 5 étoiles", scale: "7,8 sur 10, 1\u{202F}234 évaluations",
             single: "1 sur 1 étoile, 1 évaluation",
             counts: [(0, "4,5 sur 5 étoiles, 0 évaluation"), (1_000_000, "4,5 sur 5 étoiles, 1\u{202F}000\u{202F}000 d’évaluations")]),
        Case(locale: .es, stars: "4,5 de 5 estrellas", scale: "7,8 de 10, 1234 valoraciones", single: "1 de 1 estrella, 1 valoración",
             counts: [(12_345, "4,5 de 5 estrellas, 12.345 valoraciones"),
                      (2_000_000, "4,5 de 5 estrellas, 2.000.000 de valoraciones")]),
        Case(locale: .it, stars: "4,5 su 5 stelle", scale: "7,8 su 10, 1.234 valutazioni", single: "1 su 1 stella, 1 valutazione",
             counts: [(1_000_000, "4,5 su 5 stelle, 1.000.000 di valutazioni")]),
        Case(locale: .pt, stars: "4,5 de 5 estrelas", scale: "7,8 de 10, 1.234 avaliações", single: "1 de 1 estrela, 1 avaliação",
             counts: [(0, "4,5 de 5 estrelas, 0 avaliação"), (2, "4,5 de 5 estrelas, 2 avaliações")]),
        Case(locale: .nl, stars: "4,5 van 5 sterren", scale: "7,8 van 10, 1.234 beoordelingen", single: "1 van 1 ster, 1 beoordeling",
             counts: [(2, "4,5 van 5 sterren, 2 beoordelingen")]),
        Case(locale: .ja, stars: "5つ星のうち4.5", scale: "10点中7.8点、1,234件の評価", single: "1つ星のうち1、1件の評価",
             counts: [(2, "5つ星のうち4.5、2件の評価")]),
        Case(locale: .ar, stars: "4.5 من 5 نجوم", scale: "7.8 من 10، 1,234 تقييمًا", single: "1 من 1 نجمة، 1 تقييم",
             counts: [(0, "4.5 من 5 نجوم، 0 تقييم"), (2, "4.5 من 5 نجوم، 2 تقييمان"), (3, "4.5 من 5 نجوم، 3 تقييمات"),
                      (11, "4.5 من 5 نجوم، 11 تقييمًا"), (100, "4.5 من 5 نجوم، 100 تقييم"), (103, "4.5 من 5 نجوم، 103 تقييمات")]),
        Case(locale: .he, stars: "4.5 מתוך 5 כוכבים", scale: "7.8 מתוך 10, 1,234 דירוגים", single: "1 מתוך 1 כוכב, 1 דירוג",
             counts: [(2, "4.5 מתוך 5 כוכבים, 2 דירוגים")]),
        Case(locale: .hi, stars: "5 में से 4.5 स्टार", scale: "10 में से 7.8, 1,234 रेटिंग", single: "1 में से 1 स्टार, 1 रेटिंग",
             counts: [(1_234_567, "5 में से 4.5 स्टार, 12,34,567 रेटिंग")]),
        Case(locale: .zh, stars: "4.5星，满分5星", scale: "7.8分，满分10分，1,234个评分", single: "1星，满分1星，1个评分",
             counts: [(1_234_567, "4.5星，满分5星，1,234,567个评分")]),
        Case(locale: .ko, stars: "별 5개 중 4.5개", scale: "10점 만점에 7.8점, 평가 1,234개", single: "별 1개 중 1개, 평가 1개",
             counts: [(2, "별 5개 중 4.5개, 평가 2개")]),
        Case(locale: .ru, stars: "4,5 из 5 звёзд", scale: "7,8 из 10, 1\u{A0}234 оценки", single: "1 из 1 звезды, 1 оценка",
             counts: [(5, "4,5 из 5 звёзд, 5 оценок"), (11, "4,5 из 5 звёзд, 11 оценок"), (21, "4,5 из 5 звёзд, 21 оценка"),
                      (22, "4,5 из 5 звёзд, 22 оценки"), (112, "4,5 из 5 звёзд, 112 оценок")]),
        Case(locale: .tr, stars: "5 yıldız üzerinden 4,5", scale: "10 üzerinden 7,8, 1.234 değerlendirme",
             single: "1 yıldız üzerinden 1, 1 değerlendirme", counts: [(2, "5 yıldız üzerinden 4,5, 2 değerlendirme")]),
        Case(locale: .pl, stars: "4,5 na 5 gwiazdek", scale: "7,8 na 10, 1234 oceny", single: "1 na 1 gwiazdkę, 1 ocena",
             counts: [(5, "4,5 na 5 gwiazdek, 5 ocen"), (12, "4,5 na 5 gwiazdek, 12 ocen"), (22, "4,5 na 5 gwiazdek, 22 oceny"),
                      (12_345, "4,5 na 5 gwiazdek, 12\u{A0}345 ocen")]),
        Case(locale: .th, stars: "4.5 จาก 5 ดาว", scale: "7.8 จาก 10 จากการให้คะแนน 1,234 ครั้ง",
             single: "1 จาก 1 ดาว จากการให้คะแนน 1 ครั้ง", counts: [(2, "4.5 จาก 5 ดาว จากการให้คะแนน 2 ครั้ง")]),
    ]

    @Test("every locale has its sentences tested")
    func everyLocale() {
        #expect(Set(Self.cases.map(\.locale)) == Set(AltTextLocale.allCases))
    }

    @Test("the locale's sentences: out of the stars, out of a scale, with a count", arguments: cases)
    func sentences(_ c: Case) {
        let alt = AltText(locale: c.locale)
        #expect(alt.describe(Self.values(4.5)) == c.stars)
        #expect(alt.describe(Self.values(7.8, outOf: 10, count: 1234)) == c.scale)
        #expect(alt.describe(Self.values(1, stars: 1, count: 1)) == c.single)
        for (count, expected) in c.counts {
            #expect(alt.describe(Self.values(4.5, count: count)) == expected, "count \(count)")
        }
    }

    @Test("star nouns agree with the number of stars where the language inflects them", arguments: [
        (AltTextLocale.ru, 2, "1 из 2 звёзд"), (.ru, 21, "1 из 21 звезды"), (.pl, 3, "1 na 3 gwiazdki"),
        (.pl, 12, "1 na 12 gwiazdek"), (.ar, 2, "1 من 2 نجمتين"), (.ar, 11, "1 من 11 نجمة"), (.ar, 10, "1 من 10 نجوم"),
        (.he, 2, "1 מתוך 2 כוכבים"), (.fr, 2, "1 sur 2 étoiles"),
    ])
    func starNouns(locale: AltTextLocale, stars: Int, expected: String) {
        #expect(AltText(locale: locale).describe(Self.values(1, stars: stars)) == expected)
    }

    /// CLDR's cardinal category of each of `numbers`, per locale (from
    /// `Scripts/alt-locales-cldr.py`, babel's CLDR data).
    static let numbers = [0, 1, 2, 3, 4, 5, 10, 11, 12, 14, 21, 22, 25, 100, 101, 102, 103, 111, 112, 1000, 1_000_000, 2_000_000]
    static let pluralTable: [(String, String)] = [
        ("en", "other one other other other other other other other other other other other other other other other other other other other other"),
        ("de", "other one other other other other other other other other other other other other other other other other other other other other"),
        ("fr", "one one other other other other other other other other other other other other other other other other other other many many"),
        ("es", "other one other other other other other other other other other other other other other other other other other other many many"),
        ("it", "other one other other other other other other other other other other other other other other other other other other many many"),
        ("pt", "one one other other other other other other other other other other other other other other other other other other many many"),
        ("nl", "other one other other other other other other other other other other other other other other other other other other other other"),
        ("ja", "other other other other other other other other other other other other other other other other other other other other other other"),
        ("ar", "zero one two few few few few many many many many many many other other other few many many other other other"),
        ("he", "other one two other other other other other other other other other other other other other other other other other other other"),
        ("hi", "one one other other other other other other other other other other other other other other other other other other other other"),
        ("zh", "other other other other other other other other other other other other other other other other other other other other other other"),
        ("ko", "other other other other other other other other other other other other other other other other other other other other other other"),
        ("ru", "many one few few few many many many many many one few many many one few few many many many many many"),
        ("tr", "other one other other other other other other other other other other other other other other other other other other other other"),
        ("pl", "many one few few few many many many many many many few many many many few few many many many many many"),
        ("th", "other other other other other other other other other other other other other other other other other other other other other other"),
    ]

    @Test("plural categories are CLDR's", arguments: pluralTable)
    func pluralRules(code: String, categories: String) throws {
        let locale = try #require(AltTextLocale(rawValue: code))
        let expected = categories.split(separator: " ").map(String.init)
        #expect(Self.numbers.map { locale.pluralCategory(of: $0).rawValue } == expected)
    }

    @Test("numbers: decimal separator and grouping per language", arguments: [
        (AltTextLocale.en, 1234.5, "1,234.5"), (.de, 1234.5, "1.234,5"), (.fr, 1234.5, "1\u{202F}234,5"), (.es, 1234.5, "1234,5"),
        (.es, 12345.25, "12.345,25"), (.ru, 1234.5, "1\u{A0}234,5"), (.pl, 1234.5, "1234,5"), (.tr, 1234.5, "1.234,5"),
        (.hi, 1234567.5, "12,34,567.5"), (.ar, 1234.5, "1,234.5"), (.ja, 0.25, "0.25"), (.de, -3.5, "-3,5"), (.en, 3, "3"),
    ])
    func numbers(locale: AltTextLocale, value: Double, expected: String) {
        #expect(locale.format(value) == expected)
    }

    @Test("numbers below 999 are the plain number with the locale's decimal separator")
    func shortNumbers() {
        let values = Array(stride(from: -998.75, through: 998.75, by: 7.31)) + [0, -0.0, 0.001, -0.004, 0.005, 0.125, 9.995, 99.999, 998.994]
        for locale in AltTextLocale.allCases {
            let half = locale.format(0.5)
            let separator = String(half.dropFirst().dropLast())
            for value in values {
                for decimals in [0, 1, 2, 3] {
                    let plain = AltText.format(value, separator: ".", decimals: decimals)
                    #expect(locale.format(value, decimals: decimals) == plain.replacing(".", with: separator),
                            "\(locale) \(value) \(decimals)")
                }
            }
        }
    }

    @Test("templates write {max}, {count} and the numbers as the locale does")
    func templates() throws {
        let alt = try AltText(locale: .de, template: "{rating}/{max} ({count}), {percent} %")
        #expect(alt.describe(Self.values(7.8, outOf: 10, count: 1234)) == "7,8/10 (1.234), 78 %")
        #expect(try AltText(template: "[{count}]").describe(Self.values(4)) == "[]")
    }

    @Test("--locale auto: the label's script decides", arguments: [
        ("التقييم {rating}", AltTextLocale.ar as AltTextLocale?), ("דירוג", .he), ("रेटिंग {rating}", .hi), ("评分", .zh),
        ("評価 {rating} つ星", .ja), ("レビュー", .ja), ("평점", .ko), ("{rating} Отзывы", .ru), ("คะแนน", .th),
        ("Rating {rating}", nil), ("{rating}/{max}", nil), ("★ 4.5", nil), ("Note: Отзывы", .ru),
    ])
    func scriptLocale(label: String, expected: AltTextLocale?) {
        #expect(AltTextLocale.forScript(of: label) == expected)
    }
}
