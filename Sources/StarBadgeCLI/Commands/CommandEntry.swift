/// One subcommand as the overview, `help` and shell completion see it.
struct CommandEntry: Sendable {
    /// The word that names it, e.g. "render".
    let name: String
    /// The word that must follow the name, if any ("merge" in `manifest merge`).
    let action: String?
    /// Its line in the overview's SUBCOMMANDS list.
    let summary: String
    /// Its usage line, e.g. "starbadge render --rating <rating> [<options>] [-o <file>]".
    let usage: String
    /// Its full help text.
    let help: @Sendable () -> String
    /// Its options, as its parser reads them.
    let options: [OptionDefinition]
    /// What its arguments (the words that are not options) are.
    let arguments: ValueCompletion

    /// "manifest merge": the words a user types to start it.
    var words: String { action.map { "\(name) \($0)" } ?? name }
}
