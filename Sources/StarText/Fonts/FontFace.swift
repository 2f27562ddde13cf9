import StarSupport
/// A scalable font face (TrueType, OpenType/CFF, Type 1, …) read through
/// FreeType, for glyph metrics and outlines at any pixel size.
///
/// A `FontFace` is an immutable value and `Sendable`: copies share one
/// FreeType face whose every use is serialised by a lock, so it can be used
/// from many threads at once. Sizes are passed to each query (px per em,
/// rounded to 1/64 px; see `pixelSizeRange`); all lengths returned are in px.
public struct FontFace: Sendable {
    /// The largest font accepted, in bytes; checked before a file is read.
    public static let maximumFileSize = 50 * 1024 * 1024
    /// The pixel sizes (px per em) every size-taking method accepts.
    public static let pixelSizeRange: ClosedRange<Double> = FontSize.range

    let storage: FreeTypeFace

    /// Loads face `faceIndex` (0 unless the file is a collection) of the
    /// font file at `path`.
    public init(contentsOfFile path: String, faceIndex: Int = 0) throws(FontError) {
        let bytes = try FontFileReader.read(path: path, limit: Self.maximumFileSize)
        storage = try FreeTypeFace.open(bytes: bytes, source: path, faceIndex: faceIndex)
    }

    /// Loads face `faceIndex` of a font held in memory. `name` identifies
    /// the font in error messages.
    public init(bytes: [UInt8], name: String = "font data", faceIndex: Int = 0) throws(FontError) {
        guard bytes.count <= Self.maximumFileSize else {
            throw .fileTooLarge(source: name, bytes: bytes.count, limit: Self.maximumFileSize)
        }
        storage = try FreeTypeFace.open(bytes: bytes, source: name, faceIndex: faceIndex)
    }

    /// The file path or name the font was loaded from.
    public var source: String { storage.source }
    /// The family name, e.g. "DejaVu Sans" (empty when the font has none).
    public var familyName: String { storage.info.familyName }
    /// The style name, e.g. "Book" (empty when the font has none).
    public var styleName: String { storage.info.styleName }
    /// Font units per em: the design grid the outlines are drawn on.
    public var unitsPerEm: Int { storage.info.unitsPerEm }
    /// The number of glyphs; valid glyph indices are 0..<glyphCount.
    public var glyphCount: Int { storage.info.glyphCount }
    /// The number of faces in the file (more than 1 for a font collection).
    public var faceCount: Int { storage.info.faceCount }
    /// Whether the font has a 'kern' table FreeType reads pair kerning from.
    public var hasKerning: Bool { storage.info.hasKerning }

    /// Font-wide ascender, descender and line gap at `pixelSize` (px per em), in px.
    public func metrics(pixelSize: Double) throws(FontError) -> FontMetrics {
        let size = try FontSize.quantized(pixelSize)
        let info = storage.info
        let scale = info.unitsPerEm > 0 ? size / Double(info.unitsPerEm) : 0
        let gap = info.height - (info.ascender - info.descender)
        return FontMetrics(pixelSize: size,
                           ascender: Double(info.ascender) * scale,
                           descender: -Double(info.descender) * scale,
                           lineGap: Double(max(0, gap)) * scale)
    }
}

/// What names a font the same on every machine: its file name and the hash
/// of its bytes, never the folder it was found in.
extension FontFace {
    /// The last component of `source`: the font file's name without its
    /// folders (the whole `name` for a font loaded from memory).
    public var fileName: String {
        source.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? source
    }

    /// The SHA-256 of the font's bytes as 64 lower-case hex digits (what
    /// `sha256sum` prints for the file); computed once per face.
    public var sha256: String { storage.sha256 }
}

/// Reads a whole font file through `InputFile` (opened without blocking,
/// refused unless it is a regular file, and refused when larger than the
/// limit before a byte of it is read).
enum FontFileReader {
    /// The file's bytes. `limit` is in bytes.
    static func read(path: String, limit: Int) throws(FontError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: path, limit: limit)
        } catch {
            switch error {
            case .missing: throw .fileNotFound(path: path)
            case .tooLarge(_, let size, _): throw .fileTooLarge(source: path, bytes: size ?? limit + 1, limit: limit)
            case .unreadable, .directory, .notRegularFile: throw .unreadableFile(path: path, reason: error.reason)
            }
        }
        guard !bytes.isEmpty else { throw .emptyFile(source: path) }
        return bytes
    }
}
