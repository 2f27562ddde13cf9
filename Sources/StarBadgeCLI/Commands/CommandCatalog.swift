/// Every subcommand of `starbadge`, in the order the overview lists them:
/// the one table dispatch, the overview, `help <subcommand>`, usage
/// messages, the shell completion scripts and `docs/cli.md` are made from.
enum CommandCatalog {
    static let commands: [CommandEntry] = [
        CommandEntry(RenderCommand.self),
        CommandEntry(SpriteCommand.self),
        CommandEntry(BatchCommand.self),
        CommandEntry(MeasureCommand.self),
        CommandEntry(ManifestCommand.self),
        CommandEntry(CompletionsCommand.self),
    ]

    /// The command named `name`, if there is one.
    static func entry(named name: String) -> CommandEntry? {
        commands.first { $0.name == name }
    }

    /// The options `starbadge` itself takes before any subcommand.
    static let topLevelOptions: [OptionDefinition] = [
        OptionDefinition(.help, short: "h", value: nil, help: "Show help for starbadge or a subcommand."),
        OptionDefinition(.version, value: nil, help: "Show the version."),
    ]
}
