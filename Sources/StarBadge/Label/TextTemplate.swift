/// A text with placeholders, as labels, value texts and alt text take them:
/// `{rating}` (the score given), `{shown}` (the rating the stars show,
/// after the fill mode's rounding), `{max}` (the best rating: the scale,
/// `BadgeSettings.outOf`, or the number of stars), `{percent}` (the score as
/// a percentage of `max`) and `{count}` (the number of ratings, grouped by
/// thousands as the language writes it). `{{` and `}}` write a
/// brace. Anything else in braces is an error that lists the placeholders,
/// so a typo such as `{ratng}` is never drawn as it is.
public struct TextTemplate: Hashable, Sendable {
    /// The values a template can show: `{rating}`, `{shown}`, `{max}`, `{percent}`, `{count}`.
    public enum Placeholder: String, CaseIterable, Hashable, Sendable {
        case rating, shown, max, percent, count
    }

    enum Part: Hashable, Sendable {
        case literal(String)
        case placeholder(Placeholder)
    }

    /// The template as given.
    public let text: String
    let parts: [Part]

    /// Every placeholder, as written in a template.
    public static let placeholderList = Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")

    /// Parses `text`; the error's reason says what is wrong and where.
    public init(parsing text: String) throws(TextTemplateError) {
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "}" {
                // "}}" is one brace; a lone "}" is taken as it is.
                literal.append("}")
                index = next < text.endIndex && text[next] == "}" ? text.index(after: next) : next
                continue
            }
            guard character == "{" else {
                literal.append(character)
                index = next
                continue
            }
            if next < text.endIndex && text[next] == "{" {
                literal.append("{")
                index = text.index(after: next)
                continue
            }
            guard let close = text[next...].firstIndex(of: "}") else { throw .unclosedBrace(text) }
            let name = String(text[next..<close])
            guard let placeholder = Placeholder(rawValue: name) else { throw .unknownPlaceholder(name, in: text) }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            parts.append(.placeholder(placeholder))
            index = text.index(after: close)
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.text = text
        self.parts = parts
    }

    /// The text with each placeholder replaced by `value(placeholder)`.
    public func filled(_ value: (Placeholder) -> String) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let text): result += text
            case .placeholder(let placeholder): result += value(placeholder)
            }
        }
        return result
    }

    /// Whether the template uses `placeholder`.
    public func uses(_ placeholder: Placeholder) -> Bool { parts.contains(.placeholder(placeholder)) }
}
