/// A failure the command reports to the user before exiting.
public enum CLIError: Error, Hashable, Sendable {
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

    public var exitStatus: ExitStatus {
        switch self {
        case .usage: return .usage
        case .cannotWrite: return .cannotCreate
        case .io: return .ioError
        case .cannotRead: return .noInput
        case .badData: return .dataError
        }
    }

    public var message: String {
        switch self {
        case .usage(let message, _): return message
        case .cannotWrite(let path, let reason): return "cannot write '\(path)': \(reason)"
        case .io(let message): return message
        case .cannotRead(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .badData(let message): return message
        }
    }
}
