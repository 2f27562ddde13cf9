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
    /// What the face remembers between calls, guarded by `lock`. It lives
    /// at a fixed address of its own: access through the pointer is
    /// exclusive by the lock, so lookups (one a glyph of every line) pay no
    /// run-time exclusivity check as a class's stored properties would.
    private let memory: UnsafeMutablePointer<Memory>

    private struct Memory {
        /// The size last set on the face, in 1/64 px (0: none yet).
        var currentSize = 0
        /// Glyph outlines already decomposed, by size, source and glyph.
        var outlines: KeptOutlines
        /// Glyph ink boxes already read.
        var inks: KeptInks
        /// Reference zones already measured, by script.
        var zones: [UInt32: (bottom: Int, top: Int)] = [:]
        /// Colour glyph pictures already decoded; at most 64.
        var colorImages: [UInt32: ColorGlyphImage?] = [:]
        /// The SHA-256 of the font's bytes, once asked for.
        var digest: String?
    }

    private init(source: String, info: FaceInfo, library: FT_Library, face: FT_Face,
                 fontBytes: FontBytes, harfBuzz: HarfBuzzFont) {
        self.source = source
        self.info = info
        self.library = library
        self.face = face
        self.fontBytes = fontBytes
        self.harfBuzz = harfBuzz
        memory = .allocate(capacity: 1)
        memory.initialize(to: Memory(outlines: KeptOutlines(glyphCount: info.glyphCount),
                                     inks: KeptInks(glyphCount: harfBuzz.glyphCount)))
    }

    deinit {
        memory.deinitialize(count: 1)
        memory.deallocate()
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
            if let digest = memory.pointee.digest { return digest }
            let made = SHA256.hex(UnsafeRawBufferPointer(start: fontBytes.buffer.baseAddress, count: fontBytes.count))
            memory.pointee.digest = made
            return made
        }
    }

    /// Runs `body` with exclusive use of the face, at whatever size it has.
    /// For queries that do not depend on the size (e.g. the character map).
    func withUnsizedFace<R>(_ body: (FT_Face) -> R) -> R {
        lock.withLock { body(face) }
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

    private func kept(_ glyph: GlyphIndex, size: Int, from origin: GlyphOutlineSource) throws(FontError) -> KeptOutlines.Outline {
        try lock.withLock { () throws(FontError) -> KeptOutlines.Outline in try keptHoldingLock(glyph, size: size, from: origin) }
    }

    /// `kept` for a caller that holds the lock: decomposes the outline
    /// (setting the face's size) only when it is not kept.
    private func keptHoldingLock(_ glyph: GlyphIndex, size: Int, from origin: GlyphOutlineSource) throws(FontError) -> KeptOutlines.Outline {
        if let known = memory.pointee.outlines.outline(glyph, size: size, source: origin) { return known }
        try setSizeHoldingLock(size)
        let outline = KeptOutlines.Outline(try FreeTypeGlyphs.outline(face, of: glyph, size: size, from: origin, source: source))
        memory.pointee.outlines.keep(outline, for: glyph, size: size, source: origin)
        return outline
    }

    /// What placing a line needs of each of `glyphs`, read (or remembered)
    /// in one hold of the lock: its ink box as HarfBuzz reads it (font
    /// units) and the control bounds of its light-hinted outline at `size`
    /// (1/64 px; nil for a glyph without an outline or when FreeType fails).
    func placementFacts(of glyphs: [GlyphIndex], hintedSize size: Int) -> [(ink: GlyphInk?, hinted: Rect?)] {
        let harfBuzz = self.harfBuzz
        return lock.withLock {
            glyphs.map { glyph in
                (memory.pointee.inks.ink(of: glyph) { harfBuzz.inkExtents(of: $0) },
                 (try? keptHoldingLock(glyph, size: size, from: .lightHinted))?.bounds)
            }
        }
    }

    /// The ink box of `glyph` as HarfBuzz reads it (font units), read once
    /// and then remembered; nil when it draws nothing.
    func ink(of glyph: GlyphIndex) -> GlyphInk? {
        let harfBuzz = self.harfBuzz
        return lock.withLock { memory.pointee.inks.ink(of: glyph) { harfBuzz.inkExtents(of: $0) } }
    }

    /// The reference zone of `script` measured by `measure` once, then remembered.
    func referenceZone(of script: UInt32, measure: () -> (bottom: Int, top: Int)) -> (bottom: Int, top: Int) {
        if let known = lock.withLock({ memory.pointee.zones[script] }) { return known }
        let zone = measure()
        lock.withLock { memory.pointee.zones[script] = zone }
        return zone
    }

    /// The colour picture of `glyph`, decoded once by `decode` and then remembered.
    func cachedColorImage(_ glyph: GlyphIndex, decode: () throws(FontError) -> ColorGlyphImage?) throws(FontError) -> ColorGlyphImage? {
        if let known = lock.withLock({ memory.pointee.colorImages[glyph.rawValue] }) { return known }
        let image = try decode()
        lock.withLock {
            if memory.pointee.colorImages.count >= 64 { memory.pointee.colorImages.removeAll() }
            memory.pointee.colorImages[glyph.rawValue] = .some(image)
        }
        return image
    }

    /// Runs `body` with exclusive use of the face set to bitmap strike
    /// `strike` (colour bitmap fonts have no scalable size to set).
    func withStrike<R>(_ strike: Int, _ body: (FT_Face) throws(FontError) -> R) throws(FontError) -> R {
        try lock.withLock { () throws(FontError) -> R in
            memory.pointee.currentSize = 0
            let error = FT_Select_Size(face, FT_Int(strike))
            guard error == 0 else { throw .freeType(error, source: source, operation: "select bitmap size \(strike)") }
            return try body(face)
        }
    }

    /// Runs `body` with exclusive use of the face. With a `size` (in 1/64
    /// px, from `FontSize.fixed26Dot6`) the face is first set to that size.
    func withFace<R>(size: Int? = nil, _ body: (FT_Face) throws(FontError) -> R) throws(FontError) -> R {
        try lock.withLock { () throws(FontError) -> R in
            if let size { try setSizeHoldingLock(size) }
            return try body(face)
        }
    }

    /// Sets the face to `size` (1/64 px) unless it has it; the caller holds the lock.
    private func setSizeHoldingLock(_ size: Int) throws(FontError) {
        guard size != memory.pointee.currentSize else { return }
        let error = FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72)
        guard error == 0 else {
            memory.pointee.currentSize = 0
            throw .freeType(error, source: source, operation: "set the size to \(Double(size) / 64) px")
        }
        memory.pointee.currentSize = size
    }
}
