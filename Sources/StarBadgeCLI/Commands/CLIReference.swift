/// docs/cli.md, the command-line reference: every subcommand of the catalog
/// with its usage, its options under the headings help gives them (each
/// with its default) and its notes, in Markdown. It is made from the same
/// `CommandCatalog` and option tables as `--help`, so it says what the
/// binary says; `CLIReferenceTests` checks the committed file and
/// `Scripts/make-cli-doc` writes it again.
enum CLIReference {
    /// The guide's section for each help group, linked under its heading.
    static func guideSection(_ group: OptionDefinition.Group?) -> (title: String, anchor: String)? {
        switch group {
        case nil: return nil
        case .star: return ("Styles", "styles")
        case .label: return ("Labels in any script", "labels-in-any-script")
        case .background: return ("Styles", "styles")
        case .dark: return ("Dark mode", "dark-mode")
        case .file: return ("Files on disk", "files-on-disk")
        }
    }

    /// The whole document.
    static func markdown() -> String {
        var lines = [
            "# starbadge command-line reference",
            "",
            "<!-- Made from the option tables by Scripts/make-cli-doc; CLIReferenceTests checks it. Do not edit. -->",
            "",
            "Every command and option, as `starbadge help <command>` gives them. By task, with examples:",
            "[the guide](guide.md). Exit statuses: [README](../README.md#exit-status). Limits:",
            "[the guide](guide.md#limits).",
            "",
            "| command | what it does |",
            "|---|---|",
        ]
        for command in CommandCatalog.commands {
            lines.append("| [`starbadge \(command.words)`](#\(anchor(of: "starbadge \(command.words)"))) | \(escaped(command.summary)) |")
        }
        lines += ["", "`starbadge` alone takes:", ""]
        lines += table(CommandCatalog.topLevelOptions)
        for command in CommandCatalog.commands {
            lines += section(for: command)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command: its summary, usage, options by group and notes.
    private static func section(for command: CommandEntry) -> [String] {
        var lines = ["", "## starbadge \(command.words)", "", escaped(command.summary), "", "```text", command.usage, "```"]
        let groups: [OptionDefinition.Group?] = [nil] + OptionDefinition.Group.allCases.map { $0 }
        for group in groups {
            let members = command.options.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            let title = group.map { sentenceCase($0.title) + " options" } ?? "Options"
            lines += ["", "### \(title)", ""]
            if let guide = guideSection(group) {
                lines += ["In the guide: [\(guide.title)](guide.md#\(guide.anchor)).", ""]
            }
            lines += table(members)
        }
        let notes = self.notes(of: command.help())
        if !notes.isEmpty {
            lines += ["", "### Notes", ""] + notes
        }
        return lines
    }

    /// A table of options: synopsis, help, default.
    private static func table(_ options: [OptionDefinition]) -> [String] {
        var lines = ["| option | meaning | default |", "|---|---|---|"]
        for option in options {
            var meaning = escaped(option.help)
            if option.isRequired { meaning += " (required)" }
            if option.isRepeatable { meaning += " (may be given several times)" }
            let fallback = option.defaultValue.map { " \(escaped($0)) " } ?? " "
            lines.append("| `\(option.synopsis)` | \(meaning) |\(fallback)|")
        }
        return lines
    }

    /// The notes of a help text (what follows its last list of options) as
    /// Markdown: lines run together into paragraphs, indented lines (examples,
    /// paths) kept as they are in a text block, a heading ("EXAMPLES:", "COLORS: …") in bold.
    static func notes(of help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.lastIndex(where: { $0.hasSuffix("OPTIONS:") && $0.first?.isUppercase == true }) else { return [] }
        var index = heading
        while index < lines.count, !lines[index].isEmpty { index += 1 }
        var out: [String] = []
        var paragraph: [String] = []
        var block: [String] = []
        func flush() {
            if !paragraph.isEmpty { out += [paragraph.joined(separator: " "), ""]; paragraph = [] }
            if !block.isEmpty { out += ["```text"] + block + ["```", ""]; block = [] }
        }
        for line in lines[index...] {
            if line.isEmpty {
                flush()
            } else if line.hasPrefix("  ") {
                if !paragraph.isEmpty { flush() }
                block.append(String(line.dropFirst(2)))
            } else {
                if !block.isEmpty { flush() }
                if line.hasSuffix(":"), line == line.uppercased() {
                    flush()
                    out += ["**\(sentenceCase(String(line.dropLast()))):**", ""]
                } else if paragraph.isEmpty, let colon = line.firstIndex(of: ":"),
                          line[..<colon].allSatisfy(\.isUppercase), colon != line.startIndex {
                    // "COLORS: a CSS colour name, …": the word in bold, as a heading is.
                    paragraph.append("**\(sentenceCase(String(line[..<colon]))):**" + escaped(String(line[line.index(after: colon)...])))
                } else {
                    paragraph.append(escaped(line))
                }
            }
        }
        flush()
        while out.last == "" { out.removeLast() }
        return out
    }

    /// Text made safe in Markdown and in a table cell: HTML's angle brackets
    /// as entities, emphasis marks and the cell separator escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "*", "_", "|", "\\", "`": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }

    /// "BACKGROUND, FRAME AND STYLE" → "Background, frame and style".
    private static func sentenceCase(_ title: String) -> String {
        title.prefix(1).uppercased() + title.dropFirst().lowercased()
    }

    /// The anchor GitHub gives a heading: lower case, spaces as hyphens, other
    /// punctuation dropped.
    private static func anchor(of heading: String) -> String {
        String(heading.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
    }
}
