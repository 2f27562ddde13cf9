import Foundation
import Testing
import StarBadge
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// Options are named by `OptionName`, never by a string: every name is
/// an option of some command, and every option of a command's table is
/// read by that command (a table entry no code reads would be an option
/// that silently does nothing). Commands run in this process, their reads
/// logged by `OptionReadLog`.
@Suite("Option names")
struct OptionNameTests {
    @Test("every option name is in some command's table, and each table names an option once")
    func everyNameIsAnOption() {
        let tables = CommandCatalog.commands.map(\.options) + [CommandCatalog.topLevelOptions]
        let named = Set(tables.flatMap { $0.map(\.name) })
        #expect(named == Set(OptionName.allCases), "\(Set(OptionName.allCases).subtracting(named).sorted())")
        for (table, command) in zip(tables, CommandCatalog.commands.map(\.name) + ["starbadge"]) {
            let names = table.map(\.name)
            #expect(Set(names).count == names.count, "\(command) lists an option twice")
        }
    }

    @Test("a flag word becomes its option's name, and a word that names no option none")
    func namedFromText() {
        for name in OptionName.allCases { #expect(OptionName.named(name.rawValue) == name) }
        #expect(OptionName.named("sise") == nil)
        #expect(OptionName.named("--size") == nil)
        #expect("\(OptionName.onColor)" == "on-color")
        // Hashed by its one-byte case: every name its own hash input.
        #expect(MemoryLayout<OptionName>.size == 1)
        #expect(Set(OptionName.allCases.map { unsafeBitCast($0, to: UInt8.self) }).count == OptionName.allCases.count)
    }

    @Test("each dark option stands for the light option of the same name after 'dark-'")
    func darkNames() {
        let options = Dictionary(RenderCommand.options.map { ($0.name.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        for dark in DarkOptions.definitions {
            let light = String(dark.name.rawValue.dropFirst("dark-".count))
            #expect(options[light] != nil, "\(dark.name)")
            if let setting = options[light]?.setting {
                #expect(DarkOptions.darkName(setting) == dark.name, "\(dark.name)")
            }
        }
        #expect(DarkOptions.darkName(.scale) == nil)
    }

    /// Options a command takes and does not read, on purpose: `measure`
    /// takes every file option so that a `render` command line measures
    /// unchanged, and these four change only the file's bytes, not its size.
    static let acceptedUnread: [String: Set<OptionName>] = ["measure": [.svgText, .idPrefix, .noMetadata, .optimize]]

    @Test("every option of a command's table is read by that command", arguments: ["render", "sprite", "batch", "measure",
                                                                               "manifest", "completions"])
    func everyOptionIsRead(command: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let star = path("star.png")
        #expect(StarBadgeTool.run(["render", "--rating", "3", "--size", "8", "-o", star], console: RunContextTests.CapturingConsole())
                == .success)
        try Data("name,rating,count,title\na,4,12,A\nb,,3,B\n".utf8).write(to: URL(fileURLWithPath: path("in.csv")))
        try Data(#"{"label": "{title}"}"#.utf8).write(to: URL(fileURLWithPath: path("defaults.json")))

        // Runs that together give every option that is only read with
        // another (a half star's picture with a full one's, a logo's colour
        // with a logo); the rest are looked up whether given or not.
        let badge = ["--label", "Rating {rating}", "--logo", "glyph:U+2605", "--logo-color", "#222222", "--logo-width", "9",
                     "--border-color", "#000000", "--star-border-color", "#000000", "--empty-style", "outline",
                     "--label-format", "%.1f", "--page-colors", "white", "--shape", "glyph:U+2605"]
        let pictures = ["--full-image", star, "--half-image", star, "--empty-image", star]
        let shields = ["--style", "flat", "--value-text", "{rating}/{max}", "--section-color", "#4c1"]
        let fit = ["--width", "200", "--height", "40", "--min-size", "4", "--label", "x", "--label-overflow", "shrink"]
        let dark = ["--dark-on-color", "#ffcc00", "--dark-logo-color", "#eeeeee", "--logo", "glyph:U+2605"]
        let runs: [[String]]
        switch command {
        case "render":
            let render = ["render", "--rating", "3", "--count", "12", "-o", path("r.png")]
            runs = [render + badge + dark + ["--scales", "1,2", "--markup", "html", "--base-url", "https://example.com/b/",
                                             "--link", "https://example.com/"],
                    render + pictures, render + shields, render + fit, ["render", "--rating", "3", "--help"]]
        case "sprite":
            let sprite = ["sprite", "-o", path("s.png"), "--step", "1"]
            runs = [sprite + badge + dark + ["--css", path("s.css"), "--json", path("s.json"), "--html", path("s.html"),
                                             "--checked", "3", "--layout", "grid", "--columns", "2"],
                    sprite + pictures, sprite + shields, sprite + fit]
        case "batch":
            let batch = ["batch", path("in.csv"), "--out-dir", path("out"), "--jobs", "1", "--defaults", path("defaults.json")]
            runs = [batch + badge + dark + ["--manifest", path("m.json"), "--html", path("h.html"), "--html-fragments", path("f"),
                                            "--base-url", "https://example.com/b/", "--schema", "--schema-type", "Product",
                                            "--schema-name", "{name}", "--columns", "count=count"],
                    batch + pictures, batch + shields, batch + fit]
        case "measure":
            runs = [["measure", "--rating", "3"] + badge, ["measure"] + pictures, ["measure"] + shields, ["measure"] + fit]
        case "manifest":
            runs = [["manifest", "merge", path("merged.json"), path("m.json")]]
        default:
            runs = [["completions", "bash"]]
        }
        let log = OptionReadLog()
        for arguments in runs {
            let console = RunContextTests.CapturingConsole()
            let status = OptionReadLog.$current.withValue(log) { StarBadgeTool.run(arguments, console: console) }
            if command != "manifest" { #expect(status == .success, "\(arguments.joined(separator: " ")): \(console.error)") }
        }
        let table = Set(try #require(CommandCatalog.entry(named: command)).options.map(\.name))
        let unread = table.subtracting(log.read).subtracting(Self.acceptedUnread[command] ?? [])
        #expect(unread.isEmpty, "\(command) never reads \(unread.sorted().map { "--\($0)" })")
    }
}
