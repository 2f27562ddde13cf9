import StarSupport
import Synchronization

/// The process's own standard output and error.
package final class ProcessConsole: Console {
    package init() {}

    package func writeOutput(_ bytes: [UInt8]) throws(CLIError) {
        if let failure = bytes.withUnsafeBytes({ FileCalls.writeAll(1, $0) }) {
            throw .io("cannot write to standard output: \(failure)")
        }
    }

    package func writeError(_ text: String) {
        if Array(text.utf8).withUnsafeBytes({ FileCalls.writeAll(2, $0) }) != nil {
            errorOutputLost.store(true, ordering: .relaxed)
        }
    }

    package var outputIsTerminal: Bool { POSIX.isTerminal(1) }

    package var errorIsTerminal: Bool { POSIX.isTerminal(2) }

    package var lostErrorOutput: Bool { errorOutputLost.load(ordering: .relaxed) }

    /// Set by any write to standard error that failed, from any thread.
    private let errorOutputLost = Atomic<Bool>(false)
}
