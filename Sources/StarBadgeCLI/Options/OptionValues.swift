/// Option values by long name, as a command line, a defaults file or a
/// batch entry gives them: each option's texts in order, one for most, one
/// for each time an option that may be repeated (`--font`) is given.
/// Code reads an option by its `OptionName`. A key from the user (a batch
/// entry's column or JSON key, a `--defaults` key) becomes an `OptionName`
/// once, when it is stored (`subscript(key:)`); a key that names no option
/// is an entry's own field (`title`) and is kept as spelt.
package struct OptionValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private var options: [OptionName: [String]] = [:]
    /// Keys that name no option, as spelt.
    private var others: [String: [String]] = [:]

    package init() {}

    /// Empty values with room for `capacity` options and as many other keys
    /// (an entry's columns: stored without the tables growing).
    package init(capacity: Int) {
        options.reserveCapacity(capacity)
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        for (key, text) in elements { self[key: key] = text }
    }

    /// The option's text (the last given), nil when it is not given; setting
    /// one replaces every text the option had.
    package subscript(name: OptionName) -> String? {
        get {
            OptionReadLog.note(name)
            return options[name]?.last
        }
        set { options[name] = newValue.map { [$0] } }
    }

    /// The text of the key `key` as the input spells it (an option's name
    /// or an entry's own field), nil when it is not given.
    package subscript(key key: String) -> String? {
        get { self[key: EntryKey(key)] }
        set { self[key: EntryKey(key)] = newValue }
    }

    /// The text of a key already told apart (`EntryKey.init`), nil when it is not given.
    package subscript(key key: EntryKey) -> String? {
        get {
            switch key {
            case .option(let name): return self[name]
            case .field(let field): return others[field]?.last
            }
        }
        set {
            switch key {
            case .option(let name): self[name] = newValue
            case .field(let field): others[field] = newValue.map { [$0] }
            }
        }
    }

    /// A key from the user (a CSV column, a JSON key) told apart once: an
    /// option's name, or an entry's own field as spelt.
    package enum EntryKey: Hashable, Sendable {
        case option(OptionName)
        case field(String)

        /// `text` as an option's name when it names one, else as a field.
        package init(_ text: String) {
            if let name = OptionName.named(text) { self = .option(name) } else { self = .field(text) }
        }

        /// The key as the input spells it.
        package var text: String {
            switch self {
            case .option(let name): return name.rawValue
            case .field(let field): return field
            }
        }
    }

    /// Every text of the option, in order; empty when it is not given.
    package func all(_ name: OptionName) -> [String] {
        OptionReadLog.note(name)
        return options[name] ?? []
    }

    /// Sets every text of the option (none: not given).
    package mutating func set(_ name: OptionName, _ values: [String]) { options[name] = values.isEmpty ? nil : values }

    /// Sets every text of the key `key` as the input spells it (none: not given).
    package mutating func set(key: String, _ values: [String]) {
        if let name = OptionName.named(key) { set(name, values) } else { others[key] = values.isEmpty ? nil : values }
    }

    /// Adds a text after those the option has.
    package mutating func append(_ text: String, to name: OptionName) { options[name, default: []].append(text) }

    /// Adds a text after those of the key `key` as the input spells it.
    package mutating func append(_ text: String, toKey key: String) {
        if let name = OptionName.named(key) { append(text, to: name) } else { others[key, default: []].append(text) }
    }

    /// The options given.
    package var optionNames: [OptionName] { Array(options.keys) }

    /// The keys given that name no option, as spelt (an entry's own fields, its name).
    package var otherKeys: Dictionary<String, [String]>.Keys { others.keys }

    /// Every key given, as spelt: the options' names and an entry's own fields.
    package var names: [String] { options.keys.map(\.rawValue) + others.keys }

    /// These values with `other`'s on top: an option `other` gives replaces this one's texts.
    package func overlaid(with other: OptionValues) -> OptionValues {
        guard !other.options.isEmpty || !other.others.isEmpty else { return self }
        var result = self
        // Room for both at once: the copy the merge makes anyway does not grow again.
        result.options.reserveCapacity(options.count + other.options.count)
        result.options.merge(other.options) { _, new in new }
        if !other.others.isEmpty { result.others.merge(other.others) { _, new in new } }
        return result
    }

    /// The values of the keys (as spelt) that pass `isIncluded`.
    package func keeping(_ isIncluded: (String) -> Bool) -> OptionValues {
        var result = OptionValues()
        result.options = options.filter { isIncluded($0.key.rawValue) }
        result.others = others.filter { isIncluded($0.key) }
        return result
    }

    /// Each key's last text, by key as spelt (what messages and tests show).
    package var lastTexts: [String: String] {
        var texts = others.compactMapValues(\.last)
        for (name, values) in options { texts[name.rawValue] = values.last }
        return texts
    }
}
