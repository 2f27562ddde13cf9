/// How far apart two words are: the one measure behind every "did you
/// mean" (colour names, shape names, options, subcommands, batch fields).
package enum EditDistance {
    /// The distance between two strings, by characters.
    package static func between(_ a: String, _ b: String) -> Int { between(Array(a), Array(b)) }

    /// Optimal-string-alignment distance: Levenshtein plus adjacent swaps.
    package static func between(_ a: [Character], _ b: [Character]) -> Int {
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

    /// The candidate nearest to `word`, when it is at most `allowed` edits
    /// away (`allowed` may depend on the candidate); ties go to the earlier
    /// candidate. nil when none is that near.
    package static func nearest(to word: String, in candidates: [String],
                                allowed: (String) -> Int = { _ in 2 }) -> String? {
        let key = Array(word)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(key, Array(candidate))
            if distance <= allowed(candidate), distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
