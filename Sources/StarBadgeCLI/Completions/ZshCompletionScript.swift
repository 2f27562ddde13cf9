/// The zsh completion script: a `_starbadge` function for the completion
/// system (`#compdef`, found on `$fpath` as `_starbadge`, or sourced after
/// `compinit`), with one `_arguments` table per subcommand.
struct ZshCompletionScript {
    let commands: [CommandEntry]

    var text: String {
        var lines = ["#compdef starbadge", CompletionText.header(shell: "zsh"), ""]
        for command in commands { lines += commandFunction(command) + [""] }
        lines += mainFunction + [""]
        lines += [
            "if [[ $funcstack[1] == _starbadge ]]; then",
            "    _starbadge \"$@\"",
            "else",
            "    compdef _starbadge starbadge",
            "fi",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// `_starbadge`: the subcommand first, then that subcommand's own table.
    private var mainFunction: [String] {
        var lines = [
            "_starbadge() {",
            "    local curcontext=$curcontext state line",
            "    _arguments -C \\",
        ]
        lines += CommandCatalog.topLevelOptions.flatMap { specs($0, exclusive: "(- :)") }.map { "        \($0) \\" }
        lines += [
            "        '1:subcommand:->subcommand' \\",
            "        '*::argument:->argument'",
            "    case $state in",
            "    subcommand)",
            "        local -a subcommands=(",
        ]
        lines += commands.map { "            \(quoted(escapeColons($0.name) + ":" + $0.summary))" }
        lines.append("            \(quoted("help:Show help for a subcommand."))")
        lines += [
            "        )",
            "        _describe -t subcommands 'starbadge subcommand' subcommands ;;",
            "    argument)",
            "        curcontext=${curcontext%:*:*}:starbadge-$words[1]:",
            "        case $words[1] in",
        ]
        lines += commands.map { "        \($0.name)) \(functionName($0)) ;;" }
        lines.append("        help) _values subcommand \(commands.map { quoted($0.name) }.joined(separator: " ")) ;;")
        lines += ["        esac ;;", "    esac", "}"]
        return lines
    }

    /// `_starbadge_<name>`: the subcommand's options and arguments.
    private func commandFunction(_ command: CommandEntry) -> [String] {
        var specs = command.options.flatMap { self.specs($0, exclusive: nil) }
        if let action = command.action { specs.append(quoted("1:action:(\(action))")) }
        switch command.arguments {
        case .none: break
        case let kind:
            let message = command.action == nil ? "1" : "*"
            specs.append(quoted("\(message):argument:\(action(kind))"))
        }
        let body = specs.enumerated().map { index, spec in
            "        \(spec)" + (index == specs.count - 1 ? "" : " \\")
        }
        return ["\(functionName(command))() {", "    _arguments \\"] + body + ["}"]
    }

    /// The `_arguments` specifications of one option: '--fill=[Rounding]:mode:(full half …)';
    /// a short alias gets its own, each excluding the other.
    private func specs(_ option: OptionDefinition, exclusive: String?) -> [String] {
        let names = (option.short.map { ["-\($0)"] } ?? []) + ["--\(option.name)"]
        let exclusion = exclusive ?? (names.count > 1 ? "(\(names.joined(separator: " ")))" : "")
        let repetition = option.isRepeatable ? "*" : ""
        let description = "[" + escapeDescription(CompletionText.summary(option.help)) + "]"
        return names.map { name in
            var spec = exclusion + repetition + name
            if let valueName = option.valueName {
                spec += (name.hasPrefix("--") ? "=" : "") + description + ":" + escapeColons(valueName) + ":"
                    + action(option.valueCompletion)
            } else {
                spec += description
            }
            return quoted(spec)
        }
    }

    /// The `_arguments` action offering `kind`.
    private func action(_ kind: ValueCompletion) -> String {
        switch kind {
        case .none, .text: return " "
        case .file: return "_files"
        case .directory: return "_files -/"
        case .choices(let words): return "(" + words.map(escapeColons).joined(separator: " ") + ")"
        }
    }

    private func functionName(_ command: CommandEntry) -> String { "_starbadge_\(command.name)" }

    /// `text` in single quotes for the shell.
    private func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// Brackets and colons end a description's or message's field in `_arguments`.
    private func escapeDescription(_ text: String) -> String {
        escapeColons(text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]"))
    }

    private func escapeColons(_ text: String) -> String { text.replacing(":", with: "\\:") }
}
