/// What a shell may offer for an option's value or a command's argument.
public enum ValueCompletion: Hashable, Sendable {
    /// Nothing: the option is a flag without a value, or takes no argument.
    case none
    /// Free text (a number, a colour, a label): nothing to offer.
    case text
    /// A file path (`-o`, a picture, a font file).
    case file
    /// A folder path (`--out-dir`).
    case directory
    /// One of a fixed list of words.
    case choices([String])
}

extension OptionDefinition {
    /// What a shell offers for this option's value: its fixed choices, else
    /// paths for the value names that are paths ("file", "font", "dir").
    public var valueCompletion: ValueCompletion {
        guard let valueName else { return .none }
        if !choices.isEmpty { return .choices(choices) }
        switch valueName {
        case "file", "font": return .file
        case "dir": return .directory
        default: return .text
        }
    }
}
