import Foundation
import Testing
import StarBadgeTestSupport

/// Texts are checked where they enter, messages are safe to print, limits
/// are the documented ones, numbers are decimal: each through the real command.
@Suite("Text safety")
struct TextSafetyTests {
    /// Runs in a new folder with `files` written first.
    static func run(_ arguments: [String], files: [String: String] = [:]) throws -> (CommandRunner.Result, URL) {
        let folder = try CommandRunner.temporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return (try CommandRunner.run(arguments, in: folder), folder)
    }

    static let escape = "\u{1B}]0;PWNED\u{07}"
    /// Swift literals cannot hold noncharacters.
    static func non(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

    @Test("U+FFFE in any text that reaches an SVG is refused with its position, nothing written",
          arguments: [
            ["render", "--rating", "3", "--alt", "ab" + non(0xFFFE), "-o", "a.svg"],
            ["render", "--rating", "3", "--label", "ab" + non(0xFFFE), "--svg-text", "fonts", "-o", "a.svg"],
            ["render", "--rating", "3", "--style", "flat", "--value-text", "ab" + non(0xFFFF), "-o", "a.svg"],
            ["sprite", "--alt", "ab" + non(0xFFFE) + "{rating}", "-o", "s.svg"],
            ["render", "--rating", "3", "--label", "x", "--font", "De" + non(0xFDD0), "-o", "a.svg"],
          ])
    func noncharactersRefused(_ arguments: [String]) throws {
        let (result, folder) = try Self.run(arguments)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(" at character 3 is a noncharacter"), "\(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }

    @Test("a batch field or name with a noncharacter is refused for that entry, with its position")
    func batchNoncharacters() throws {
        let entries = #"[{"name": "a", "rating": 3, "alt": "x\uFFFEy"}, {"name": "b\uFFFF", "rating": 3},"#
            + #" {"name": "c", "rating": 3, "label": "\uFDD0"}, {"name": "ok", "rating": 3, "label": "fine"}]"#
        let (result, folder) = try Self.run(["batch", "in.json", "--out-dir", "out", "--formats", "svg", "--quiet"],
                                            files: ["in.json": entries])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 65)
        #expect(result.error.contains("U+FFFE at character 2 is a noncharacter"), "\(result.error)")
        #expect(result.error.contains("U+FFFF at character 2 is a noncharacter"), "\(result.error)")
        #expect(result.error.contains("U+FDD0 at character 1 is a noncharacter"), "\(result.error)")
        #expect(CommandRunner.contents(of: folder.appendingPathComponent("out")) == ["ok.svg"])
    }

    @Test("an unpaired surrogate escape in batch JSON is refused with its place")
    func surrogates() throws {
        let (result, folder) = try Self.run(["batch", "in.json", "--out-dir", "out", "--quiet"],
                                            files: ["in.json": #"[{"name": "a", "rating": 3, "alt": "x\ud800"}]"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 65)
        #expect(result.error.contains("line 1, column") && result.error.contains("surrogate"), "\(result.error)")
    }

    @Test("terminal escapes in values never reach standard error raw",
          arguments: [
            ["render", "--rating", escape, "-o", "a.png"],
            ["render", "--rating", "3", "--on-color", escape, "-o", "a.png"],
            ["render", "--rating", "3", "--label", "x", "--font", escape, "-o", "a.png"],
            ["render", "--rating", "3", "--locale", escape, "-o", "a.png"],
            ["render", "--rating", "3", "--label", "x", "--locale", escape, "-o", "a.png"],
            ["render", "--rating", "3", "--\(escape)", "-o", "a.png"],
            ["render", "--rating", "3", escape],
            ["render", "--rating", "3", "-o", "\(escape)/a.png"],
            ["render", "--rating", "3", "--label", "a\u{202E}b\(escape)", "-o", "a.png"],
            ["sprite", "--step", escape, "-o", "s.png"],
            [escape],
            ["batch", "in.json", "--out-dir", "out"],
            ["batch", "in.csv", "--out-dir", "out"],
          ])
    func escapesNeutralised(_ arguments: [String]) throws {
        let json = #"[{"name": "a\u001b]0;PWNED\u0007", "rating": 3}, {"name": "b", "rating": "\u001b]0;PWNED\u0007"},"#
            + #" {"name": "c", "rating": 3, "label": "\u001b]0;PWNED\u0007"}, {"name": "../\u001b]0;PWNED\u0007", "rating": 3},"#
            + #" {"name": "d", "rating": 3, "\u001b]0;x": 1}]"#
        let csv = "name,rating,label\nx,3,\(Self.escape)\n\(Self.escape),3,y\n"
        let (result, folder) = try Self.run(arguments, files: ["in.json": json, "in.csv": csv])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status != 0)
        #expect(result.rawControlsInError.isEmpty, "\(result.error.debugDescription)")
        #expect(result.error.contains("\\u{1B}]0;PWNED\\u{7}") || result.error.contains("\\u{1B}]0;x"),
                "\(result.error.debugDescription)")
    }

    @Test("a file name with a terminal escape is shown escaped in the file's own errors")
    func fileNames() throws {
        let name = "in" + Self.escape + ".json"
        for (arguments, content) in [(["batch", name, "--out-dir", "out"], "[x"),
                                     (["batch", "ok.json", "--defaults", name, "--out-dir", "out"], "{\"nope\": 1}"),
                                     (["batch", name, "--out-dir", "out"], #"[{"name": "a", "rating": "x"}]"#)] {
            let (result, folder) = try Self.run(arguments, files: [name: content, "ok.json": #"[{"name": "a", "rating": 1}]"#])
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(result.status == 65, "\(result.error)")
            #expect(result.error.contains("in\\u{1B}]0;PWNED\\u{7}.json"), "\(result.error.debugDescription)")
            #expect(result.rawControlsInError.isEmpty, "\(result.error.debugDescription)")
        }
    }

    @Test("a sprite's class prefix has a documented limit")
    func classPrefix() throws {
        let (long, a) = try Self.run(["sprite", "--class-prefix", String(repeating: "c", count: 65), "-o", "s.png", "--css", "s.css"])
        defer { try? FileManager.default.removeItem(at: a) }
        #expect(long.status == 64 && long.error.contains("longer than the limit of 64 characters"), "\(long.error)")
        #expect(CommandRunner.contents(of: a).isEmpty)
        let (fits, b) = try Self.run(["sprite", "--class-prefix", String(repeating: "c", count: 64), "-o", "s.png", "--css", "s.css"])
        defer { try? FileManager.default.removeItem(at: b) }
        #expect(fits.status == 0, "\(fits.error)")
        // The guide's table of limits.
        let guide = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        #expect(guide.contains("| sprite `--class-prefix` | 64 characters"))
    }

    @Test("a long value is shown cut, with the count of what is left")
    func longValuesCut() throws {
        let (result, folder) = try Self.run(["render", "--rating", "3", "--label", String(repeating: "x", count: 100_000), "-o", "a.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 64)
        #expect(result.error.utf8.count < 600, "\(result.error.utf8.count) bytes")
        #expect(result.error.contains("… (99,920 more characters)"), "\(result.error)")
        #expect(result.error.contains("longer than the limit of 1,000 characters"), "\(result.error)")
    }

    @Test("alt text limits are the documented ones, each named: characters, then code points")
    func altLimits() throws {
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 1_700)
        let (tooMany, a) = try Self.run(["render", "--rating", "3", "--alt", families, "-o", "a.png"])
        #expect(tooMany.status == 64)
        #expect(tooMany.error.contains("longer than the limit of 8,000 code points (it has 11,900"), "\(tooMany.error)")
        let (long, b) = try Self.run(["render", "--rating", "3", "--alt", String(repeating: "a", count: 2_001), "-o", "a.png"])
        #expect(long.error.contains("longer than the limit of 2,000 characters"), "\(long.error)")
        // 1,000 family emoji: 1,000 characters, 7,000 code points: within both.
        let (fits, c) = try Self.run(["render", "--rating", "3", "--alt", String(repeating: "👨‍👩‍👧‍👦", count: 1_000), "-o", "a.png"])
        #expect(fits.status == 0, "\(fits.error)")
        for folder in [a, b, c] { try? FileManager.default.removeItem(at: folder) }
        // The guide's table of limits.
        let guide = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        #expect(guide.contains("| alt text (`--alt`, a batch entry's `alt`) | 2,000 characters and 8,000 code points"))
        #expect(guide.contains("10,000 commands"))
    }

    @Test("alt text takes \\n, \\r\\n and \\r, stored as \\n in PNG and SVG")
    func altLineBreaks() throws {
        let alt = "one\r\ntwo\rthree\nfour"
        let (png, a) = try Self.run(["render", "--rating", "3", "--alt", alt, "-o", "a.png"])
        defer { try? FileManager.default.removeItem(at: a) }
        #expect(png.status == 0, "\(png.error)")
        let bytes = try Array(Data(contentsOf: a.appendingPathComponent("a.png")))
        #expect(PNGText.text("Title", in: bytes) == "one\ntwo\nthree\nfour")
        let (svg, b) = try Self.run(["render", "--rating", "3", "--alt", alt, "-o", "a.svg"])
        defer { try? FileManager.default.removeItem(at: b) }
        #expect(svg.status == 0, "\(svg.error)")
        let text = try String(contentsOf: b.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(text.contains("<title>one\ntwo\nthree\nfour</title>"))
        #expect(!text.contains("\r"))
    }

    @Test("numbers are decimal only: no hexadecimal, exponent, infinity or NaN",
          arguments: [["--rating", "0x1p2"], ["--rating", "4e0"], ["--rating", "inf"], ["--rating", "nan"], ["--rating", ".5"],
                      ["--rating", "3", "--size", "1e1"], ["--rating", "3", "--stars", "1e18"], ["--rating", "3", "--stars", "0x5"],
                      ["--rating", "3", "--scale", "0x1p1"]])
    func decimalOnly(_ arguments: [String]) throws {
        let (result, folder) = try Self.run(["render"] + arguments + ["-o", "a.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("not a decimal number; write digits") || result.error.contains("not a whole number; write digits"),
                "\(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }

    @Test("a batch rating in hexadecimal is refused for that entry")
    func batchDecimalOnly() throws {
        let (result, folder) = try Self.run(["batch", "in.csv", "--out-dir", "out", "--quiet"],
                                            files: ["in.csv": "name,rating\na,0x1p2\nb,-1e0\nc,4.5\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 65)
        #expect(result.error.components(separatedBy: "not a decimal number").count == 3, "\(result.error)")
        #expect(CommandRunner.contents(of: folder.appendingPathComponent("out")) == ["c.png"])
    }

    @Test("a badge too large is said in whole pixels, as the image would be")
    func wholePixels() throws {
        let (result, folder) = try Self.run(["render", "--rating", "3", "--label", String(repeating: "W", count: 1_000),
                                             "--font-size", "30", "-o", "a.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 64)
        let size = result.error.firstMatch(of: /would be ([0-9,]+)×([0-9,]+) px/)
        #expect(size != nil, "\(result.error)")
        #expect(size.map { $0.1.contains(",") } == true, "\(result.error)")
    }

    /// DejaVu Sans with its family name replaced (same length, in the
    /// name table's UTF-16 and Mac Roman records) by `family`.
    static func renamedFont(_ family: String, in folder: URL) throws {
        var font = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Fonts/DejaVuSans.ttf"))
        for encoding in [String.Encoding.utf16BigEndian, .ascii] {
            let a = "DejaVu Sans".data(using: encoding)!, b = family.data(using: encoding)!
            while let range = font.range(of: a) { font.replaceSubrange(range, with: b) }
        }
        try font.write(to: folder.appendingPathComponent("q.ttf"))
    }

    @Test("a font family with a quote is a correct CSS string in the SVG",
          arguments: [("DejaVu' San", #"font-family="'DejaVu\' San',sans-serif""#)])
    func familyQuoted(_ family: String, _ attribute: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.renamedFont(family, in: folder)
        let result = try CommandRunner.run(["render", "--rating", "3", "--label", "x", "--font", "q.ttf", "--svg-text", "fonts",
                                            "-o", "a.svg"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let svg = try String(contentsOf: folder.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(svg.contains(attribute), "\(svg)")
    }
}
