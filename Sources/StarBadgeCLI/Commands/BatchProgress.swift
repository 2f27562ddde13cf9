import StarBadge
import StarPNG
import Synchronization

/// A progress bar on standard error (only when it is a terminal).
final class BatchProgress: Sendable {
    private let total: Int
    private let enabled: Bool
    private let done = Atomic<Int>(0)
    private let step: Int

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
        self.step = max(1, total / 200)
    }

    func advance() {
        let count = done.add(1, ordering: .relaxed).newValue
        guard enabled, count % step == 0 || count == total else { return }
        let width = 30
        let filled = total > 0 ? count * width / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        ProcessConsole().writeError("\r[\(bar)] \(count)/\(total)")
    }

    func finish() {
        if enabled { ProcessConsole().writeError("\r\u{1B}[K") }
    }
}
