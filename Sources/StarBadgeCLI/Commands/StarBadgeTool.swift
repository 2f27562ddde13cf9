#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarUnicode
import StarBadge

/// The `starbadge` command: dispatches to subcommands and turns every
/// failure into a message on standard error and an exit status.
package enum StarBadgeTool {
    /// The release, from the one place it is stated (`StarBadgeVersion`).
    package static let version = StarBadgeVersion.current

    /// The top-level help: the subcommands from `CommandCatalog`, then the options.
    static var overview: String {
        var lines = ["OVERVIEW: Star-rating badges as PNG and SVG images (starbadge \(version)).", "",
                     "USAGE: starbadge <subcommand> [<options>]", "", "SUBCOMMANDS:"]
        lines += CommandCatalog.commands.map { ("  " + $0.words).padding(to: 26) + $0.summary }
        lines += ["", "OPTIONS:"]
        lines += CommandCatalog.topLevelOptions.map { ("  " + $0.synopsis).padding(to: 26) + $0.help }
        lines += ["", "  See 'starbadge help <subcommand>' for detailed help.", ""]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs with the process's own arguments, refusing one that is not valid
    /// UTF-8 (Swift would turn its bad bytes into U+FFFD without a word).
    package static func run(argumentCount: Int32, argumentBytes: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
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

    /// Runs with `arguments` (without the program name) and returns the
    /// exit status. Each run has its own context (warnings said, pictures
    /// read): runs in one process share nothing but the signal handling.
    package static func run(_ arguments: [String], console: Console) -> ExitStatus {
        Interruption.installOnce()
        let context = RunContext(console: console)
        do {
            let status = try dispatch(arguments, context: context)
            return status == .success && console.lostErrorOutput ? .ioError : status
        } catch {
            report(error, console: console)
            return error.exitStatus
        }
    }

    private static func dispatch(_ arguments: [String], context: RunContext) throws(CLIError) -> ExitStatus {
        let console = context.console
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
                guard let entry = CommandCatalog.entry(named: command) else {
                    throw .usage("unknown subcommand '\(Echo.value(command))'", command: nil)
                }
                try console.writeOutput(entry.help())
            }
        default:
            if let entry = CommandCatalog.entry(named: first) { return try entry.run(rest, context) }
            let near = EditDistance.nearest(to: first, in: CommandCatalog.commands.map(\.name).sorted())
            let hint = first.hasPrefix("-") ? "" : near.map { "; did you mean '\($0)'?" } ?? ""
            throw .usage("unknown subcommand '\(Echo.value(first))'\(hint)", command: nil)
        }
        return .success
    }

    private static func report(_ error: CLIError, console: Console) {
        var text = "Error: \(error.message)\n"
        if case .usage(_, let command) = error {
            if let command, let usage = CommandCatalog.entry(named: command)?.usage {
                text += "Usage: \(usage)\n  See 'starbadge \(command) --help' for more information.\n"
            } else {
                text += "Usage: starbadge <subcommand> [<options>]\n  See 'starbadge --help' for more information.\n"
            }
        }
        console.writeMessage(text)
    }
}
