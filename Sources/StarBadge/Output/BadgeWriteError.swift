import StarUnicode
import StarPNG

/// Why a badge could not be written to a file.
public enum BadgeWriteError: Error, Sendable, CustomStringConvertible {
    /// The PNG encoder failed (an internal error: a badge always encodes).
    case encoding(PNGError)
    /// The image is beyond the limits (a sprite sheet at too large a scale).
    case invalid(BadgeError)
    /// The file system refused: `path` as given, `reason` the system's words.
    case file(path: String, reason: String)

    public var description: String {
        switch self {
        case .encoding(let error): return "could not encode the badge: \(error)"
        case .invalid(let error): return "\(error)"
        case .file(let path, let reason): return "could not write '\(Echo.value(path))': \(reason)"
        }
    }
}
