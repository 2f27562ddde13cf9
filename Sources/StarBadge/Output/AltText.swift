import StarUnicode

/// The text alternative of a badge: "3.7 out of 5 stars" (the score as
/// given) by default, or a template with the placeholders of `TextTemplate`.
public struct AltText: Hashable, Sendable {
    /// The language the alt text is written in.
    public var locale: AltTextLocale
    /// nil: the locale's own sentence.
    public private(set) var template: TextTemplate?

    /// Longest template accepted, in characters (grapheme clusters).
    package static let maxLength = 2000
    /// Longest template accepted, in code points: bounds the work whatever
    /// the characters hold (a family emoji is seven code points).
    package static let maxCodePoints = 8000
    /// What a template may hold: line breaks, both limits, no code point that an output cannot hold.
    package static let rules = TextRules(maxCharacters: maxLength, maxCodePoints: maxCodePoints, lineBreaks: true)

    /// The locale's own sentence.
    public init(locale: AltTextLocale = .en) {
        self.locale = locale
        self.template = nil
    }

    /// A template (nil: the locale's sentence). Line breaks (`\r\n`, `\r`)
    /// are stored as `\n`, the one form PNG text chunks allow. `fields`: the
    /// names of the caller's own fields it may show (`{title}`), filled from
    /// `TemplateValues.fields`.
    /// - Throws: `BadgeError.invalid` naming `alt` for an unknown
    ///   placeholder, or a template that breaks `rules` (more than
    ///   `maxLength` characters or `maxCodePoints` code points, a control
    ///   character other than a line break, a noncharacter; with its position).
    public init(locale: AltTextLocale = .en, template: String?, fields: Set<String> = []) throws(BadgeError) {
        self.locale = locale
        guard let given = template else { return }
        let text = TextRules.withLineFeeds(given)
        do { try Self.rules.check(text) } catch {
            throw .invalid(.altText, value: text, reason: .unusable("\(error.description)"))
        }
        do { self.template = try TextTemplate(parsing: text, fields: fields) } catch {
            throw .invalid(.altText, value: text, reason: .unusable("\(error.description)"))
        }
    }

    /// The description of these values: the locale's sentence ("3.7 out of
    /// 5 stars", "7.8 out of 10, 1,234 ratings"), or the template filled with
    /// numbers as the locale writes them. A template's `{count}` writes
    /// nothing when no count is known.
    package func describe(_ values: TemplateValues) -> String {
        guard let template else { return locale.sentence(values) }
        let filled = template.filled({ placeholder in
            switch placeholder {
            case .rating: return locale.format(values.score, decimals: values.ratingDecimals)
            case .shown: return locale.format(values.shown, decimals: values.ratingDecimals)
            case .max: return locale.format(values.outOf, decimals: AltTextLocale.scaleDecimals)
            case .percent: return locale.format(values.percent)
            case .count: return values.count.map(locale.format(count:)) ?? ""
            }
        }, fields: values.fields)
        // A field may hold `\r\n`: every output stores line breaks as `\n`.
        return template.fieldNames.isEmpty ? filled : TextRules.withLineFeeds(filled)
    }

    /// `describe(_:)` checked as a whole against `rules` once its fields
    /// are filled in (fields that pass one by one may add up to a text past
    /// the limits), and a template showing `{count}` given a count.
    /// - Throws: `BadgeError.invalid` naming `alt` (or `count`).
    package func checkedDescription(_ values: TemplateValues) throws(BadgeError) -> String {
        if values.count == nil, let template, template.uses(.count) {
            throw .invalid(.altText, value: template.text, reason: .notApplicable("shows {count}, the number of ratings: give \(setting: .count)"))
        }
        let text = describe(values)
        do { try Self.rules.check(text) } catch {
            throw .invalid(.altText, value: text, reason: .unusable("once its fields are filled in: \(error.description)"))
        }
        return text
    }

    /// The description of `rating` (both the score and the shown rating) out of `max` stars.
    package func describe(rating: Double, max: Int) -> String {
        describe(TemplateValues(score: rating, shown: rating, max: max))
    }

    /// At most `decimals` decimals (0–9, two by default), no trailing
    /// zeros: 3 → "3", 3.5 → "3.5", 3.371 → "3.37".
    package static func format(_ value: Double, separator: String, decimals: Int = 2) -> String {
        let decimals = min(9, max(0, decimals))
        var unit = 1
        for _ in 0..<decimals { unit *= 10 }
        guard value.isFinite, abs(value) * Double(unit) < 9e15 else { return String(value) }
        let units = Int((abs(value) * Double(unit)).rounded())
        let sign = value < 0 && units > 0 ? "-" : ""
        let whole = units / unit
        var fraction = units % unit, width = decimals
        if fraction == 0 { return "\(sign)\(whole)" }
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        let digits = String(fraction)
        return "\(sign)\(whole)\(separator)" + String(repeating: "0", count: width - digits.count) + digits
    }
}

extension BadgeSpec {
    /// "3.7 out of 5 stars" for this badge's score ("7.8 out of 10, 1,234
    /// ratings" with a scale and a count; `{shown}` in a template is the
    /// rating the stars show).
    public func altText(_ alt: AltText = AltText(), decimals: Int = 2) -> String {
        var values = templateValues
        values.decimals = decimals
        return alt.describe(values)
    }

    /// What the placeholders of this badge's texts stand for, with its `fields`.
    package var templateValues: TemplateValues {
        TemplateValues(score: rating, shown: displayedRating, max: design.starCount, outOf: design.maxRating, count: count,
                       fields: design.fields)
    }
}
