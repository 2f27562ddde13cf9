#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGINT, SIGTERM and SIGHUP end the process with exit status 128 + the
/// signal number, and never while a named temporary file exists: code that
/// creates one opens a *section* and closes it once the file is renamed into
/// place or removed. A signal that arrives during a section is held until the
/// last open section closes; one that arrives outside any ends the process at
/// once. Files written without a name (`O_TMPFILE`) need no section: they
/// vanish with the process.
///
/// The handler runs in signal context, so it only touches lock-free atomics
/// and calls `_exit`; no thread is started for it (process start stays cheap).
enum Interruption {
    /// The first signal received, 0 while none.
    private static let pendingSignal = Atomic<Int32>(0)
    /// Sections (temporary files) open now, across all threads.
    private static let openSections = Atomic<Int>(0)
    private static let installed = Atomic<Bool>(false)

    static func installOnce() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        else { return }
        // Touch both atomics before a handler can run, so that it never
        // initialises a global in signal context.
        _ = pendingSignal.load(ordering: .sequentiallyConsistent)
        _ = openSections.load(ordering: .sequentiallyConsistent)
        // A closed pipe is an error a write reports (EPIPE, exit 74), not a
        // signal that kills the process before it finishes or says why.
        signal(SIGPIPE, SIG_IGN)
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            sigaddset(&handled, signalNumber)
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { Interruption.received($0) }
            #else
            action.sa_handler = { Interruption.received($0) }
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, nil)
        }
        // A parent may start us with these blocked (the mask is inherited);
        // threads started from now on inherit this thread's mask.
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Opens a section: from now until `endSection()`, a signal waits.
    /// If a signal has already arrived, never returns: the process ends now,
    /// or when the other sections still open close.
    static func beginSection() {
        openSections.add(1, ordering: .sequentiallyConsistent)
        guard pendingSignal.load(ordering: .sequentiallyConsistent) != 0 else { return }
        endSection()
        while true { pause() }
    }

    /// Closes a section; the last one to close ends the process if a signal is waiting.
    static func endSection() {
        let open = openSections.subtract(1, ordering: .sequentiallyConsistent).newValue
        let signal = pendingSignal.load(ordering: .sequentiallyConsistent)
        if signal != 0 && open == 0 { _exit(128 + signal) }
    }

    /// The signal handler: async-signal-safe (atomics and `_exit` only).
    private static func received(_ signal: Int32) {
        _ = pendingSignal.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent)
        let first = pendingSignal.load(ordering: .sequentiallyConsistent)
        if openSections.load(ordering: .sequentiallyConsistent) == 0 { _exit(128 + first) }
    }
}
