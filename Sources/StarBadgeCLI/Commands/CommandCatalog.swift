/// Every subcommand of `starbadge`, in the order the overview lists them:
/// the one table the overview, `help <subcommand>`, usage messages and the
/// shell completion scripts are made from.
enum CommandCatalog {
    static let commands: [CommandEntry] = [
        CommandEntry(name: RenderCommand.name, action: nil,
                     summary: "Render one badge to a PNG or SVG file, or show it in the terminal.",
                     usage: RenderCommand.usage, help: { RenderCommand.help }, options: RenderCommand.options, arguments: .none),
        CommandEntry(name: SpriteCommand.name, action: nil,
                     summary: "Render every rating state into one sprite sheet (+ CSS, JSON, HTML).",
                     usage: SpriteCommand.usage, help: { SpriteCommand.help }, options: SpriteCommand.options, arguments: .none),
        CommandEntry(name: BatchCommand.name, action: nil,
                     summary: "Render many badges from a JSON or CSV file, in parallel.",
                     usage: BatchCommand.usage, help: { BatchCommand.help }, options: BatchCommand.options, arguments: .file),
        CommandEntry(name: MeasureCommand.name, action: nil,
                     summary: "Print a badge's size and layout as JSON, without rendering.",
                     usage: MeasureCommand.usage, help: { MeasureCommand.help }, options: MeasureCommand.options, arguments: .none),
        CommandEntry(name: ManifestCommand.name, action: "merge",
                     summary: "Join the manifests and HTML of a batch's shards (batch --shard K/N).",
                     usage: ManifestCommand.usage, help: { ManifestCommand.help }, options: ManifestCommand.options,
                     arguments: .file),
        CommandEntry(name: CompletionsCommand.name, action: nil,
                     summary: "Print a completion script for bash, zsh or fish.",
                     usage: CompletionsCommand.usage, help: { CompletionsCommand.help }, options: CompletionsCommand.options,
                     arguments: .choices(CompletionShell.allCases.map(\.rawValue))),
    ]

    /// The command named `name`, if there is one.
    static func entry(named name: String) -> CommandEntry? {
        commands.first { $0.name == name }
    }

    /// The options `starbadge` itself takes before any subcommand.
    static let topLevelOptions: [OptionDefinition] = [
        OptionDefinition("help", short: "h", value: nil, help: "Show help for starbadge or a subcommand."),
        OptionDefinition("version", value: nil, help: "Show the version."),
    ]
}
