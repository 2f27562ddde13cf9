import StarUnicode

/// Finding the colour name a user probably meant.
enum ColorNameSuggestion {
    /// Words longer than this get no suggestion (keeps the search cheap).
    static let maximumWordLength = 40

    /// The closest of `candidates` to `word` (ignoring case, spaces, `-` and
    /// `_`), or nil when none is close: at most 1 edit for words of up to 3
    /// letters, 2 for up to 6, 3 beyond. An edit is an insertion, deletion,
    /// substitution or swap of neighbours. Ties go to the earlier candidate.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let key = Array(word.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
        guard !key.isEmpty, key.count <= maximumWordLength else { return nil }
        let allowed = key.count <= 3 ? 1 : key.count <= 6 ? 2 : 3
        return EditDistance.nearest(to: String(key), in: candidates) { _ in allowed }
    }
}
