#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarBadge

/// The `starbadge` command: dispatches to subcommands and turns every
/// failure into a message on standard error and an exit status.
public enum StarBadgeTool {
    public static let version = "0.1.0"

    static let overview = """
        OVERVIEW: Star-rating badges as PNG and SVG images.

        USAGE: starbadge <subcommand> [<options>]

        SUBCOMMANDS:
          render                  Render one badge to a PNG or SVG file, or show it in the terminal.
          sprite                  Render every rating state into one sprite sheet (+ CSS, JSON, HTML).
          batch                   Render many badges from a JSON or CSV file, in parallel.
          measure                 Print a badge's size and layout as JSON, without rendering.
          manifest merge          Join the manifests and HTML of a batch's shards (batch --shard K/N).

        OPTIONS:
          -h, --help              Show help for starbadge or a subcommand.
          --version               Show the version.

          See 'starbadge help <subcommand>' for detailed help.

        """

    /// Each subcommand's usage line and help text.
    private static let usages = [RenderCommand.name: RenderCommand.usage, SpriteCommand.name: SpriteCommand.usage,
                                 BatchCommand.name: BatchCommand.usage, MeasureCommand.name: MeasureCommand.usage,
                                 ManifestCommand.name: ManifestCommand.usage]
    private static var helps: [String: String] {
        [RenderCommand.name: RenderCommand.help, SpriteCommand.name: SpriteCommand.help, BatchCommand.name: BatchCommand.help,
         MeasureCommand.name: MeasureCommand.help, ManifestCommand.name: ManifestCommand.help]
    }

    /// Runs with the process's own arguments, refusing one that is not valid
    /// UTF-8 (Swift would turn its bad bytes into U+FFFD without a word).
    public static func run(argumentCount: Int32, argumentBytes: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                           console: Console) -> ExitStatus {
        var arguments: [String] = []
        for index in 1..<Int(max(1, argumentCount)) {
            guard let pointer = argumentBytes[index] else { continue }
            guard let text = String(validatingCString: pointer) else {
                let shown = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)).prefix(60), as: UTF8.self)
                report(.usage("argument \(index) ('\(Echo.value(shown))') is not valid UTF-8; text must be UTF-8", command: nil), console: console)
                return .usage
            }
            arguments.append(text)
        }
        return run(arguments, console: console)
    }

    /// Runs with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console) -> ExitStatus {
        Interruption.installOnce()
        Warnings.report(to: console)
        do {
            let status = try dispatch(arguments, console: console)
            return status == .success && console.lostErrorOutput ? .ioError : status
        } catch {
            report(error, console: console)
            return error.exitStatus
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) throws(CLIError) -> ExitStatus {
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
            case let command?:
                guard let help = helps[command] else { throw .usage("unknown subcommand '\(Echo.value(command))'", command: nil) }
                try console.writeOutput(help)
            }
        case RenderCommand.name:
            try RenderCommand.run(rest, console: console)
        case SpriteCommand.name:
            try SpriteCommand.run(rest, console: console)
        case BatchCommand.name:
            return try BatchCommand.run(rest, console: console)
        case MeasureCommand.name:
            try MeasureCommand.run(rest, console: console)
        case ManifestCommand.name:
            try ManifestCommand.run(rest, console: console)
        default:
            let near = usages.keys.sorted().first { EditDistance.between(first, $0) <= 2 }
            let hint = first.hasPrefix("-") ? "" : near.map { "; did you mean '\($0)'?" } ?? ""
            throw .usage("unknown subcommand '\(Echo.value(first))'\(hint)", command: nil)
        }
        return .success
    }

    private static func report(_ error: CLIError, console: Console) {
        var text = "Error: \(error.message)\n"
        if case .usage(_, let command) = error {
            if let command, let usage = usages[command] {
                text += "Usage: \(usage)\n  See 'starbadge \(command) --help' for more information.\n"
            } else {
                text += "Usage: starbadge <subcommand> [<options>]\n  See 'starbadge --help' for more information.\n"
            }
        }
        console.writeMessage(text)
    }
}
