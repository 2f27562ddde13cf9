import StarUnicode

/// `starbadge completions <shell>`: prints a script that completes
/// `starbadge`'s subcommands, options and their values in bash, zsh or fish,
/// made from the same option tables the parser reads.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let summary = "Print a completion script for bash, zsh or fish."
    static let arguments: ValueCompletion = .choices(CompletionShell.allCases.map(\.rawValue))
    static let usage = "starbadge completions bash|zsh|fish"

    static let options: [OptionDefinition] = [
        OptionDefinition(.help, short: "h", value: nil, help: "Show this help."),
    ]

    static var help: String {
        var notes = ["Where each shell looks for the script, in your home folder or under an installation prefix:"]
        notes += [
            "  starbadge completions bash > ~/.local/share/bash-completion/completions/starbadge",
            "  starbadge completions zsh > ~/.zfunc/_starbadge   # with fpath+=(~/.zfunc) before compinit in ~/.zshrc",
            "  starbadge completions fish > ~/.config/fish/completions/starbadge.fish",
            "",
            "Under a prefix such as /usr/local (Scripts/install puts them there):",
        ]
        notes += CompletionShell.allCases.map { "  \($0.rawValue): <prefix>/\($0.installPath)" }
        return HelpFormatter(overview: "Print a shell completion script for starbadge.", usage: usage, options: options,
                             notes: notes).render()
    }

    static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> ExitStatus {
        let console = context.console
        guard let parsed = try ArgumentParser(command: name, options: options, maxPositionals: 1)
            .parseOrShowHelp(arguments, help: help, console: console) else { return .success }
        let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
        guard let given = parsed.positionals.first else { throw .usage("name the shell: \(shells)", command: name) }
        guard let shell = CompletionShell(rawValue: given) else {
            throw .usage("unknown shell '\(Echo.value(given))'; expected one of \(shells)", command: name)
        }
        try console.writeOutput(shell.script(for: CommandCatalog.commands))
        return .success
    }
}
