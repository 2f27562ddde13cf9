/// The `starbadge` command: dispatches to subcommands and turns every
/// failure into a message on standard error and an exit status.
public enum StarBadgeTool {
    public static let version = "0.1.0"

    static let overview = """
        OVERVIEW: Star-rating badges as PNG images.

        USAGE: starbadge <subcommand> [<options>]

        SUBCOMMANDS:
          render                  Render one badge to a PNG file.
          sprite                  Render every rating state into one sprite sheet (+ CSS, JSON, HTML).

        OPTIONS:
          -h, --help              Show help for starbadge or a subcommand.
          --version               Show the version.

          See 'starbadge help <subcommand>' for detailed help.

        """

    /// Runs with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console) -> ExitStatus {
        do {
            try dispatch(arguments, console: console)
            return .success
        } catch {
            report(error, console: console)
            return error.exitStatus
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) throws(CLIError) {
        guard let first = arguments.first else {
            throw .usage("no subcommand given", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            try console.writeOutput(overview)
        case "--version":
            try console.writeOutput("starbadge \(version)\n")
        case "help":
            switch rest.first {
            case nil: try console.writeOutput(overview)
            case RenderCommand.name?: try console.writeOutput(RenderCommand.help)
            case SpriteCommand.name?: try console.writeOutput(SpriteCommand.help)
            case let other?: throw .usage("unknown subcommand '\(other)'", command: nil)
            }
        case RenderCommand.name:
            try RenderCommand.run(rest, console: console)
        case SpriteCommand.name:
            try SpriteCommand.run(rest, console: console)
        default:
            let near = [RenderCommand.name, SpriteCommand.name].first { editDistance(first, $0) <= 2 }
            let hint = first.hasPrefix("-") ? "" : near.map { "; did you mean '\($0)'?" } ?? ""
            throw .usage("unknown subcommand '\(first)'\(hint)", command: nil)
        }
    }

    private static func report(_ error: CLIError, console: Console) {
        var text = "Error: \(error.message)\n"
        if case .usage(_, let command) = error {
            switch command {
            case RenderCommand.name?:
                text += "Usage: \(RenderCommand.usage)\n  See 'starbadge render --help' for more information.\n"
            case SpriteCommand.name?:
                text += "Usage: \(SpriteCommand.usage)\n  See 'starbadge sprite --help' for more information.\n"
            default:
                text += "Usage: starbadge <subcommand> [<options>]\n  See 'starbadge --help' for more information.\n"
            }
        }
        console.writeError(text)
    }
}
