/// A read position in the characters of a colour (or colour scale) text.
///
/// Positions for messages are 1-based indices into `characters`, which is the
/// whole text as given, so a colour inside a scale reports positions in the
/// scale text. The cursor never reads at or past `end`.
struct ColorTextCursor {
    let characters: [Character]
    /// Index of the next character to read.
    private(set) var index: Int
    /// One past the last character this cursor may read.
    let end: Int

    init(_ characters: [Character], from start: Int, to end: Int) {
        self.characters = characters
        self.index = max(0, min(start, end))
        self.end = max(0, min(end, characters.count))
    }

    /// The 1-based position of the next character.
    var position: Int { index + 1 }

    var isAtEnd: Bool { index >= end }

    /// The next character, or nil at the end.
    var current: Character? { index < end ? characters[index] : nil }

    /// The character after the next one, or nil.
    var next: Character? { index + 1 < end ? characters[index + 1] : nil }

    mutating func advance() { if index < end { index += 1 } }

    mutating func skipWhitespace() {
        while let c = current, c.isWhitespace { advance() }
    }

    /// Reads characters while `predicate` holds and returns them.
    mutating func read(while predicate: (Character) -> Bool) -> String {
        var text = ""
        while let c = current, predicate(c) {
            text.append(c)
            advance()
        }
        return text
    }

    /// The text from the next character up to the end, trimmed of trailing
    /// white space; at most `limit` characters (for quoting in messages).
    func rest(limit: Int = 24) -> String {
        var last = end
        while last > index, characters[last - 1].isWhitespace { last -= 1 }
        guard last > index else { return "" }
        let text = String(characters[index..<min(last, index + limit)])
        return last - index > limit ? text + "…" : text
    }
}
