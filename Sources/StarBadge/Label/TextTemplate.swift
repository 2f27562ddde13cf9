import StarUnicode

/// A text with placeholders, as labels, value texts and alt text take them:
/// `{rating}` (the score given), `{shown}` (the rating the stars show,
/// after the fill mode's rounding), `{max}` (the best rating: the scale,
/// `BadgeSettings.outOf`, or the number of stars), `{percent}` (the score as
/// a percentage of `max`), `{count}` (the number of ratings, grouped by
/// thousands as the language writes it), and the caller's own fields
/// (`{title}`), when parsed with their names. `{{` and `}}` write a brace.
/// Anything else in braces is an error that lists the placeholders and
/// fields, so a typo such as `{ratng}` is never drawn as it is.
public struct TextTemplate: Hashable, Sendable {
    /// The values a template can show: `{rating}`, `{shown}`, `{max}`, `{percent}`, `{count}`.
    package enum Placeholder: String, CaseIterable, Hashable, Sendable {
        case rating, shown, max, percent, count
    }

    enum Part: Hashable, Sendable {
        case literal(String)
        case placeholder(Placeholder)
        /// One of the caller's own fields, by name (`TemplateValues.fields`).
        case field(String)
    }

    /// The template as given.
    public let text: String
    let parts: [Part]

    /// Every placeholder, as written in a template.
    package static let placeholderList = Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")

    /// Parses `text`; the error's reason says what is wrong and where.
    /// `fields`: the names of the caller's own fields a placeholder may
    /// name besides the built-in ones (a name of both is the built-in one).
    public init(parsing text: String, fields: Set<String> = []) throws(TextTemplateError) {
        self.text = text
        parts = try Self.parts(of: text, isField: { fields.contains($0) }, fields: fields)
    }

    /// `text` as a template to be checked later (`check(fields:)`, which
    /// `BadgeSettings.check()` calls with the settings' fields): every name
    /// in braces that is not a placeholder is taken as a field, and a text
    /// with an unclosed brace as one literal.
    public init(_ text: String) {
        self.text = text
        parts = (try? Self.parts(of: text, isField: { _ in true }, fields: [])) ?? [.literal(text)]
    }

    /// Throws what `init(parsing:fields:)` would for this text and `fields`:
    /// an unclosed brace, or a name in braces that is neither a placeholder
    /// nor one of `fields`.
    package func check(fields: Set<String>) throws(TextTemplateError) {
        _ = try TextTemplate(parsing: text, fields: fields)
    }

    /// The names of the fields `text` shows: every name in braces that is
    /// not a placeholder, each once, in order; nil when `text` is no template
    /// (an unclosed brace).
    package static func fieldNames(in text: String) -> [String]? {
        guard (try? parts(of: text, isField: { _ in true }, fields: [])) != nil else { return nil }
        return TextTemplate(text).fieldNames
    }

    /// The parts of `text`, each name in braces a placeholder or, when `isField` says so, a field.
    private static func parts(of text: String, isField: (String) -> Bool, fields: Set<String>) throws(TextTemplateError) -> [Part] {
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if Self.isBrace(character, "}") {
                // "}}" is one brace; a lone "}" is taken as it is.
                literal.append("}")
                index = next < text.endIndex && Self.isBrace(text[next], "}") ? text.index(after: next) : next
                continue
            }
            guard Self.isBrace(character, "{") else {
                literal.append(character)
                index = next
                continue
            }
            if next < text.endIndex && Self.isBrace(text[next], "{") {
                literal.append("{")
                index = text.index(after: next)
                continue
            }
            guard let close = text[next...].firstIndex(where: { Self.isBrace($0, "}") }) else { throw .unclosedBrace(text) }
            let name = String(text[next..<close])
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            if let placeholder = Placeholder(rawValue: name) {
                parts.append(.placeholder(placeholder))
            } else if isField(name) {
                parts.append(.field(name))
            } else {
                throw .unknownPlaceholder(name, in: text, fields: fields.sorted())
            }
            index = text.index(after: close)
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }

    /// Whether `character` is the brace alone, compared by its bytes: `==`
    /// on characters compares them canonically, normalising both, and a
    /// character may hold thousands of combining marks (4,000 code points
    /// are one character), whose reordering costs time growing with the
    /// square of their number, at every comparison. A brace under a mark is
    /// another character either way.
    private static func isBrace(_ character: Character, _ brace: Unicode.Scalar) -> Bool {
        var bytes = character.utf8.makeIterator()
        return bytes.next() == UInt8(ascii: brace) && bytes.next() == nil
    }

    /// The text with each placeholder replaced by `value(placeholder)` and
    /// each field by its text in `fields`, as given (a field without a value
    /// writes nothing; `fieldNames` lists the fields to give).
    package func filled(_ value: (Placeholder) -> String, fields: [String: String] = [:]) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let text): result += text
            case .placeholder(let placeholder): result += value(placeholder)
            case .field(let name): result += fields[name] ?? ""
            }
        }
        return result
    }

    /// The caller's fields the template names, each once, in order.
    package var fieldNames: [String] {
        var names: [String] = []
        for case .field(let name) in parts where !names.contains(name) { names.append(name) }
        return names
    }

    /// Whether the template uses `placeholder`.
    package func uses(_ placeholder: Placeholder) -> Bool { parts.contains(.placeholder(placeholder)) }
}

/// Why a template could not be read.
public enum TextTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name in braces that is neither a placeholder nor one of `fields`.
    case unknownPlaceholder(String, in: String, fields: [String] = [])
    case unclosedBrace(String)

    public var description: String {
        switch self {
        case .unknownPlaceholder(let name, _, let fields):
            let own = fields.isEmpty ? "" : ", and the fields " + fields.prefix(20).map { "{\(Echo.value($0))}" }.joined(separator: ", ")
                + (fields.count > 20 ? ", …" : "")
            return "unknown placeholder '{\(Echo.value(name))}': the placeholders are \(TextTemplate.placeholderList)\(own) "
                + "(write {{ and }} for a brace)"
        case .unclosedBrace:
            return "a '{' is not closed: the placeholders are \(TextTemplate.placeholderList) (write {{ for a brace)"
        }
    }
}
