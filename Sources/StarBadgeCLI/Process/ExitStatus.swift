/// Process exit codes (BSD sysexits), stable across releases.
package enum ExitStatus: Int32, Sendable {
    case success = 0
    /// Something failed that is not covered below.
    case failure = 1
    /// Wrong flags or flag values.
    case usage = 64
    /// The input data is malformed.
    case dataError = 65
    /// An input file does not exist or cannot be read.
    case noInput = 66
    /// A defect in StarBadge itself (a self-check failed); nothing was written.
    case internalError = 70
    /// An output file cannot be created.
    case cannotCreate = 73
    /// Reading or writing failed part way.
    case ioError = 74
}
