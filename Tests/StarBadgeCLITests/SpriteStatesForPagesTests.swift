import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// Sprites a page can use: each state's class in the JSON, the score → state
/// mapping (`SpriteSheet.state(for:)`) matching the badge for that score,
/// CSS that sizes the span by itself, and an input that starts unchecked.
@Suite("starbadge sprite: states for pages, --checked")
struct SpriteStatesForPagesTests {
    struct State: Decodable {
        let index: Int
        let rating: Double
        let `class`: String
        let x: Int, y: Int, width: Int, height: Int
    }

    func run(_ arguments: [String]) throws -> (URL, CommandRunner.Result) {
        let folder = try CommandRunner.temporaryDirectory()
        return (folder, try CommandRunner.run(["sprite"] + arguments, in: folder))
    }

    @Test("the JSON gives each state's index and class, the library's for that state", arguments: ["0.5", "0.1", "0.015"])
    func classes(step: String) throws {
        let (folder, result) = try run(["-o", "s.png", "--json", "s.json", "--step", step, "--layout", "grid"])
        #expect(result.status == 0, "\(result.error)")
        let states = try JSONDecoder().decode([State].self, from: Data(contentsOf: folder.appendingPathComponent("s.json")))
        let fill: FillMode = step == "0.5" ? .half : .precise
        let sheet = try SpriteSheet(design: BadgeSpec(rating: 0) { $0.fillMode = fill }.design, step: Double(step) ?? 0,
                                    arrangement: .grid(columns: Int(Double(states.count).squareRoot().rounded(.up))))
        #expect(states.map { [$0.x, $0.y] } == sheet.states.map { [$0.x, $0.y] })
        #expect(states.map(\.index) == Array(0..<sheet.ratings.count))
        #expect(states.map(\.class) == sheet.states.map { $0.className() })
        #expect(states.map(\.rating) == sheet.ratings)
    }

    @Test("a score's state (state(for:)) shows exactly the badge render draws for that score",
          arguments: [(["--step", "0.5"], [0.2, 0.25, 1.74, 3.3, 3.2, 4.76, 5]),
                      (["--step", "1", "--fill", "full"], [0.49, 0.5, 2.5, 3.49, 4.5])])
    func stateMatchesBadge(options: [String], scores: [Double]) throws {
        let (folder, result) = try run(["-o", "s.png", "--json", "s.json"] + options)
        #expect(result.status == 0, "\(result.error)")
        let states = try JSONDecoder().decode([State].self, from: Data(contentsOf: folder.appendingPathComponent("s.json")))
        let sheetImage = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("s.png"))))
        let fill: FillMode = options.contains("full") ? .full : .half
        let sheet = try SpriteSheet(design: BadgeSpec(rating: 0) { $0.fillMode = fill }.design, step: Double(options[1]) ?? 0)
        for score in scores {
            let state = try sheet.state(for: score)
            let described = try #require(states.first { $0.class == state.className() })
            let rendered = try CommandRunner.run(["render", "--rating", String(score), "-o", "-"] + Array(options.dropFirst(2)))
            let badge = try PNGDecoder().decode(rendered.output)
            var same = true
            for y in 0..<badge.height { for x in 0..<badge.width where sheetImage[described.x + x, described.y + y] != badge[x, y] { same = false } }
            #expect(same, "score \(score): state \(state.className()) differs from the badge for the score")
        }
    }

    @Test("the CSS sizes and shows a span by itself: inline-block, the cell's size, the sheet's background-size")
    func cssStandsAlone() throws {
        let folder = try CommandRunner.temporaryDirectory()
        for name in ["img", "css"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let result = try CommandRunner.run(["sprite", "-o", "img/s.png", "--css", "css/s.css", "--json", "s.json", "--scales", "1,2",
                                        "--layout", "grid", "--columns", "4"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let css = try String(contentsOf: folder.appendingPathComponent("css/s.css"), encoding: .utf8)
        let states = try JSONDecoder().decode([State].self, from: Data(contentsOf: folder.appendingPathComponent("s.json")))
        let sheet = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("img/s.png"))))
        let base = try #require(css.firstMatch(of: /\.stars \{([^}]*)\}/)).1
        #expect(base.contains("display: inline-block;"))
        #expect(base.contains("width: \(states[0].width)px;") && base.contains("height: \(states[0].height)px;"))
        #expect(base.contains("background-size: \(sheet.width)px \(sheet.height)px;"))
        #expect(base.contains("background-repeat: no-repeat;"))
        #expect(base.contains("url(\"../img/s.png\")") && base.contains("url(\"../img/s@2x.png\") 2x"))
        for state in states {
            #expect(css.contains(".\(state.class) { background-position: \(state.x == 0 ? "0" : "-\(state.x)px") "
                                 + "\(state.y == 0 ? "0" : "-\(state.y)px");"))
        }
    }

    @Test("the HTML input starts with nothing checked; --checked R checks R's state")
    func checked() throws {
        let (folder, result) = try run(["-o", "s.png", "--css", "s.css", "--html", "plain.html"])
        #expect(result.status == 0, "\(result.error)")
        let plain = try String(contentsOf: folder.appendingPathComponent("plain.html"), encoding: .utf8)
        #expect(plain.matches(of: /<input[^>]*\schecked[\s>]/).isEmpty)
        #expect(plain.matches(of: /<input type="radio"/).count == 11)

        let again = try CommandRunner.run(["sprite", "-o", "s.png", "--css", "s.css", "--html", "set.html", "--checked", "3.3"],
                                          in: folder)
        #expect(again.status == 0, "\(again.error)")
        let set = try String(contentsOf: folder.appendingPathComponent("set.html"), encoding: .utf8)
        let checkedInputs = set.matches(of: /<input[^>]*value="([^"]+)" checked>/).map { String($0.1) }
        #expect(checkedInputs == ["3.5"])
    }

    @Test("bad --checked values are usage errors with no files", arguments: [
        (["--checked", "5.5", "--css", "s.css", "--html", "r.html"], "--checked"),
        (["--checked", "-1", "--css", "s.css", "--html", "r.html"], "--checked"),
        (["--checked", "x", "--css", "s.css", "--html", "r.html"], "--checked"),
        (["--checked", "3", "--css", "s.css"], "--checked needs --html"),
    ])
    func refusedChecked(arguments: [String], mentions: String) throws {
        let (folder, result) = try run(["-o", "s.png"] + arguments)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(mentions), "\(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }
}
