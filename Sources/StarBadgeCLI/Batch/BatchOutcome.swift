import StarBadge
import StarPNG

/// What became of one entry.
enum BatchOutcome: Sendable {
    case done(BatchBadge)
    /// An entry with no rating left out (`--unrated skip`).
    case skipped(index: Int)
    /// `index`: the entry's 0-based position in the input.
    case failed(index: Int, location: String, name: String?, message: String, status: ExitStatus)
}
