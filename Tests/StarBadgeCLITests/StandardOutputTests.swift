import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import StarPNG
import StarBadgeTestSupport

/// Standard output carries one stream: every command and option that can
/// write to it leaves exactly one thing there that parses (a PNG that
/// decodes, an SVG or JSON document), with previews, warnings, notes and
/// summaries elsewhere; what cannot be honoured is refused with nothing on
/// standard output.
@Suite("standard output carries one stream")
struct StandardOutputTests {
    enum Stream: Sendable { case png, svg, json, text, nothing }

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let arguments: [String]
        let stream: Stream
        var status: Int32 = 0
        var environment: [String: String] = [:]
    }

    static let cases: [Case] = [
        Case(testDescription: "render -o -", arguments: ["render", "--rating", "3.5", "-o", "-"], stream: .png),
        Case(testDescription: "render with no -o (standard output not a terminal)", arguments: ["render", "--rating", "3.5"], stream: .png),
        Case(testDescription: "render --format svg -o -", arguments: ["render", "--rating", "3.5", "--format", "svg", "-o", "-"], stream: .svg),
        Case(testDescription: "render --format svg --svg-text fonts -o - with a label",
             arguments: ["render", "--rating", "3.5", "--format", "svg", "--svg-text", "fonts", "--label", "Rating {rating}", "-o", "-"],
             stream: .svg),
        // The found defect: the preview's escape text came before the PNG.
        Case(testDescription: "render --preview -o - (standard error not a terminal: refused)",
             arguments: ["render", "--rating", "3.5", "--preview", "-o", "-"], stream: .nothing, status: 64,
             environment: ["COLORTERM": "truecolor"]),
        Case(testDescription: "render --preview with no -o (standard output not a terminal: refused)",
             arguments: ["render", "--rating", "3.5", "--preview"], stream: .nothing, status: 64),
        Case(testDescription: "render -o - with warnings (low contrast, a missing character)",
             arguments: ["render", "--rating", "3", "--on-color", "#FEFEFE", "--background", "white", "--label", "x\u{10FFD}",
                         "--no-system-fonts", "-o", "-"], stream: .png),
        Case(testDescription: "render --optimize -o -", arguments: ["render", "--rating", "2", "--optimize", "-o", "-"], stream: .png),
        Case(testDescription: "measure", arguments: ["measure", "--rating", "4", "--label", "Rating {rating}"], stream: .json),
        Case(testDescription: "render --help", arguments: ["render", "--help"], stream: .text),
        Case(testDescription: "--version", arguments: ["--version"], stream: .text),
        Case(testDescription: "help render", arguments: ["help", "render"], stream: .text),
        Case(testDescription: "batch --help", arguments: ["batch", "--help"], stream: .text),
        Case(testDescription: "no command (the overview goes to standard error)", arguments: [], stream: .nothing, status: 64),
        Case(testDescription: "render -o - --stars 100 --scale 4 (a large PNG)", arguments: ["render", "--rating", "57", "--stars", "100",
             "--scale", "4", "-o", "-"], stream: .png),
        Case(testDescription: "sprite -o - (refused: the sheet is files)", arguments: ["sprite", "-o", "-"], stream: .nothing, status: 64),
        Case(testDescription: "sprite --css - (refused)", arguments: ["sprite", "-o", "s.png", "--css", "-"], stream: .nothing, status: 64),
        Case(testDescription: "sprite --json - (refused)", arguments: ["sprite", "-o", "s.png", "--json", "-"], stream: .nothing, status: 64),
        Case(testDescription: "batch --manifest - (refused)", arguments: ["batch", "in.csv", "--out-dir", "o", "--manifest", "-"],
             stream: .nothing, status: 64),
        Case(testDescription: "batch --html - (refused)", arguments: ["batch", "in.csv", "--out-dir", "o", "--html", "-"],
             stream: .nothing, status: 64),
        Case(testDescription: "batch (its summary goes to standard error)", arguments: ["batch", "in.csv", "--out-dir", "o"], stream: .nothing),
        Case(testDescription: "manifest merge - (refused)", arguments: ["manifest", "merge", "-", "in.csv"], stream: .nothing, status: 64),
    ]

    @Test("each writer leaves one parsable stream on standard output", arguments: cases)
    func oneStream(_ c: Case) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name,rating\na,3\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
        let result = try CommandRunner.run(c.arguments, in: folder, environment: c.environment)
        #expect(result.status == c.status, "\(result.error)")
        let output = result.output
        switch c.stream {
        case .png:
            #expect(Array(output.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(output.prefix(16))")
            #expect((try? PNGDecoder().decode(output)) != nil, "standard output is not one PNG")
        case .svg:
            #expect(output.starts(with: Array("<svg".utf8)) || output.starts(with: Array("<?xml".utf8)))
            let parser = XMLParser(data: Data(output))
            #expect(parser.parse(), "not XML: \(parser.parserError.map { "\($0)" } ?? "")")
        case .json:
            #expect((try? JSONSerialization.jsonObject(with: Data(output))) != nil, "not JSON: \(result.outputText.prefix(200))")
        case .text:
            #expect(!output.isEmpty && !output.contains(0x1B), "\(result.outputText.prefix(200))")
        case .nothing:
            #expect(output.isEmpty, "\(result.outputText.prefix(200))")
        }
        if c.status == 64, c.arguments.contains("--preview") {
            #expect(result.error.contains("--preview") && result.error.contains("standard error"), "\(result.error)")
        }
    }
}
