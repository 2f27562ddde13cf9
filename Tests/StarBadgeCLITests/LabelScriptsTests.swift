import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// Labels in every script through the real command: font chains and
/// family names, system fallback, bidi, exact-score text, and the inputs
/// that must still fail cleanly.
@Suite("Labels in every script")
struct LabelScriptsTests {
    static func measure(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: Any] {
        let result = try CommandRunner.run(["measure"] + arguments, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any], "\(result.outputText)")
    }

    static func texts(_ json: [String: Any]) -> [[String: Any]] { json["texts"] as? [[String: Any]] ?? [] }
    static func glyphs(_ text: [String: Any]) -> [[String: Any]] { text["glyphs"] as? [[String: Any]] ?? [] }

    @Test("{rating} is the score given, {shown} the rating the stars show; the alt text says the score")
    func exactScore() throws {
        let json = try Self.measure(["--rating", "4.7", "--label", "Guests: {rating} ({shown} shown)"])
        #expect(json["rating"] as? Double == 4.7 && json["shown"] as? Double == 4.5)
        #expect(json["alt"] as? String == "4.7 out of 5 stars")
        #expect(Self.texts(json).first?["text"] as? String == "Guests: 4.7 (4.5 shown)")
        let typo = try CommandRunner.run(["render", "--rating", "4", "--label", "{ratng}", "-o", "-"])
        #expect(typo.status == 64 && typo.error.contains("{rating}, {shown}, {max}, {percent}"), "\(typo.error)")
        #expect(typo.output.isEmpty)
    }

    @Test("an Arabic label is shaped right to left, its digits left to right, and makes the badge right to left",
          .needs(DebianFonts.notoSansArabic, DebianFonts.notoSans))
    func arabic() throws {
        let json = try Self.measure(["--rating", "4.5", "--label", "تقييم {rating}", "--font", DebianFonts.notoSansArabic.path,
                                     "--font", DebianFonts.notoSans.path, "--no-system-fonts"])
        #expect(json["direction"] as? String == "rtl")
        let text = try #require(Self.texts(json).first)
        #expect(text["direction"] as? String == "rtl")
        let glyphs = Self.glyphs(text)
        let clusters = glyphs.compactMap { $0["cluster"] as? Int }
        // Visual order, left to right: "4.5" (clusters 6, 7, 8 in reading order), the space, then the word from its end.
        #expect(Array(clusters.prefix(3)) == [6, 7, 8], "\(clusters)")
        #expect(clusters.last == 0)
        let xs = glyphs.compactMap { $0["x"] as? Double }
        #expect(xs == xs.sorted(), "glyph origins run left to right")
        #expect(text["fonts"] as? [String] == [DebianFonts.notoSansArabic.path])  // it has the digits too
        // The label sits left of the stars.
        let stars = try #require(json["stars"] as? [[String: Any]])
        #expect((xs.last ?? 0) < (stars.first?["x"] as? Double ?? 0))
    }

    @Test("characters the chain lacks come from an installed font, unless --no-system-fonts",
          .needs(DebianFonts.droidSansFallback))
    func systemFallback() throws {
        let json = try Self.measure(["--rating", "4", "--label", "評価 {rating}"])
        let fonts = Self.texts(json).first?["fonts"] as? [String] ?? []
        #expect(fonts.count == 2 && fonts.first?.hasSuffix("DejaVuSans.ttf") == true, "\(fonts)")
        #expect(Self.texts(json).first?["missing"] as? [String] == [])
        let alone = try CommandRunner.run(["render", "--rating", "4", "--label", "評価", "--no-system-fonts", "-o", "-"])
        #expect(alone.status == 0)
        #expect(alone.error.contains("no font has '評' (U+8A55), '価' (U+4FA1)") && alone.error.contains("fonts-noto-cjk"),
                "\(alone.error)")
    }

    @Test("--font takes a family name, bundled or installed; --shape-font too", .needs(DebianFonts.notoSans))
    func familyNames() throws {
        let json = try Self.measure(["--rating", "4", "--label", "x", "--font", "Noto Sans"])
        #expect(Self.texts(json).first?["fonts"] as? [String] == [DebianFonts.notoSans.path])
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shape = try CommandRunner.run(["render", "--rating", "4", "--shape", "glyph:U+F005", "--shape-font", "FontAwesome",
                                           "-o", "fa.png"], in: folder)
        #expect(shape.status == 0, "\(shape.error)")
        let unknown = try CommandRunner.run(["render", "--rating", "4", "--label", "x", "--font", "Noto Sanz", "-o", "x.png"], in: folder)
        #expect(unknown.status == 66, "\(unknown.error)")
        #expect(unknown.error.contains("no font file or font family named 'Noto Sanz'") && unknown.error.contains("Noto Sans"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test("a batch entry's font may be a chain (a JSON array)", .needs(DebianFonts.notoSansDevanagari))
    func batchChain() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(#"[{"name": "a", "rating": 4, "label": "हिन्दी {rating}", "font": ["DejaVu Sans", "\#(DebianFonts.notoSansDevanagari.path)"]}]"#,
                            to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--manifest", "m.json", "--no-system-fonts", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try String(contentsOf: URL(fileURLWithPath: workspace.path("m.json")), encoding: .utf8)
        // The second font of the chain set the Devanagari, named by file name and digest, not by its folder.
        let fileName = URL(fileURLWithPath: DebianFonts.notoSansDevanagari.path).lastPathComponent
        #expect(manifest.contains("\"\(fileName) sha256:") && !manifest.contains(DebianFonts.notoSansDevanagari.path), "\(manifest)")
        let bad = #"[{"name": "a", "rating": 4, "label": "x", "font": [1, {"x": 2}]}]"#
        try workspace.write(bad, to: "bad.json")
        let refused = try workspace.batch(["bad.json", "--out-dir", "out2", "--quiet"])
        #expect(refused.status == 65 && refused.error.contains("'font' must be a string or a non-empty array of strings"), "\(refused.error)")
    }

    @Test("a chain with a missing file, or a font HarfBuzz cannot read, fails cleanly with no file")
    func badFonts() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CommandRunner.run(["render", "--rating", "4", "--label", "x", "--font", "DejaVu Sans",
                                             "--font", "nope/missing.ttf", "-o", "x.png"], in: folder)
        #expect(missing.status == 66 && missing.error.contains("nope/missing.ttf"), "\(missing.error)")
        // A bare CFF font (the 'CFF ' table of FontAwesome.otf): FreeType reads it, HarfBuzz cannot shape it.
        let otf = try Array(Data(contentsOf: PackagePaths.root.appendingPathComponent("Fonts/FontAwesome.otf")))
        let cff = try #require(Self.table("CFF ", in: otf))
        try Data(cff).write(to: folder.appendingPathComponent("bare.cff"))
        let bare = try CommandRunner.run(["render", "--rating", "4", "--label", "x", "--font", "bare.cff", "-o", "x.png"], in: folder)
        #expect(bare.status == 65 && bare.error.contains("HarfBuzz"), "\(bare.error)")
        #expect(CommandRunner.contents(of: folder) == ["bare.cff"])
    }

    @Test("bidi controls are honoured and bounded; a letter with thousands of marks is refused by the code-point limit")
    func hostileText() throws {
        // U+202E (right-to-left override) reverses the Latin letters after it.
        let json = try Self.measure(["--rating", "4", "--label", "\u{202E}abc", "--direction", "ltr"])
        let clusters = Self.glyphs(try #require(Self.texts(json).first)).compactMap { $0["cluster"] as? Int }
        #expect(clusters.firstIndex(of: 3) ?? 9 < clusters.firstIndex(of: 1) ?? -1, "\(clusters)")
        let controls = String(repeating: "\u{202B}\u{202E}\u{2067}", count: 300) + "abc"
        #expect(try CommandRunner.run(["render", "--rating", "4", "--label", controls, "-o", "-"]).status == 0)
        let marks = try CommandRunner.run(["render", "--rating", "4", "--label", "a" + String(repeating: "\u{301}", count: 10_000), "-o", "-"])
        #expect(marks.status == 64 && marks.error.contains("code points"), "\(marks.error)")
        let many = try CommandRunner.run(["render", "--rating", "4", "--label", "a" + String(repeating: "\u{301}", count: 3_900), "-o", "-"])
        #expect(many.status == 0, "\(many.error)")
    }

    @Test("a fallback font that disappears between runs is passed over, not a crash", .needs(DebianFonts.notoSansDevanagari))
    func vanishingFallback() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts"), cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let copy = fonts.appendingPathComponent("Deva.ttf")
        try FileManager.default.copyItem(atPath: DebianFonts.notoSansDevanagari.path, toPath: copy.path)
        let config = folder.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(fonts.path)</dir><cachedir>\(cache.path)</cachedir></fontconfig>
            """.utf8).write(to: config)
        let environment = ["FONTCONFIG_FILE": config.path]
        let first = try Self.measure(["--rating", "4", "--label", "हिन्दी"], environment: environment)
        #expect(Self.texts(first).first?["fonts"] as? [String] == [copy.path])
        // The file turns to junk in place (the folder, and so fontconfig's cache, unchanged).
        let handle = try FileHandle(forWritingTo: copy)
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 4096))
        try handle.truncate(atOffset: 4096)
        try handle.close()
        let second = try CommandRunner.run(["render", "--rating", "4", "--label", "हिन्दी", "-o", "-"], environment: environment)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.error.contains("no font has"), "\(second.error)")
        #expect((try? PNGDecoder().decode(second.output)) != nil)
    }

    /// A table of an OpenType file, by tag.
    static func table(_ tag: String, in font: [UInt8]) -> [UInt8]? {
        func u32(_ i: Int) -> Int { Int(font[i]) << 24 | Int(font[i + 1]) << 16 | Int(font[i + 2]) << 8 | Int(font[i + 3]) }
        let count = Int(font[4]) << 8 | Int(font[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            guard String(decoding: font[record..<record + 4], as: UTF8.self) == tag else { continue }
            let offset = u32(record + 8), length = u32(record + 12)
            return Array(font[offset..<offset + length])
        }
        return nil
    }
}
