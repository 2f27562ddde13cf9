/// Option values by long name, as a command line, a defaults file or a
/// batch entry gives them: each option's texts in order, one for most, one
/// for each time an option that may be repeated (`--font`) is given.
package struct OptionValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private var texts: [String: [String]] = [:]

    package init() {}

    package init(dictionaryLiteral elements: (String, String)...) {
        for (name, text) in elements { texts[name] = [text] }
    }

    /// The option's text (the last given), nil when it is not given; setting
    /// one replaces every text the option had.
    package subscript(name: String) -> String? {
        get { texts[name]?.last }
        set { texts[name] = newValue.map { [$0] } }
    }

    /// Every text of the option, in order; empty when it is not given.
    package func all(_ name: String) -> [String] { texts[name] ?? [] }

    /// Sets every text of the option (none: not given).
    package mutating func set(_ name: String, _ values: [String]) { texts[name] = values.isEmpty ? nil : values }

    /// Adds a text after those the option has.
    package mutating func append(_ text: String, to name: String) { texts[name, default: []].append(text) }

    /// The names of the options given.
    package var names: [String] { Array(texts.keys) }

    /// These values with `other`'s on top: an option `other` gives replaces this one's texts.
    package func overlaid(with other: OptionValues) -> OptionValues {
        var result = self
        result.texts.merge(other.texts) { _, new in new }
        return result
    }

    /// The values of the options whose names pass `isIncluded`.
    package func keeping(_ isIncluded: (String) -> Bool) -> OptionValues {
        var result = OptionValues()
        result.texts = texts.filter { isIncluded($0.key) }
        return result
    }

    /// Each option's last text, by name (what messages and tests show).
    package var lastTexts: [String: String] { texts.compactMapValues(\.last) }
}
