/// One subcommand as the overview, `help`, shell completion and dispatch
/// see it: its `Command` type's description, and its `run`.
struct CommandEntry: Sendable {
    let name: String
    let action: String?
    let summary: String
    let usage: String
    let help: @Sendable () -> String
    /// The command's options, built when first asked for: the catalog holds every
    /// command, and building all their tables would cost each `render` process
    /// what only help, completion and the reference need (about 0.2M instructions).
    var options: [OptionDefinition] { readOptions() }
    private let readOptions: @Sendable () -> [OptionDefinition]
    let arguments: ValueCompletion
    let run: @Sendable ([String], RunContext) throws(CLIError) -> ExitStatus

    init<C: Command>(_ command: C.Type) {
        name = C.name
        action = C.action
        summary = C.summary
        usage = C.usage
        help = { C.help }
        readOptions = { C.options }
        arguments = C.arguments
        run = { (arguments, context) throws(CLIError) in try C.run(arguments, context: context) }
    }

    /// "manifest merge": the words a user types to start it.
    var words: String { action.map { "\(name) \($0)" } ?? name }
}
