import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

@Suite("starbadge sprite")
struct SpriteCommandTests {
    struct State: Decodable {
        let rating: Double
        let `class`: String
        let x: Int, y: Int, width: Int, height: Int
        let alt: String
    }

    /// The sprite arguments without the sprite-only options and their values.
    static func styleArguments(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            if ["--step", "--layout", "--columns"].contains(arguments[index]) {
                index += 2
            } else {
                kept.append(arguments[index])
                index += 1
            }
        }
        return kept
    }

    func run(_ arguments: [String]) throws -> (URL, CommandRunner.Result) {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["sprite"] + arguments, in: folder)
        return (folder, result)
    }

    @Test("each state's CSS offset shows exactly that rating's badge, at every scale", arguments: [
        ["--step", "0.5"],
        ["--step", "0.25", "--layout", "horizontal"],
        ["--step", "0.1", "--layout", "grid", "--columns", "7", "--stars", "3"],
        ["--step", "1", "--size", "17.3", "--spacing", "2.6", "--padding", "1.7"],
    ])
    func offsetsMatchPixels(extra: [String]) throws {
        let (folder, result) = try run(["-o", "s.png", "--css", "s.css", "--json", "s.json", "--scales", "1,2"] + extra)
        #expect(result.status == 0, "\(result.error)")
        let states = try JSONDecoder().decode([State].self, from: Data(contentsOf: folder.appendingPathComponent("s.json")))
        let css = try String(contentsOf: folder.appendingPathComponent("s.css"), encoding: .utf8)
        let stars = Int(extra.firstIndex(of: "--stars").map { extra[$0 + 1] } ?? "5") ?? 5
        let step = Double(extra[1]) ?? 0.5
        #expect(states.count == Int((Double(stars) / step).rounded()) + 1)
        #expect(states.first?.rating == 0 && states.last?.rating == Double(stars))

        for scale in [1, 2] {
            let name = scale == 1 ? "s.png" : "s@2x.png"
            let sheet = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent(name))))
            for state in states {
                let rule = ".\(state.class) { background-position: \(state.x == 0 ? "0" : "-\(state.x)px") \(state.y == 0 ? "0" : "-\(state.y)px");"
                #expect(css.contains(rule), "missing \(rule)")
                // The same badge rendered alone by `render`, at this scale.
                var args = ["render", "--rating", String(state.rating), "--scale", String(scale), "-o", "-"]
                args += Self.styleArguments(extra)
                if step.truncatingRemainder(dividingBy: 0.5) != 0 { args += ["--fill", "precise"] }
                let rendered = try CommandRunner.run(args)
                #expect(rendered.status == 0, "\(args): \(rendered.error)")
                let single = try PNGDecoder().decode(rendered.output)
                for y in 0..<single.height {
                    for x in 0..<single.width {
                        let s = sheet[state.x * scale + x, state.y * scale + y], b = single[x, y]
                        if s != b {
                            Issue.record("state \(state.rating) at scale \(scale): pixel (\(x), \(y)) differs")
                            return
                        }
                    }
                }
            }
        }
    }

    /// Found by hostile testing: at --step 0.005 (1,001 states) 471 states
    /// shared a class (0.005 and 0.01 both "stars-0-01"); at --step 0.015
    /// the state 4.995 was "stars-5", "5 out of 5 stars".
    @Test("fine steps name every state apart and describe it as it is", arguments: ["0.005", "0.015"])
    func fineSteps(step: String) throws {
        let (folder, result) = try run(["-o", "s.png", "--json", "s.json", "--css", "s.css", "--html", "s.html",
                                        "--step", step, "--size", "4", "--spacing", "0", "--padding", "0", "--layout", "grid",
                                        "--columns", "40"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.error)")
        let states = try JSONDecoder().decode([State].self, from: Data(contentsOf: folder.appendingPathComponent("s.json")))
        #expect(Set(states.map(\.class)).count == states.count, "two states share a class")
        #expect(Set(states.map(\.alt)).count == states.count, "two states share an alt text")
        for state in states where state.rating > 4.99 && state.rating < 5 {
            #expect(state.alt == "4.995 out of 5 stars" && state.class == "stars-4-995", "\(state.rating): \(state.alt), \(state.class)")
        }
        if step == "0.005" {
            #expect(states.count == 1001 && states[1].class == "stars-0-005" && states[2].class == "stars-0-01")
        }
        let html = try String(contentsOf: folder.appendingPathComponent("s.html"), encoding: .utf8)
        let ids = html.components(separatedBy: "<input").dropFirst().compactMap { tag -> Substring? in
            guard let range = tag.range(of: " id=\"") else { return nil }
            return tag[range.upperBound...].prefix { $0 != "\"" }
        }
        #expect(ids.count == states.count)
        #expect(Set(ids).count == ids.count, "duplicate ids in the HTML")
    }

    @Test("the HTML input parses, and each radio's label carries the alt text")
    func widget() throws {
        let (folder, result) = try run(["-o", "s.png", "--css", "s.css", "--html", "rate.html", "--locale", "de"])
        #expect(result.status == 0, "\(result.error)")
        let html = try String(contentsOf: folder.appendingPathComponent("rate.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let radios = html.components(separatedBy: "<input type=\"radio\"").count - 1
        #expect(radios == 11)
        for rating in ["0", "0,5", "3,5", "5"] {
            #expect(html.contains(">\(rating) von 5 Sternen</span></label>"), "no label for \(rating)")
        }
        // Every id is unique and every label points at one.
        let ids = html.matches(of: /<input[^>]* id="([^"]+)"/).map { String($0.1) }
        let targets = html.matches(of: /<label for="([^"]+)"/).map { String($0.1) }
        #expect(Set(ids).count == ids.count)
        #expect(Set(targets).isSubset(of: Set(ids)) && targets.count == radios)
        #expect(html.contains("href=\"s.css\""))
        #expect(balancedTags(html))
    }

    @Test("bad sprite options are refused with no files", arguments: [
        (["--step", "0", "-o", "s.png"], "--step"),
        (["--step", "-1", "-o", "s.png"], "--step"),
        (["--step", "0.0001", "-o", "s.png"], "--step"),
        (["--layout", "diagonal", "-o", "s.png"], "--layout"),
        (["--layout", "grid", "--columns", "0", "-o", "s.png"], "--columns"),
        (["--scales", "1,x", "-o", "s.png"], "--scales"),
        (["--scales", "1.5", "-o", "s.png"], "--scales"),
        (["--class-prefix", "9bad", "-o", "s.png"], "--class-prefix"),
        (["--locale", "xx", "-o", "s.png"], "--locale"),
        (["--html", "x.html", "-o", "s.png"], "--html needs --css"),
        (["--css", "s.css"], "--output"),
        (["-o", "s.png", "--on-color", "#12"], "--on-color"),
    ])
    func refused(arguments: [String], mentions: String) throws {
        let (folder, result) = try run(arguments)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(mentions), "stderr: \(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }
}

/// True when every opened element (except void ones) is closed in order.
func balancedTags(_ html: String) -> Bool {
    let void: Set<String> = ["meta", "link", "input", "br", "img", "hr"]
    var stack: [String] = []
    for match in html.matches(of: /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/) {
        let name = String(match.2).lowercased()
        if void.contains(name) { continue }
        if match.1.isEmpty {
            stack.append(name)
        } else if stack.popLast() != name {
            return false
        }
    }
    return stack.isEmpty
}
