/// The fish completion script: one `complete` line per subcommand, option,
/// action and argument kind, each active only after its subcommand.
struct FishCompletionScript {
    let commands: [CommandEntry]

    var text: String {
        var lines = [CompletionText.header(shell: "fish"), "", "complete -c starbadge -f"]
        lines += CommandCatalog.topLevelOptions.map { line($0, condition: "__fish_use_subcommand") }
        for command in commands {
            lines.append("complete -c starbadge -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))")
        }
        let names = commands.map(\.name).joined(separator: " ")
        lines.append("complete -c starbadge -n __fish_use_subcommand -a help -d 'Show help for a subcommand.'")
        lines.append("complete -c starbadge -n '__fish_seen_subcommand_from help' -a \(quoted(names))")
        for command in commands { lines += [""] + commandLines(command) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one subcommand: its action, its arguments, its options.
    private func commandLines(_ command: CommandEntry) -> [String] {
        let after = "__fish_seen_subcommand_from \(command.name)"
        var lines: [String] = []
        if let action = command.action {
            lines.append("complete -c starbadge -n \(quoted("\(after); and not __fish_seen_subcommand_from \(action)")) -a \(action)")
        }
        // Arguments come after the action, when the command has one.
        let arguments = quoted(command.action.map { "\(after); and __fish_seen_subcommand_from \($0)" } ?? after)
        switch command.arguments {
        case .none, .text: break
        case .file: lines.append("complete -c starbadge -n \(arguments) -F")
        case .directory: lines.append("complete -c starbadge -n \(arguments) -a '(__fish_complete_directories)'")
        case .choices(let words): lines.append("complete -c starbadge -n \(arguments) -a \(quoted(words.joined(separator: " ")))")
        }
        return lines + command.options.map { line($0, condition: after) }
    }

    /// The `complete` line of one option: its names, what its value takes, its description.
    private func line(_ option: OptionDefinition, condition: String) -> String {
        var parts = ["complete -c starbadge -n", quoted(condition)]
        if let short = option.short { parts.append("-s \(short)") }
        parts.append("-l \(option.name)")
        switch option.valueCompletion {
        case .none: break
        case .text: parts.append("-x")
        case .file: parts.append("-r -F")
        case .directory: parts.append("-x -a '(__fish_complete_directories)'")
        case .choices(let words): parts.append("-x -a \(quoted(words.joined(separator: " ")))")
        }
        parts.append("-d \(quoted(CompletionText.summary(option.help)))")
        return parts.joined(separator: " ")
    }

    /// `text` in single quotes for fish (which escapes `\` and `'` inside them).
    private func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
