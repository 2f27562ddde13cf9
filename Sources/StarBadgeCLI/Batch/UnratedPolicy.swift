/// What `batch` does with an entry that has no rating yet (an empty cell: a
/// product with no reviews): `--unrated empty|skip|fail`.
enum UnratedPolicy: String, CaseIterable, Sendable {
    /// Drawn as a "not rated yet" badge: empty stars, the alt text "Not rated
    /// yet", `{count}` 0, no schema block; the manifest says `"unrated": true`.
    case empty
    /// Left out: no file, no manifest entry, one summary line.
    case skip
    /// A failed entry, as before: the run's exit status says so.
    case fail

    /// The alt text of a badge not rated yet.
    static let altText = "Not rated yet"
}
