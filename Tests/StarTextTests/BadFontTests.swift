import Foundation
import Testing
import StarBadgeTestSupport
import StarText

/// Bad fonts of every kind must throw a `FontError` whose message names the
/// font and says what is wrong; none may crash.
@Suite struct BadFontTests {
    private static func randomBytes(count: Int) -> [UInt8] {
        var generator = SplitMix64(seed: 0x5EED)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    @Test func randomBytesAreAnUnknownFormat() throws {
        let bytes = Self.randomBytes(count: 4096)
        let path = try TestFonts.temporaryFile(named: "random.ttf", bytes: bytes)
        for load in [{ try FontFace(contentsOfFile: path) }, { try FontFace(bytes: bytes, name: path) }] {
            let error = try #require(throws: FontError.self) { try load() }
            guard case .freeType(let source, _, _, let name, _) = error else {
                Issue.record("unexpected \(error)")
                continue
            }
            #expect(source == path)
            #expect(name == "FT_Err_Unknown_File_Format")
            #expect(error.description.contains(path))
            #expect(error.description.contains("FT_Err_Unknown_File_Format"))
            #expect(error.description.contains("unknown file format"))
            #expect(error.description.contains("damaged or truncated"))
        }
    }

    @Test func emptyFileIsReportedAsEmpty() throws {
        let path = try TestFonts.temporaryFile(named: "empty.ttf", bytes: [])
        let error = try #require(throws: FontError.self) { try FontFace(contentsOfFile: path) }
        #expect(error == .emptyFile(source: path))
        #expect(error.description == "font \"\(path)\" is empty (0 bytes)")
        #expect(throws: FontError.emptyFile(source: "no bytes")) { try FontFace(bytes: [], name: "no bytes") }
    }

    @Test func truncatedTrueTypeIsRejected() throws {
        let bytes = Array(try TestFonts.bytes(of: TestFonts.dejaVuSansPath).prefix(1000))
        let path = try TestFonts.temporaryFile(named: "DejaVuSans-truncated.ttf", bytes: bytes)
        let error = try #require(throws: FontError.self) { try FontFace(contentsOfFile: path) }
        guard case .freeType(let source, _, _, let name, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(source == path)
        // FreeType 2.12 rejects the table directory, whose tables lie past the end.
        #expect(name.hasPrefix("FT_Err_"))
        #expect(error.description.contains(path))
        #expect(error.description.contains(name))
    }

    @Test func missingPathIsItsOwnCase() throws {
        let path = TestFonts.packageRoot + "/Fonts/NoSuchFont.ttf"
        let error = try #require(throws: FontError.self) { try FontFace(contentsOfFile: path) }
        #expect(error == .fileNotFound(path: path))
        #expect(error.description == "font file \"\(path)\" does not exist")
        // A path through a regular file as if it were a directory: also "not found".
        #expect(throws: FontError.fileNotFound(path: TestFonts.dejaVuSansPath + "/x.ttf")) {
            try FontFace(contentsOfFile: TestFonts.dejaVuSansPath + "/x.ttf")
        }
    }

    @Test func directoryIsUnreadable() throws {
        let path = TestFonts.packageRoot + "/Fonts"
        let error = try #require(throws: FontError.self) { try FontFace(contentsOfFile: path) }
        #expect(error == .unreadableFile(path: path, reason: "it is a folder, not a file"))
        #expect(error.description.contains(path))
    }

    @Test func oversizedFileIsRejectedBeforeReading() throws {
        // A sparse file: 60 MB long but no data written, so reading it would be
        // cheap anyway; the error shows the size was checked first.
        let path = try TestFonts.temporaryFile(named: "huge.ttf", bytes: [])
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 60_000_000)
        try handle.close()
        let error = try #require(throws: FontError.self) { try FontFace(contentsOfFile: path) }
        #expect(error == .fileTooLarge(source: path, bytes: 60_000_000, limit: FontFace.maximumFileSize))
        #expect(error.description.contains("60000000 bytes"))
        #expect(FontFace.maximumFileSize == 50 * 1024 * 1024)
    }

    @Test func oversizedBytesAreRejected() throws {
        let bytes = [UInt8](repeating: 0, count: FontFace.maximumFileSize + 1)
        #expect(throws: FontError.fileTooLarge(source: "big", bytes: bytes.count, limit: FontFace.maximumFileSize)) {
            try FontFace(bytes: bytes, name: "big")
        }
    }

    @Test func faceIndexOutOfRange() throws {
        let path = TestFonts.dejaVuSansPath
        #expect(throws: FontError.faceIndexOutOfRange(source: path, index: 3, faceCount: 1)) {
            try FontFace(contentsOfFile: path, faceIndex: 3)
        }
        #expect(throws: FontError.faceIndexOutOfRange(source: path, index: -1, faceCount: 1)) {
            try FontFace(contentsOfFile: path, faceIndex: -1)
        }
    }

    @Test(arguments: [0, -1, 0.5, 4097, .nan, .infinity, -.infinity])
    func invalidPixelSizesThrow(_ size: Double) throws {
        let face = try TestFonts.dejaVuSans()
        let glyph = face.glyphIndex(for: "A")
        let error = try #require(throws: FontError.self) { try face.outline(of: glyph, pixelSize: size) }
        guard case .invalidPixelSize = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(throws: FontError.self) { try face.advance(of: glyph, pixelSize: size) }
        #expect(throws: FontError.self) { try face.kerning(between: glyph, and: glyph, pixelSize: size) }
        #expect(throws: FontError.self) { try face.metrics(pixelSize: size) }
        #expect(throws: FontError.self) { try TextLine("A", face: face, pixelSize: size) }
        #expect(error.description.contains("between 1.0 and 4096.0 px"))
    }

    @Test func glyphIndexOutOfRangeThrows() throws {
        let face = try TestFonts.dejaVuSans()
        let bogus = GlyphIndex(UInt32(face.glyphCount))
        let expected = FontError.glyphOutOfRange(source: face.source, glyph: bogus.rawValue, glyphCount: face.glyphCount)
        #expect(throws: expected) { try face.outline(of: bogus, pixelSize: 12) }
        #expect(throws: expected) { try face.advance(of: bogus, pixelSize: 12) }
        #expect(throws: expected) { try face.kerning(between: bogus, and: .missing, pixelSize: 12) }
    }
}
