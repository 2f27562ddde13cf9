/// A subcommand of `starbadge`: what the overview, `help`, usage messages,
/// the shell completions and `docs/cli.md` say about it, and how it runs.
/// `CommandCatalog.commands` lists the conforming types, and dispatch runs
/// the one a command line names: a new subcommand is one type and one line
/// in the catalog.
protocol Command {
    /// The word that names it, e.g. "render".
    static var name: String { get }
    /// The word that must follow the name, if any ("merge" in `manifest merge`).
    static var action: String? { get }
    /// Its line in the overview's SUBCOMMANDS list.
    static var summary: String { get }
    /// Its usage line, e.g. "starbadge render --rating <rating> [<options>] [-o <file>]".
    static var usage: String { get }
    /// Its full help text.
    static var help: String { get }
    /// Its options, as its parser reads them.
    static var options: [OptionDefinition] { get }
    /// What its arguments (the words that are not options) are.
    static var arguments: ValueCompletion { get }

    /// Runs it with the words after its name.
    /// - Returns: the exit status of a run that did its job (`batch` tells a
    ///   run with failed entries apart); failures are thrown.
    static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> ExitStatus
}

extension Command {
    static var action: String? { nil }
    static var arguments: ValueCompletion { .none }
}
