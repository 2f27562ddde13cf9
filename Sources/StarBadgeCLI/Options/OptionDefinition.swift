/// One command-line option as the parser and the help text see it.
public struct OptionDefinition: Hashable, Sendable {
    /// Long name without dashes, e.g. "on-color".
    public let name: String
    /// One-letter alias without the dash, e.g. "o".
    public let short: Character?
    /// Placeholder for the value in help, e.g. "color"; nil for a flag without value.
    public let valueName: String?
    public let help: String
    /// Shown as "(default: …)" in help.
    public let defaultValue: String?
    public let isRequired: Bool
    /// Whether the option may be given several times; its values are kept
    /// in order (see `ParsedArguments.valueSeparator`).
    public let isRepeatable: Bool
    /// The values the option accepts when they are a fixed list (e.g. the
    /// `--fill` modes), for shell completion; empty when any value may do.
    public let choices: [String]

    public init(_ name: String, short: Character? = nil, value valueName: String?, help: String,
                default defaultValue: String? = nil, required: Bool = false, repeatable: Bool = false,
                choices: [String] = []) {
        self.isRepeatable = repeatable
        self.choices = choices
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.isRequired = required
    }

    /// "-o, --output <file>" as shown in help.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        if let valueName { text += " <\(valueName)>" }
        return text
    }
}
