/// Formats command help in the familiar OVERVIEW / USAGE / OPTIONS layout.
struct HelpFormatter {
    let overview: String
    let usage: String
    let options: [OptionDefinition]
    var notes: [String] = []

    func render() -> String {
        var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(usage)", "", "OPTIONS:"]
        let column = min(30, (options.map { $0.synopsis.count }.max() ?? 0) + 4)
        for option in options {
            var help = option.help
            if let value = option.defaultValue { help += " (default: \(value))" }
            let synopsis = "  " + option.synopsis
            if synopsis.count + 2 <= column {
                lines.append(synopsis.padding(to: column) + help)
            } else {
                lines.append(synopsis)
                lines.append(String(repeating: " ", count: column) + help)
            }
        }
        if !notes.isEmpty {
            lines.append("")
            lines.append(contentsOf: notes)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
