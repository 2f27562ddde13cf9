import StarSupport

/// The options a run looked up, whether given or not: a test sets one
/// (`OptionReadLog.$current.withValue`) around a run to check that each
/// command reads every option of its table. Runs outside such a scope log
/// nothing. It is task-local, so tests running at once keep apart; a batch
/// logs its entries' reads with `--jobs 1`, whose one worker is the
/// caller's thread. Only a debug build (the tests') logs: a release build
/// looks up no task-local value per option read.
package final class OptionReadLog: Sendable {
    /// The log of the current scope, nil (nothing logged) outside one.
    @TaskLocal package static var current: OptionReadLog?

    private let names = Locked<Set<OptionName>>([])

    package init() {}

    /// Notes in the current scope's log, if any, that `name` was looked up.
    @inline(__always)
    static func note(_ name: OptionName) {
        #if DEBUG
        current?.names.withLock { _ = $0.insert(name) }
        #endif
    }

    /// Every option looked up so far.
    package var read: Set<OptionName> { names.withLock { $0 } }
}
