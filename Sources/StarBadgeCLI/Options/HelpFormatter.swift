/// Formats command help in the familiar OVERVIEW / USAGE / OPTIONS layout.
struct HelpFormatter {
    let overview: String
    let usage: String
    let options: [OptionDefinition]
    var notes: [String] = []
    /// Help lines are wrapped to fit this many columns.
    var lineWidth = 80

    func render() -> String {
        var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(usage)"]
        let column = min(30, (options.map { $0.synopsis.count }.max() ?? 0) + 4)
        // Options in no group first, under OPTIONS; then each group (`OptionDefinition.group`) under its heading.
        var sections = [(title: "OPTIONS", options: options.filter { $0.group == nil })]
        for group in OptionDefinition.Group.allCases {
            let members = options.filter { $0.group == group }
            if !members.isEmpty { sections.append((group.title + " OPTIONS", members)) }
        }
        for section in sections {
            lines += ["", "\(section.title):"]
            lines += section.options.flatMap { describe($0, column: column) }
        }
        if !notes.isEmpty {
            lines.append("")
            lines.append(contentsOf: notes)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One option's lines: its synopsis, then its help wrapped into a column.
    private func describe(_ option: OptionDefinition, column: Int) -> [String] {
        var lines: [String] = []
        do {
            var help = option.help
            // A no-break space keeps "(default: x)" on one line.
            if let value = option.defaultValue { help += " (default:\u{00A0}\(value))" }
            let wrapped = wrap(help, width: lineWidth - column).map { $0.replacing("\u{00A0}", with: " ") }
            let synopsis = "  " + option.synopsis
            var rest = wrapped[...]
            if synopsis.count + 2 <= column, let first = rest.popFirst() {
                lines.append(synopsis.padding(to: column) + first)
            } else {
                lines.append(synopsis)
            }
            lines.append(contentsOf: rest.map { String(repeating: " ", count: column) + $0 })
        }
        return lines
    }
}

/// Splits `text` at spaces into lines of at most `width` characters
/// (a longer single word gets a line of its own).
func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
        if line.isEmpty {
            line = String(word)
        } else if line.count + 1 + word.count <= width {
            line += " " + word
        } else {
            lines.append(line)
            line = String(word)
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.isEmpty ? [""] : lines
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
