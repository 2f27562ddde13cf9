import Foundation
import Testing
import StarPNG
import StarColor
import StarBadge
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// `--dark-*` on render, sprite and batch: every dark PNG's label reads on
/// its dark background (WCAG ≥ 4.5:1, measured on the written pixels), and
/// bad dark input is refused before any file is written.
@Suite("Dark mode: render, sprite and batch dark variants")
struct DarkModeTests {
    static let page = Contrast.darkPage

    /// The highest contrast any pixel of `image` right of `fromX` (where only
    /// the label is drawn), composited over `background` over the dark page,
    /// has with that background: the label's colour where a glyph covers a
    /// whole pixel.
    static func labelContrast(_ image: PNGImage, fromX: Int, background: Color) -> Double {
        let ground = Contrast.flattened(background, over: page)
        var best = 1.0
        for y in 0..<image.height {
            for x in fromX..<image.width {
                let p = image[x, y]
                let shown = Contrast.flattened(Color(red: p.red, green: p.green, blue: p.blue, alpha: p.alpha), over: ground)
                best = max(best, Contrast.ratio(shown, ground))
            }
        }
        return best
    }

    /// Where the stars end in a 5-star badge of the default size (the label follows).
    static let labelStart = 5 * 24 + 4 * 4 + 4 + 2

    func run(_ arguments: [String], in folder: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: folder)
    }

    @Test("render --dark-*: NAME.dark.png beside the output, its label readable on a transparent (dark page) background",
          arguments: [[String](), ["--dark-background", "#202830"], ["--dark-background", "#ffffff20"]])
    func renderDarkLabel(extra: [String]) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(["render", "--rating", "3.5", "--label", "MMMM WWWW", "--dark-on-color", "#ffd700",
                              "--dark-off-color", "#555555", "-o", "badge.png"] + extra, in: folder)
        #expect(result.status == 0, "\(result.error)")
        let light = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("badge.png"))))
        let dark = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("badge.dark.png"))))
        #expect(light.width == dark.width && light.height == dark.height)
        let background = extra.last.flatMap { try? Color(parsing: $0) } ?? .transparent
        #expect(Self.labelContrast(dark, fromX: Self.labelStart, background: background) >= 4.5)
        // The light badge keeps its dark grey label (unreadable on the dark page: why the variant exists).
        #expect(Self.labelContrast(light, fromX: Self.labelStart, background: .transparent) < 4.5)
    }

    @Test("a dark variant's empty stars are a grey that reads as empty on the dark page (3:1), not the light badge's pale grey")
    func darkEmptyStars() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(["render", "--rating", "0", "--dark-on-color", "gold", "-o", "e.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let dark = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("e.dark.png"))))
        let p = dark[4 + 12, 4 + 14]
        let empty = Color(red: p.red, green: p.green, blue: p.blue)
        #expect(p.alpha == 255 && empty != Color(red: 0xD9, green: 0xD9, blue: 0xD9), "\(p)")
        let ratio = Contrast.ratio(empty, Self.page)
        #expect(ratio >= 3 && ratio < 4, "\(ratio)")
        // Given, it is kept.
        let given = try run(["render", "--rating", "0", "--dark-on-color", "gold", "--dark-off-color", "#D9D9D9", "-o", "g.png"], in: folder)
        #expect(given.status == 0)
        let kept = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("g.dark.png"))))[4 + 12, 4 + 14]
        #expect(kept.red == 0xD9 && kept.green == 0xD9)
    }

    @Test("render --dark-text-color sets the dark label's colour")
    func renderDarkTextColor() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(["render", "--rating", "2", "--label", "MMMM", "--dark-text-color", "#ff0000", "-o", "b.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let dark = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("b.dark.png"))))
        var opaque: [Color] = []
        for y in 0..<dark.height {
            for x in Self.labelStart..<dark.width where dark[x, y].alpha == 255 {
                let p = dark[x, y]
                opaque.append(Color(red: p.red, green: p.green, blue: p.blue))
            }
        }
        #expect(!opaque.isEmpty)
        #expect(opaque.allSatisfy { (c: Color) -> Bool in c == Color(red: 255, green: 0, blue: 0) })
    }

    @Test("a dark variant keeps the number of ratings: an alt text showing {count} renders, in render and in batch")
    func darkVariantKeepsCount() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let render = try run(["render", "--rating", "4", "--count", "12", "--alt", "{count} ratings",
                              "--dark-on-color", "#FFD54F", "-o", "r.png"], in: folder)
        #expect(render.status == 0, "\(render.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.dark.png").path))
        try Data(#"[{"name": "a", "rating": 4, "count": 12, "alt": "{count} ratings"}]"#.utf8)
            .write(to: folder.appendingPathComponent("e.json"))
        let batch = try run(["batch", "e.json", "--out-dir", "out", "--dark-on-color", "#FFD54F", "--quiet"], in: folder)
        #expect(batch.status == 0, "\(batch.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/a.dark.png").path))
    }

    @Test("sprite --dark-*: a dark sheet per scale, readable labels, CSS under prefers-color-scheme: dark")
    func spriteDark() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(["sprite", "-o", "s.png", "--scales", "1,2", "--css", "s.css", "--label", "MMMM {rating}",
                              "--dark-on-color", "#ffd700", "--dark-background", "#161b22"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        for name in ["s.png", "s@2x.png", "s.dark.png", "s.dark@2x.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        let sheet = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("s.dark.png"))))
        #expect(Self.labelContrast(sheet, fromX: Self.labelStart, background: try Color(parsing: "#161b22")) >= 4.5)
        let css = try String(contentsOf: folder.appendingPathComponent("s.css"), encoding: .utf8)
        let dark = try #require(css.range(of: "@media (prefers-color-scheme: dark)"))
        #expect(css[dark.upperBound...].contains("url(\"s.dark.png\")"))
        #expect(css[dark.upperBound...].contains("url(\"s.dark@2x.png\")"))
        #expect(!css[..<dark.lowerBound].contains("dark"))
    }

    @Test("batch: a labelled entry's dark PNG has a readable label (no longer #333 on the dark page)")
    func batchDarkLabel() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,label\na,4,MMMM WWWW\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--dark-on-color", "#ffd700"])
        #expect(result.status == 0, "\(result.error)")
        let dark = try workspace.image("out/a.dark.png")
        #expect(Self.labelContrast(dark, fromX: Self.labelStart, background: .transparent) >= 4.5)
    }

    @Test("render -o NAME.svg with --dark-*: one SVG that adapts (a prefers-color-scheme: dark style inside), no NAME.dark.svg")
    func adaptiveSVG() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(["render", "--rating", "3.5", "--label", "{rating}", "--dark-on-color", "#ffd700",
                              "--dark-background", "#161b22", "-o", "b.svg"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["b.svg"])
        let svg = try String(contentsOf: folder.appendingPathComponent("b.svg"), encoding: .utf8)
        #expect(svg.contains("@media (prefers-color-scheme:dark)"))
        #expect(svg.contains("#161b22") || svg.contains("#161B22"))
        #expect(svg.components(separatedBy: "<title>").count == 2)
        // Every reference names an id the file defines, and no id is defined twice.
        let ids = svg.matches(of: #/ id="([^"]+)"/#).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count)
        for reference in svg.matches(of: #/(?:url\(#|href="#)([^")]+)/#) {
            #expect(ids.contains(String(reference.output.1)), "\(reference.output.1)")
        }
    }

    @Test("sprite -o NAME.svg with --dark-*: one adaptive sheet")
    func adaptiveSpriteSVG() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(["sprite", "-o", "s.svg", "--css", "s.css", "--dark-on-color", "#ffd700"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["s.css", "s.svg"])
        let svg = try String(contentsOf: folder.appendingPathComponent("s.svg"), encoding: .utf8)
        #expect(svg.contains("@media (prefers-color-scheme:dark)") && svg.contains("<view id=\"stars-3-5\""))
    }

    @Test("a dark variant's low-contrast warning names the --dark- options that made the colours")
    func warningNamesDarkOptions() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(["render", "--rating", "3", "--dark-background", "#202020",
                              "--dark-off-color", "#222222", "-o", "b.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("--dark-off-color") && result.error.contains("--dark-background"), "\(result.error)")
        #expect(!result.error.contains("--off-color "), "\(result.error)")
    }

    @Test("a transparent dark variant is judged over the dark page: dark stars on it are warned about by their --dark- option")
    func transparentDarkJudgedOverPage() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(["render", "--rating", "3", "--dark-off-color", "#1a1a1a", "-o", "b.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("low contrast (dark variant): --dark-off-color"), "\(result.error)")
    }

    @Test("batch: a bad --dark-text-color is a usage error before any badge; a bad entry field fails that entry alone")
    func batchBadDarkText() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,dark-text-color\na,4,\nb,3,notacolour\n", to: "in.csv")
        let refused = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--dark-text-color", "#12"])
        #expect(refused.status == 64, "\(refused.error)")
        #expect(refused.error.contains("--dark-text-color"), "\(refused.error)")
        #expect(workspace.snapshot("out").paths.isEmpty)
        let entry = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--dark-on-color", "gold"])
        #expect(entry.status == 65, "\(entry.error)")
        #expect(entry.error.contains("dark-text-color") && entry.error.contains("notacolour"), "\(entry.error)")
        #expect(workspace.snapshot("out").paths == ["a.dark.png", "a.png"])
    }

    @Test("the library: darkVariant picks a readable label colour over the dark page")
    func libraryVariant() throws {
        let spec = try BadgeSpec(rating: 4) { $0.label = try LabelSpec(template: "{rating}") }
        let dark = try spec.darkVariant(DarkAppearance(onColor: .white))
        #expect(Contrast.ratio(dark.effectiveTextColor, Contrast.darkPage) >= 4.5)
        #expect(dark.onColor == .white)
        let given = try spec.darkVariant(DarkAppearance(textColor: Color(red: 1, green: 2, blue: 3)))
        #expect(given.effectiveTextColor == Color(red: 1, green: 2, blue: 3))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let command: [String]
        let mentions: String
        var testDescription: String { command.joined(separator: " ") }
    }

    static let badInput: [Case] = [
        Case(command: ["render", "--rating", "3", "--dark-on-color", "nope", "-o", "b.png"], mentions: "--dark-on-color"),
        Case(command: ["render", "--rating", "3", "--dark-off-color", "#12", "-o", "b.png"], mentions: "--dark-off-color"),
        Case(command: ["render", "--rating", "3", "--dark-background", "blurple", "-o", "b.png"], mentions: "--dark-background"),
        Case(command: ["render", "--rating", "3", "--dark-text-color", "", "-o", "b.png"], mentions: "--dark-text-color"),
        Case(command: ["render", "--rating", "3", "--dark-text-color", "#fff", "-o", "-"], mentions: "-o FILE"),
        Case(command: ["render", "--rating", "3", "--style", "social", "--dark-background", "#000", "-o", "b.png"],
             mentions: "--dark-background"),
        Case(command: ["sprite", "--dark-text-color", "rgb(1,2)", "-o", "b.png"], mentions: "--dark-text-color"),
        Case(command: ["sprite", "--style", "social", "--dark-background", "#000", "-o", "b.png"], mentions: "--dark-background"),
    ]

    @Test("bad dark input: a message naming the option, exit 64, no file written", arguments: badInput)
    func refused(_ bad: Case) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try run(bad.command, in: folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(bad.mentions), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
