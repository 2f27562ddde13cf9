import StarUnicode
import CFreeTypeShim

/// Why a font could not be loaded or used. Every case names the font (its
/// file path, or the name given to in-memory bytes) so a message can be shown
/// to the user as is.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// Something exists at the path but cannot be read as a file.
    case unreadableFile(path: String, reason: String)
    /// The font is larger than the limit (checked before reading). Sizes in bytes.
    case fileTooLarge(source: String, bytes: Int, limit: Int)
    /// The file or byte array holds no bytes at all.
    case emptyFile(source: String)
    /// FreeType refused an operation. `name` is FreeType's error name
    /// (e.g. "FT_Err_Unknown_File_Format"), `message` its description.
    case freeType(source: String, operation: String, code: Int32, name: String, message: String)
    /// The face index asks for a face the file does not have.
    case faceIndexOutOfRange(source: String, index: Int, faceCount: Int)
    /// The font has only bitmap strikes, no scalable outlines.
    case notScalable(source: String)
    /// FreeType reads the font but HarfBuzz cannot shape it (it is not an
    /// OpenType or TrueType font: e.g. Type 1 or a bare CFF).
    case notShapeable(source: String)
    /// The pixel size is not a finite number within the supported range (px).
    case invalidPixelSize(Double, range: ClosedRange<Double>)
    /// The glyph index is not below the font's glyph count.
    case glyphOutOfRange(source: String, glyph: UInt32, glyphCount: Int)
    /// The glyph is not an outline (e.g. an SVG or colour-bitmap glyph).
    case unsupportedGlyphFormat(source: String, glyph: UInt32)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "font file \"\(Echo.value(path))\" does not exist"
        case .unreadableFile(let path, let reason):
            return "cannot read font file \"\(Echo.value(path))\": \(reason)"
        case .fileTooLarge(let source, let bytes, let limit):
            return "font \"\(Echo.value(source))\" is \(bytes) bytes, more than the limit of \(limit) bytes"
        case .emptyFile(let source):
            return "font \"\(Echo.value(source))\" is empty (0 bytes)"
        case .freeType(let source, let operation, _, let name, let message):
            let hint = name == "FT_Err_Unknown_File_Format"
                ? "; it is not a font file FreeType can read, or it is damaged or truncated" : ""
            return "font \"\(Echo.value(source))\": cannot \(operation): FreeType error \(name) (\(message))\(hint)"
        case .faceIndexOutOfRange(let source, let index, let faceCount):
            return "font \"\(Echo.value(source))\" has \(faceCount) face(s); face index \(index) does not exist"
        case .notScalable(let source):
            return "font \"\(Echo.value(source))\" has no scalable outlines (bitmap-only fonts are not supported)"
        case .notShapeable(let source):
            return "font \"\(Echo.value(source))\" cannot be used for text: HarfBuzz, which shapes it, reads only OpenType and TrueType fonts (.otf, .ttf, .ttc)"
        case .invalidPixelSize(let size, let range):
            return "font pixel size \(size) is not between \(range.lowerBound) and \(range.upperBound) px"
        case .glyphOutOfRange(let source, let glyph, let glyphCount):
            return "font \"\(Echo.value(source))\" has \(glyphCount) glyphs; glyph index \(glyph) does not exist"
        case .unsupportedGlyphFormat(let source, let glyph):
            return "font \"\(Echo.value(source))\": glyph \(glyph) is not an outline glyph (colour, SVG and bitmap glyphs are not supported)"
        }
    }
}

extension FontError {
    /// A `.freeType` error for a failed FreeType call, with FreeType's own
    /// error name and description.
    static func freeType(_ code: Int32, source: String, operation: String) -> FontError {
        let name = sbft_error_name(code).map { String(cString: $0) } ?? "error \(code)"
        let message = sbft_error_message(code).map { String(cString: $0) } ?? "unknown FreeType error"
        return .freeType(source: source, operation: operation, code: code, name: name, message: message)
    }
}
