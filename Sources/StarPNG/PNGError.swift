/// Why a PNG could not be written or read.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libpng refused to encode; the message is libpng's.
    case encodingFailed(String)
    /// The bytes are not a PNG libpng can read; the message is libpng's.
    case decodingFailed(String)
    /// A compressed stream failed its check (inflated by zlib, it did not
    /// give back the image's bytes): a defect in StarPNG, never the input's
    /// fault. Nothing is written.
    case streamCheckFailed(String)
    /// The image is larger than the reader allows.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The zlib stream of image data goes on after the last row past the
    /// bound (`ImageDataBound`): the rows' `rowBytes` and as many again, at
    /// least 1 KiB.
    case imageDataTooLong(width: Int, height: Int, rowBytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .encodingFailed(let message): return "cannot encode PNG: \(message)"
        case .decodingFailed(let message): return "not a readable PNG: \(message)"
        case .streamCheckFailed(let setting):
            return "internal error: the compressed image data (\(setting)) does not inflate to the image; "
                + "nothing was written. Please report this with the command that caused it"
        case .tooLarge(let w, let h, let limit):
            return "PNG is \(w)×\(h) pixels, more than the limit of \(limit) pixels"
        case .imageDataTooLong(let w, let h, let rowBytes, let limit):
            return "not a readable PNG: its compressed image data goes on after the last row, to more than \(limit) bytes "
                + "(the \(w)×\(h) image's rows take \(rowBytes); at most as many bytes again, and at least 1 KiB, may follow them)"
        }
    }
}
