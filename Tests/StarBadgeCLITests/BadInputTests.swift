import Foundation
import Testing
import StarBadgeTestSupport

/// Every kind of bad input: a message naming the input, a non-zero exit,
/// and no output file.
@Suite("Bad input to starbadge render")
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let mentions: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["--rating", "-1"], status: 64, mentions: "--rating"),
        Case(arguments: ["--rating", "6"], status: 64, mentions: "--rating"),
        Case(arguments: ["--rating", "nan"], status: 64, mentions: "--rating"),
        Case(arguments: ["--rating", "inf"], status: 64, mentions: "--rating"),
        Case(arguments: ["--rating", "three"], status: 64, mentions: "--rating"),
        Case(arguments: ["--rating", "3", "--stars", "0"], status: 64, mentions: "--stars"),
        Case(arguments: ["--rating", "3", "--stars", "2.5"], status: 64, mentions: "--stars"),
        Case(arguments: ["--rating", "3", "--stars", "1000"], status: 64, mentions: "--stars"),
        Case(arguments: ["--rating", "3", "--size", "0"], status: 64, mentions: "--size"),
        Case(arguments: ["--rating", "3", "--size", "-24"], status: 64, mentions: "--size"),
        Case(arguments: ["--rating", "3", "--spacing", "-1"], status: 64, mentions: "--spacing"),
        Case(arguments: ["--rating", "3", "--padding", "1e308"], status: 64, mentions: "--padding"),
        Case(arguments: ["--rating", "3", "--on-color", "#GGG"], status: 64, mentions: "--on-color"),
        Case(arguments: ["--rating", "3", "--off-color", "greyish"], status: 64, mentions: "--off-color"),
        Case(arguments: ["--rating", "3", "--background", "#12345"], status: 64, mentions: "--background"),
        Case(arguments: ["--rating", "3", "--fill", "quarter"], status: 64, mentions: "--fill"),
        Case(arguments: ["--rating", "3", "--hinting", "foo"], status: 64,
             mentions: "invalid value 'foo' for '--hinting': expected one of none, light, auto"),
        Case(arguments: ["--rating", "3", "--points", "2"], status: 64, mentions: "--points"),
        Case(arguments: ["--rating", "3", "--inner-ratio", "1.5"], status: 64, mentions: "--inner-ratio"),
        Case(arguments: ["--rating", "3", "--scale", "0"], status: 64, mentions: "--scale"),
        Case(arguments: ["--rating", "3", "--scale", "1000"], status: 64, mentions: "--scale"),
        Case(arguments: ["--rating", "3", "--stars", "100", "--size", "5000"], status: 64, mentions: "16384"),
        Case(arguments: ["--rating", "3", "--colour", "#000"], status: 64, mentions: "--colour"),
        Case(arguments: ["--rating", "3", "--on-colr", "#000"], status: 64, mentions: "did you mean '--on-color'"),
        Case(arguments: ["--rating"], status: 64, mentions: "missing value for '--rating"),
        Case(arguments: ["--stars", "5"], status: 64, mentions: "missing required option '--rating"),
        Case(arguments: ["--rating", "3", "extra"], status: 64, mentions: "unexpected argument 'extra'"),
        Case(arguments: ["--rating", "3", "-o", ""], status: 64, mentions: "--output"),
        // The options of issue 25: scales and counts, logos, links, ids, dark variants, locales, formats.
        Case(arguments: ["--rating", "3", "--out-of", "0"], status: 64, mentions: "--out-of"),
        Case(arguments: ["--rating", "3", "--out-of", "ten"], status: 64, mentions: "--out-of"),
        Case(arguments: ["--rating", "11", "--out-of", "10"], status: 64, mentions: "--rating"),
        Case(arguments: ["--rating", "3", "--count", "-1"], status: 64, mentions: "--count"),
        Case(arguments: ["--rating", "3", "--count", "1.5"], status: 64, mentions: "--count"),
        Case(arguments: ["--rating", "3", "--logo", "missing-logo.png"], status: 66, mentions: "missing-logo.png"),
        Case(arguments: ["--rating", "3", "--logo", "glyph:"], status: 64, mentions: "--logo"),
        Case(arguments: ["--rating", "3", "--logo", "🎬", "--logo-width", "0"], status: 64, mentions: "--logo-width"),
        Case(arguments: ["--rating", "3", "--logo-width", "12"], status: 64, mentions: "--logo-width"),
        Case(arguments: ["--rating", "3", "--link", "javascript:alert(1)", "-o", "b.svg"], status: 64, mentions: "--link"),
        Case(arguments: ["--rating", "3", "--id-prefix", "1x", "-o", "b.svg"], status: 64, mentions: "--id-prefix"),
        Case(arguments: ["--rating", "3", "--dark-on-color", "dusk"], status: 64, mentions: "--dark-on-color"),
        Case(arguments: ["--rating", "3", "--dark-text-color", "#12"], status: 64, mentions: "--dark-text-color"),
        Case(arguments: ["--rating", "3", "--locale", "xx"], status: 64, mentions: "--locale"),
        Case(arguments: ["--rating", "3", "-o", "badge.jpg"], status: 64, mentions: "name the file .png or .svg"),
        Case(arguments: ["--rating", "3", "--style", "flat", "--off-color", "#7fb8dd"], status: 64, mentions: "--off-color"),
    ]

    @Test("is refused with a message naming the input and no file", arguments: cases)
    func refused(_ c: Case) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render"] + c.arguments + ["-o", "out.png"].suffix(c.arguments.contains("-o") ? 0 : 2), in: folder)
        #expect(result.status == c.status, "\(result.error)")
        #expect(result.error.contains(c.mentions), "stderr: \(result.error)")
        #expect(result.error.contains("Usage: starbadge render") == (c.status == 64), "usage only for usage errors")
        #expect(result.rawControlsInError.isEmpty, "raw controls on stderr: \(result.error.debugDescription)")
        #expect(result.output.isEmpty)
        #expect(CommandRunner.contents(of: folder).isEmpty, "left \(CommandRunner.contents(of: folder))")
    }

    @Test("an unwritable output path is a clear error with exit 73 and no file", arguments: [
        "/nonexistent-starbadge-dir/x.png",
        "/etc/hostname/x.png",
        "/",
    ])
    func unwritable(path: String) throws {
        let result = try CommandRunner.run(["render", "--rating", "3", "-o", path])
        #expect(result.status == 73, "\(result.error)")
        #expect(result.error.contains("cannot write '\(path)'"), "stderr: \(result.error)")
        #expect(!FileManager.default.fileExists(atPath: path) || path == "/")
    }

    @Test("a failed run leaves an existing output untouched")
    func existingOutputKept() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let file = folder.appendingPathComponent("keep.png")
        try Data("precious".utf8).write(to: file)
        let result = try CommandRunner.run(["render", "--rating", "9", "-o", "keep.png"], in: folder)
        #expect(result.status == 64)
        #expect(try Data(contentsOf: file) == Data("precious".utf8))
        #expect(CommandRunner.contents(of: folder) == ["keep.png"])
    }

    @Test("unknown subcommands and no subcommand are usage errors")
    func subcommands() throws {
        let typo = try CommandRunner.run(["rendr", "--rating", "3"])
        #expect(typo.status == 64 && typo.error.contains("did you mean 'render'"))
        let none = try CommandRunner.run([])
        #expect(none.status == 64 && none.error.contains("no subcommand"))
    }
}
