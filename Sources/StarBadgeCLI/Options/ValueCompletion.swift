/// What a shell may offer for an option's value or a command's argument.
package enum ValueCompletion: Hashable, Sendable {
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
    /// What a shell offers for this option's value, from its kind: its
    /// fixed choices, paths for files, fonts and folders, else nothing.
    package var valueCompletion: ValueCompletion {
        switch kind {
        case .flag: return .none
        case .choice(let words): return .choices(words)
        case .file, .font, .picture: return .file
        case .folder: return .directory
        case .number, .wholeNumber, .color, .colorScale, .text: return .text
        }
    }
}
