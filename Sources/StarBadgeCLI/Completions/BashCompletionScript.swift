/// The bash completion script: one function, `_starbadge`, that finds the
/// subcommand among the words typed and offers its options, the choices or
/// paths an option takes, or the subcommand's arguments.
struct BashCompletionScript {
    let commands: [CommandEntry]

    var text: String {
        var lines = [CompletionText.header(shell: "bash"), ""] + helpers + ["", "_starbadge() {"]
        lines += prologue
        lines.append("    case $command in")
        lines += commands.flatMap(commandCase)
        lines.append("    help) _starbadge_words '\(commands.map(\.name).joined(separator: " "))' ;;")
        lines += ["    esac", "}", "complete -F _starbadge starbadge", ""]
        return lines.joined(separator: "\n")
    }

    /// Functions that fill COMPREPLY from the word being completed (`cur`).
    private var helpers: [String] {
        [
            "_starbadge_reply() { local line; COMPREPLY=(); while IFS= read -r line; do COMPREPLY+=(\"$line\"); done; }",
            "_starbadge_words() { _starbadge_reply < <(compgen -W \"$1\" -- \"$cur\"); }",
            // Paths by glob, one array element each: compgen prints one name a line, which splits a name holding a newline.
            "_starbadge_files() { compopt -o filenames 2>/dev/null; local f; COMPREPLY=(); "
                + "for f in \"$cur\"*; do [[ -e $f || -L $f ]] && COMPREPLY+=(\"$f\"); done; }",
            "_starbadge_dirs() { compopt -o filenames 2>/dev/null; local f; COMPREPLY=(); "
                + "for f in \"$cur\"*/; do [[ -d $f ]] && COMPREPLY+=(\"${f%/}\"); done; }",
        ]
    }

    /// Reads the word being completed, the one before it (past a '=' that
    /// bash splits off '--fill=half'), and the subcommand with its position.
    private var prologue: [String] {
        let top = commands.map(\.name) + ["help"] + CommandCatalog.topLevelOptions.flatMap(flags)
        return [
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev= command= at=0 i",
            "    (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    if [[ $cur == = ]]; then cur=",
            "    elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then prev=${COMP_WORDS[COMP_CWORD-2]}",
            "    fi",
            "    for (( i = 1; i < COMP_CWORD; i++ )); do",
            "        [[ ${COMP_WORDS[i]} == -* ]] || { command=${COMP_WORDS[i]}; at=$i; break; }",
            "    done",
            "    if [[ -z $command ]]; then _starbadge_words '\(top.joined(separator: " "))'; return; fi",
        ]
    }

    /// One subcommand's branch of the `case`.
    private func commandCase(_ command: CommandEntry) -> [String] {
        var lines = ["    \(command.name))"]
        if let action = command.action {
            lines.append("        if (( COMP_CWORD == at + 1 )); then _starbadge_words '\(action)'; return; fi")
        }
        lines.append("        case $prev in")
        for kind in [ValueCompletion.file, .directory, .text] {
            let names = command.options.filter { $0.valueCompletion == kind }.flatMap(flags)
            guard !names.isEmpty else { continue }
            lines.append("        \(names.joined(separator: "|"))) \(reply(kind)); return ;;")
        }
        for option in command.options {
            if case .choices = option.valueCompletion {
                lines.append("        \(flags(option).joined(separator: "|"))) \(reply(option.valueCompletion)); return ;;")
            }
        }
        lines.append("        esac")
        let options = command.options.flatMap(flags).joined(separator: " ")
        if command.arguments == .none {
            lines.append("        _starbadge_words '\(options)' ;;")
        } else {
            lines.append("        if [[ $cur == -* ]]; then _starbadge_words '\(options)'; else \(reply(command.arguments)); fi ;;")
        }
        return lines
    }

    /// The helper call that offers `kind`.
    private func reply(_ kind: ValueCompletion) -> String {
        switch kind {
        case .none, .text: return "COMPREPLY=()"
        case .file: return "_starbadge_files"
        case .directory: return "_starbadge_dirs"
        case .choices(let words): return "_starbadge_words '\(words.joined(separator: " "))'"
        }
    }

    /// "-o", "--output": the words that give `option`.
    private func flags(_ option: OptionDefinition) -> [String] {
        (option.short.map { ["-\($0)"] } ?? []) + ["--\(option.name)"]
    }
}
