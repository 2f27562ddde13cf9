import StarUnicode
import Synchronization

/// Where a command's output goes: the real process streams, or a capture in tests.
package protocol Console: AnyObject {
    /// Writes binary or text output to standard output.
    func writeOutput(_ bytes: [UInt8]) throws(CLIError)
    /// Writes text to standard error as it is (the progress bar's own
    /// terminal codes); messages and warnings go through `writeMessage`.
    func writeError(_ text: String)
    /// True when standard output is an interactive terminal.
    var outputIsTerminal: Bool { get }
    /// True when standard error is an interactive terminal (a preview may go
    /// there when the image takes standard output).
    var errorIsTerminal: Bool { get }
    /// True once a message could not be written to standard error (a closed
    /// pipe, a full disk): the command then finishes its work and exits 74.
    var lostErrorOutput: Bool { get }
}

extension Console {
    func writeOutput(_ text: String) throws(CLIError) { try writeOutput(Array(text.utf8)) }

    /// Writes a message or warning to standard error with every raw control
    /// character but the line break escaped (`Echo.message`): values are
    /// escaped where a message quotes them, and this catches any that is not.
    func writeMessage(_ text: String) { writeError(Echo.message(text)) }
    package var lostErrorOutput: Bool { false }
    package var errorIsTerminal: Bool { false }
}
