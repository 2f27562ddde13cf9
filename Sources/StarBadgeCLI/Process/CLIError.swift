import StarText
import StarUnicode
import StarBadge
import StarSupport

/// A failure the command reports to the user before exiting.
package enum CLIError: Error, Hashable, Sendable {
    /// A mistake in the command line; `command` names the subcommand for the usage hint.
    case usage(String, command: String?)
    /// An output file could not be created or written.
    case cannotWrite(path: String, reason: String)
    /// Writing to an already open output failed.
    case io(String)
    /// An input file is missing or unreadable.
    case cannotRead(path: String, reason: String)
    /// An input file is malformed.
    case badData(String)
    /// StarBadge caught a defect of its own (a self-check failed).
    case internalError(String)

    /// The error for an image that could not be encoded: a failed
    /// self-check is an internal error, anything else an I/O error.
    static func encoding(_ error: any Error, of what: String) -> CLIError {
        if let error = error as? PNGError, case .streamCheckFailed = error {
            return .internalError("cannot encode \(what): \(error)")
        }
        return .io("cannot encode \(what): \(error)")
    }

    package var exitStatus: ExitStatus {
        switch self {
        case .usage: return .usage
        case .cannotWrite: return .cannotCreate
        case .io: return .ioError
        case .cannotRead: return .noInput
        case .badData: return .dataError
        case .internalError: return .internalError
        }
    }

    package var message: String {
        switch self {
        case .usage(let message, _): return message
        case .cannotWrite(let path, let reason): return "cannot write '\(Echo.value(path))': \(reason)"
        case .io(let message): return message
        case .cannotRead(let path, let reason): return "cannot read '\(Echo.value(path))': \(reason)"
        case .badData(let message): return message
        case .internalError(let message): return message
        }
    }
}

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
