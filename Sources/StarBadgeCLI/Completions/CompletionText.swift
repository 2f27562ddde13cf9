/// Short descriptions of options for completion menus.
enum CompletionText {
    /// Descriptions are cut to this many characters (a menu line).
    static let maxLength = 60

    /// The first sentence or clause of `help`, at most `maxLength`
    /// characters, cut at a space.
    static func summary(_ help: String) -> String {
        var text = Substring(help)
        for separator in [". ", "; "] {
            if let range = text.firstRange(of: separator) { text = text[..<range.lowerBound] }
        }
        while text.last == "." { text.removeLast() }
        guard text.count > maxLength else { return String(text) }
        let cut = text.prefix(maxLength - 1)
        let words = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return words + "…"
    }

    /// The script's first line: what it is and how it was made.
    static func header(shell: String) -> String {
        "# \(shell) completion for starbadge \(StarBadgeTool.version), written by 'starbadge completions \(shell)'"
    }
}
