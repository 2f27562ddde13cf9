/// The counts a batch ends with, and the exit status its failures call for.
struct BatchTally {
    private(set) var rendered = 0, unchanged = 0, failed = 0
    /// Entries without a rating: drawn as not rated yet, and left out.
    private(set) var unrated = 0, skipped = 0
    /// The most serious failure's status (`.success` while none failed).
    private(set) var worst = ExitStatus.success

    mutating func add(_ outcome: BatchOutcome) {
        switch outcome {
        case .done(let badge):
            if badge.changed { rendered += 1 } else { unchanged += 1 }
            if badge.unrated { unrated += 1 }
        case .skipped:
            skipped += 1
        case .failed(_, _, _, _, let status):
            failed += 1
            if worst == .success || status.rawValue > worst.rawValue { worst = status }
        }
    }
}
