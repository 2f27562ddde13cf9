/// Why a PNG could not be written or read.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libpng refused to encode; the message is libpng's.
    case encodingFailed(String)
    /// The bytes are not a PNG libpng can read; the message is libpng's.
    case decodingFailed(String)
    /// The image is larger than the reader allows.
    case tooLarge(width: Int, height: Int, limit: Int)

    public var description: String {
        switch self {
        case .encodingFailed(let message): return "cannot encode PNG: \(message)"
        case .decodingFailed(let message): return "not a readable PNG: \(message)"
        case .tooLarge(let w, let h, let limit):
            return "PNG is \(w)×\(h) pixels, more than the limit of \(limit) pixels"
        }
    }
}
