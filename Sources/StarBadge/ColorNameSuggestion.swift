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
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(key, Array(candidate))
            if d <= allowed, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Optimal-string-alignment distance: Levenshtein plus adjacent swaps.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)  // row i − 2
        var previous = Array(0...b.count)                       // row i − 1
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, before[j - 2] + 1)
                }
                row[j] = d
            }
            (before, previous, row) = (previous, row, before)
        }
        return previous[b.count]
    }
}
