import StarBadge

/// One option: the one place its name, kind, help group, help text, default
/// and rules are stated. The parser, the typed readers (`ValueReader`), the
/// help (`HelpFormatter`), the batch fields, the shell completions and the
/// combination checks (`OptionRule`) all read it from here.
package struct OptionDefinition: Hashable, Sendable {
    /// Long name without dashes, e.g. `.onColor` ("on-color").
    package let name: OptionName
    /// One-letter alias without the dash, e.g. "o".
    package let short: Character?
    /// Placeholder for the value in help, e.g. "color"; nil for a flag without value.
    package let valueName: String?
    package let help: String
    /// What the value is: how it is read and what a shell offers for it.
    package let kind: Kind
    /// The help heading it is listed under; nil: the first list, OPTIONS.
    package let group: Group?
    /// The value the readers take when the option is not given (the
    /// library's default where it has one); nil: not set.
    package let fallback: Value?
    /// Shown as "(default: …)" in help: `fallback` written out, or words
    /// for a default that follows from other options.
    package let defaultValue: String?
    package let isRequired: Bool
    /// Whether the option may be given several times; its values are kept
    /// in order (a batch field: an array of strings).
    package let isRepeatable: Bool
    /// Whether a batch entry (and `--defaults`) may set it, by the same name.
    package let isBatchField: Bool
    /// The library setting it sets, which the library's errors name
    /// (`BadgeSetting.optionName` finds the option by it).
    package let setting: BadgeSetting?
    /// What it only means something with, and what it cannot be used with.
    let rules: [OptionRule]

    /// `valueName` nil makes a flag; a kind left out follows from the value
    /// name ("file" and "font" are files, "dir" a folder, anything else text).
    init(_ name: OptionName, setting: BadgeSetting? = nil, short: Character? = nil, value valueName: String?, kind: Kind? = nil, group: Group? = nil,
         help: String, default fallback: Value? = nil, shown: String? = nil, required: Bool = false,
         repeatable: Bool = false, batchField: Bool = false, rules: [OptionRule] = []) {
        self.name = name
        self.setting = setting
        self.short = short
        self.valueName = valueName
        self.help = help
        self.kind = kind ?? Self.kind(valueName: valueName)
        self.group = group
        self.fallback = fallback
        self.defaultValue = shown ?? fallback?.text
        self.isRequired = required
        self.isRepeatable = repeatable
        self.isBatchField = batchField
        self.rules = rules
    }

    /// The values the option accepts when they are a fixed list (e.g. the
    /// `--fill` modes); empty when any value of its kind may do.
    package var choices: [String] {
        if case .choice(let words) = kind { return words }
        return []
    }

    /// "-o, --output <file>" as shown in help.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name.rawValue)"
        if let valueName { text += " <\(valueName)>" }
        return text
    }

    private static func kind(valueName: String?) -> Kind {
        switch valueName {
        case nil: return .flag
        case "file": return .file
        case "font": return .font
        case "dir": return .folder
        default: return .text
        }
    }

    /// What an option's value is.
    package enum Kind: Hashable, Sendable {
        /// No value: given or not.
        case flag
        /// A decimal number (`ValueReader.number`).
        case number
        /// A whole number (`ValueReader.wholeNumber`).
        case wholeNumber
        /// One colour (`ValueReader.color`).
        case color
        /// A colour, or a colour by rating: ramp:… or steps:… (`ValueReader.colorScale`).
        case colorScale
        /// One of fixed words, an enumeration's raw values (`ValueReader.choice`).
        case choice([String])
        /// Any text.
        case text
        /// A file's path.
        case file
        /// A font: a file's path or a family name.
        case font
        /// A picture's path, or a word that names another source (a logo: `glyph:U+F005`, an emoji).
        case picture
        /// A folder's path.
        case folder
    }

    /// A default, typed as the option's value is read.
    package enum Value: Hashable, Sendable {
        case number(Double)
        case wholeNumber(Int)
        case color(Color)
        /// A word: a choice's raw value, or text.
        case word(String)

        /// As help shows it: "24", "1.5", "#FFB400", "half".
        var text: String {
            switch self {
            case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            case .wholeNumber(let value): return String(value)
            case .color(let color): return color.hexString
            case .word(let word): return word
            }
        }
    }

    /// The headings help lists options under, in this order.
    package enum Group: CaseIterable, Hashable, Sendable {
        case star, label, background, dark, file

        var title: String {
            switch self {
            case .star: return "STAR"
            case .label: return "LABEL"
            case .background: return "BACKGROUND, FRAME AND STYLE"
            case .dark: return "DARK MODE"
            case .file: return "FILE"
            }
        }
    }
}
