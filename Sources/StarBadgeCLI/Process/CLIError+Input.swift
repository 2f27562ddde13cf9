import StarText
import StarUnicode

extension CLIError {
    /// The error for an input file that could not be read, the same for
    /// every input: what is at the path (missing, unreadable, a folder, not
    /// a regular file) is missing input (66); too large is bad data (65),
    /// like content that cannot be used. `option` says where the file was
    /// named (e.g. "'--full-image'"), when it was.
    static func input(_ error: InputFileError, option: String? = nil) -> CLIError {
        let reason = error.reason + (option.map { " (\($0))" } ?? "")
        if case .tooLarge = error { return .badData("cannot read '\(Echo.value(error.path))': \(reason)") }
        return .cannotRead(path: error.path, reason: reason)
    }
}
