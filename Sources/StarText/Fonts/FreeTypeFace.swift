import CFreeType
import StarGeometry
import StarSupport
import CFreeTypeShim

/// One FreeType library instance with one face opened from bytes this object
/// owns. FreeType objects are not thread-safe, so each `FreeTypeFace` has its
/// own `FT_Library` and every call into FreeType goes through `withFace`,
/// which holds the lock. FT_New_Memory_Face does not copy the font, so the
/// bytes (shared with the face's HarfBuzz font) live as long as the face.
final class FreeTypeFace: @unchecked Sendable {
    /// The path or name of the font, for messages.
    let source: String
    /// Facts about the face that never change, read once when it is opened.
    let info: FaceInfo

    private let lock = Lock()
    private let library: FT_Library
    private let face: FT_Face
    private let fontBytes: FontBytes
    /// The same bytes as HarfBuzz reads them, for shaping (no lock needed).
    let harfBuzz: HarfBuzzFont
    /// The size last set on the face, in 1/64 px (0: none yet). Guarded by `lock`.
    private var currentSize: Int = 0
    /// Glyph outlines already decomposed, by size (1/64 px) and source, and
    /// glyph index; guarded by `lock`. Bounded: past `outlineCapacity` it starts over.
    private var outlines: [OutlineSet: [UInt32: KeptOutline]] = [:]
    private var outlineCount = 0
    private static let outlineCapacity = 4096
    /// Colour glyph pictures already decoded (guarded by `lock`); at most 64.
    private var colorImages: [UInt32: ColorGlyphImage?] = [:]
    /// The SHA-256 of the font's bytes, once asked for (guarded by `lock`).
    private var digest: String?

    private init(source: String, info: FaceInfo, library: FT_Library, face: FT_Face,
                 fontBytes: FontBytes, harfBuzz: HarfBuzzFont) {
        self.source = source
        self.info = info
        self.library = library
        self.face = face
        self.fontBytes = fontBytes
        self.harfBuzz = harfBuzz
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Opens face `faceIndex` of the font in `bytes`; `source` names it in errors.
    static func open(bytes: [UInt8], source: String, faceIndex: Int) throws(FontError) -> FreeTypeFace {
        guard !bytes.isEmpty else { throw .emptyFile(source: source) }
        guard faceIndex >= 0, faceIndex <= 0xFFFF else {
            throw .faceIndexOutOfRange(source: source, index: faceIndex, faceCount: countFaces(bytes))
        }
        var libraryHandle: FT_Library?
        let initError = FT_Init_FreeType(&libraryHandle)
        guard initError == 0, let library = libraryHandle else {
            throw .freeType(initError, source: source, operation: "initialise FreeType")
        }
        let storage = FontBytes(bytes)

        var faceHandle: FT_Face?
        let openError = FT_New_Memory_Face(
            library, storage.buffer.baseAddress?.assumingMemoryBound(to: FT_Byte.self),
            FT_Long(bytes.count), FT_Long(faceIndex), &faceHandle)
        guard openError == 0, let face = faceHandle else {
            FT_Done_FreeType(library)
            if faceIndex > 0 {
                let count = countFaces(bytes)
                if count > 0, faceIndex >= count {
                    throw .faceIndexOutOfRange(source: source, index: faceIndex, faceCount: count)
                }
            }
            throw .freeType(openError, source: source, operation: "open the font")
        }
        // Outlines, or colour bitmaps (emoji), which are drawn as pictures.
        let colorBitmaps = sbft_has_color(face) != 0 && sbft_has_fixed_sizes(face) != 0
        guard sbft_is_scalable(face) != 0 || colorBitmaps else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .notScalable(source: source)
        }
        let harfBuzz = HarfBuzzFont(storage, faceIndex: faceIndex)
        guard harfBuzz.glyphCount > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .notShapeable(source: source)
        }
        // Most fonts get a Unicode charmap selected on opening; make sure.
        // A font without one simply maps every character to glyph 0.
        _ = FT_Select_Charmap(face, FT_ENCODING_UNICODE)
        return FreeTypeFace(source: source, info: FaceInfo(face, harfBuzz: harfBuzz), library: library, face: face,
                            fontBytes: storage, harfBuzz: harfBuzz)
    }

    /// How many faces the font holds (more than 1 for a collection), or 0
    /// when FreeType cannot read it at all.
    private static func countFaces(_ bytes: [UInt8]) -> Int {
        var libraryHandle: FT_Library?
        guard FT_Init_FreeType(&libraryHandle) == 0, let library = libraryHandle else { return 0 }
        defer { FT_Done_FreeType(library) }
        return bytes.withUnsafeBufferPointer { buffer -> Int in
            var faceHandle: FT_Face?
            // A negative index only reads the number of faces.
            guard FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), -1, &faceHandle) == 0,
                  let face = faceHandle else { return 0 }
            defer { FT_Done_Face(face) }
            return Int(face.pointee.num_faces)
        }
    }

    /// The SHA-256 of the font's bytes in hex, computed on first use.
    var sha256: String {
        lock.withLock {
            if let digest { return digest }
            let made = SHA256.hex(UnsafeRawBufferPointer(start: fontBytes.buffer.baseAddress, count: fontBytes.count))
            digest = made
            return made
        }
    }

    /// Runs `body` with exclusive use of the face, at whatever size it has.
    /// For queries that do not depend on the size (e.g. the character map).
    func withUnsizedFace<R>(_ body: (FT_Face) -> R) -> R {
        lock.withLock { body(face) }
    }

    /// The outlines of one size (1/64 px) from one source.
    private struct OutlineSet: Hashable {
        var size: Int
        var origin: GlyphOutlineSource
    }

    /// A decomposed outline with its control bounds (nil: no outline).
    private struct KeptOutline {
        let path: Path
        let bounds: Rect?
    }

    /// The outline of `glyph` at `size` (1/64 px) from `origin`, decomposed
    /// once and then remembered: labels repeat the same glyphs badge after badge.
    func cachedOutline(_ glyph: GlyphIndex, size: Int, from origin: GlyphOutlineSource) throws(FontError) -> Path {
        try kept(glyph, size: size, from: origin).path
    }

    /// The control bounds of `cachedOutline(glyph, size:, from:)`, remembered
    /// with it (a layout asks for them for every glyph of every new line).
    func cachedOutlineBounds(_ glyph: GlyphIndex, size: Int, from origin: GlyphOutlineSource) throws(FontError) -> Rect? {
        try kept(glyph, size: size, from: origin).bounds
    }

    private func kept(_ glyph: GlyphIndex, size: Int, from origin: GlyphOutlineSource) throws(FontError) -> KeptOutline {
        let set = OutlineSet(size: size, origin: origin)
        // A kept outline needs neither the face nor its size.
        if let known = lock.withLock({ outlines[set]?[glyph.rawValue] }) { return known }
        let source = self.source
        return try withFace(size: size) { (ftFace) throws(FontError) -> KeptOutline in
            if let known = outlines[set]?[glyph.rawValue] { return known }
            let path = try FreeTypeGlyphs.outline(ftFace, of: glyph, size: size, from: origin, source: source)
            let outline = KeptOutline(path: path, bounds: path.controlBounds)
            if outlineCount >= Self.outlineCapacity {
                outlines.removeAll()
                outlineCount = 0
            }
            outlines[set, default: [:]][glyph.rawValue] = outline
            outlineCount += 1
            return outline
        }
    }

    /// The colour picture of `glyph`, decoded once by `decode` and then remembered.
    func cachedColorImage(_ glyph: GlyphIndex, decode: () throws(FontError) -> ColorGlyphImage?) throws(FontError) -> ColorGlyphImage? {
        if let known = lock.withLock({ colorImages[glyph.rawValue] }) { return known }
        let image = try decode()
        lock.withLock {
            if colorImages.count >= 64 { colorImages.removeAll() }
            colorImages[glyph.rawValue] = .some(image)
        }
        return image
    }

    /// Runs `body` with exclusive use of the face set to bitmap strike
    /// `strike` (colour bitmap fonts have no scalable size to set).
    func withStrike<R>(_ strike: Int, _ body: (FT_Face) throws(FontError) -> R) throws(FontError) -> R {
        try lock.withLock { () throws(FontError) -> R in
            currentSize = 0
            let error = FT_Select_Size(face, FT_Int(strike))
            guard error == 0 else { throw .freeType(error, source: source, operation: "select bitmap size \(strike)") }
            return try body(face)
        }
    }

    /// Runs `body` with exclusive use of the face. With a `size` (in 1/64
    /// px, from `FontSize.fixed26Dot6`) the face is first set to that size.
    func withFace<R>(size: Int? = nil, _ body: (FT_Face) throws(FontError) -> R) throws(FontError) -> R {
        try lock.withLock { () throws(FontError) -> R in
            if let size, size != currentSize {
                let error = FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72)
                guard error == 0 else {
                    currentSize = 0
                    throw .freeType(error, source: source,
                                    operation: "set the size to \(Double(size) / 64) px")
                }
                currentSize = size
            }
            return try body(face)
        }
    }
}
