import Foundation
import Testing
import StarBadgeTestSupport

/// A batch input's own fields (a `title` column) shown by the label and alt
/// templates, fields nothing uses warned about once, and the link around
/// each entry's markup.
@Suite("starbadge batch: the entries' own fields and links")
struct BatchOwnDataTests {
    /// The manifest's entries as JSON objects.
    static func entries(_ workspace: BatchWorkspace, _ path: String = "m.json") throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(workspace.bytes(path))) as? [String: Any]
        return object?["entries"] as? [[String: Any]] ?? []
    }

    /// The run's warnings (`--quiet` silences them, so these runs are not quiet).
    static func warnings(_ result: CommandRunner.Result) -> [String] {
        result.error.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning:") }
    }

    @Test("200 rows with title, link and an unused notes column: title in every label and alt text, the link around the markup, one warning")
    func twoHundredRows() throws {
        let workspace = try BatchWorkspace()
        var csv = "name,rating,title,link,notes\n"
        for row in 0..<200 {
            csv += "b\(row),\(Double(row % 11) / 2),\"Film \(row), the cut\",https://example.com/films/\(row)?a=1&b=2,note \(row)\n"
        }
        try workspace.write(csv, to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--formats", "png,svg",
                                          "--svg-text", "fonts", "--label", "{title}: {rating}",
                                          "--alt", "{title}, rated {rating} of {max}"])
        #expect(result.status == 0, "\(result.error)")
        let warnings = Self.warnings(result)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("'notes'") == true && warnings.first?.contains("line 2") == true, "\(warnings)")
        let entries = try Self.entries(workspace)
        #expect(entries.count == 200)
        for (row, entry) in entries.enumerated() {
            let rating = AltTextNumber.text(Double(row % 11) / 2)
            #expect(entry["alt"] as? String == "Film \(row), the cut, rated \(rating) of 5")
            #expect(entry["link"] as? String == "https://example.com/films/\(row)?a=1&b=2")
            let opening = "<a href=\"https://example.com/films/\(row)?a=1&amp;b=2\">"
            let img = try #require(entry["img"] as? String), markup = try #require(entry["markup"] as? String)
            #expect(img.hasPrefix(opening + "<img src=\"") && img.hasSuffix("></a>"), "\(img)")
            // No white space inside the link: it would be an underlined stray space.
            #expect(markup.hasPrefix(opening + "<picture><source ") && markup.hasSuffix("</picture></a>"), "\(markup)")
            #expect(!markup.contains("\n") && !markup.contains("  "), "\(markup)")
            // The label as drawn: the SVG writes it as text with --svg-text fonts.
            let svg = try workspace.text("out/b\(row).svg")
            #expect(svg.contains(">Film \(row), the cut: \(rating)</text>"), "\(row)")
        }
    }

    @Test("a JSON entry's own fields fill its own label; a field named only in one entry's template is used")
    func json() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(#"""
        [{"name": "a", "rating": 4, "title": "Dune", "label": "{title} {rating}", "extra": "x"},
         {"name": "b", "rating": 3, "title": "Heat"}]
        """#, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--manifest", "m.json", "--formats", "svg",
                                          "--svg-text", "fonts", "--alt", "{title}: {rating} stars"])
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.warnings(result).count == 1 && Self.warnings(result).first?.contains("'extra' (first at entry 1)") == true,
                "\(result.error)")
        #expect(try workspace.text("out/a.svg").contains(">Dune 4</text>"))
        #expect(try Self.entries(workspace).map { $0["alt"] as? String } == ["Dune: 4 stars", "Heat: 3 stars"])
    }

    @Test("a misspelt option is warned about with the nearest one, and the entry still renders")
    func misspeltOption() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,on-colour\na,4,#C0392B\nb,3,#C0392B\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out"])
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.warnings(result) == ["warning: the field 'on-colour' (first at line 2) is used by no option or template; "
                                          + "did you mean 'on-color'?"])
        #expect(workspace.snapshot("out").paths == ["a.png", "b.png"])
    }

    @Test("--strict-fields fails each entry holding an unused field, naming the field and its line")
    func strict() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,notes\na,4,\nb,3,hello\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--strict-fields", "--quiet"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("in.csv: line 3 (name 'b'): unknown field 'notes': no option or template uses it"),
                "\(result.error)")
        #expect(Self.warnings(result).isEmpty)
        #expect(workspace.snapshot("out").paths == ["a.png"])
    }

    @Test("an entry without a field its template shows fails with its line; the others render")
    func missingField() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,title\na,4,Dune\nb,3,\nc,2,Heat\n", to: "in.csv")
        for option in ["--label", "--alt"] {
            let result = try workspace.batch(["in.csv", "--out-dir", "out-\(option.dropFirst(2))", option, "{title}", "--quiet"])
            #expect(result.status == 65, "\(result.error)")
            #expect(result.error.contains("in.csv: line 3 (name 'b'): '\(option.dropFirst(2))' shows the field {title}, "
                                          + "which this entry does not have"), "\(result.error)")
            #expect(workspace.snapshot("out-\(option.dropFirst(2))").paths == ["a.png", "c.png"])
        }
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let input: String
        let arguments: [String]
        let status: Int32
        let mentions: String
        var testDescription: String { mentions }
    }

    static let refusals: [Refusal] = [
        Refusal(input: "name,rating,max\na,4,9\n", arguments: [], status: 65,
                mentions: "in.csv: line 2: the field 'max' has the name of the placeholder {max}"),
        Refusal(input: "name,rating,shown\na,4,9\n", arguments: [], status: 65,
                mentions: "the field 'shown' has the name of the placeholder {shown}"),
        Refusal(input: "name,rating,percent\na,4,9\n", arguments: [], status: 65,
                mentions: "the field 'percent' has the name of the placeholder {percent}"),
        Refusal(input: "name,rating,title\na,4,Dune\n", arguments: ["--label", "{titel}"], status: 64,
                mentions: "invalid value '{titel}' for '--label': unknown placeholder '{titel}': the placeholders are "
                    + "{rating}, {shown}, {max}, {percent}, {count}, and the fields {title}"),
        Refusal(input: "name,rating,title\na,4,Dune\n", arguments: ["--alt", "{titel}"], status: 64,
                mentions: "and the fields {title}"),
    ]

    @Test("bad fields and templates are refused before anything is written", arguments: refusals)
    func refused(_ c: Refusal) throws {
        let workspace = try BatchWorkspace()
        try workspace.write(c.input, to: "in.csv")
        let before = workspace.snapshot()
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json"] + c.arguments)
        #expect(result.status == c.status, "\(result.error)")
        #expect(result.error.contains(c.mentions), "\(result.error)")
        #expect(workspace.snapshot() == before)
    }

    @Test("a field shown in the label must fit on its line: a line break fails the entry with its line")
    func fieldWithLineBreak() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,title\na,4,\"Two\nlines\"\nb,3,Fine\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--label", "{title}", "--quiet"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("in.csv: line 2 (name 'a'): invalid value '{title}' for '--label': is the value of the "
                                      + "field {title}: a line break at character 4"), "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["b.png"])
    }

    @Test("a link's quotes and ampersands are escaped in the markup, kept as given in \"link\"")
    func linkEscaped() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(#"[{"name": "a", "rating": 4, "link": "/r?q='x'&y=%3Cz%3E"}]"#, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--manifest", "m.json", "--html", "p.html", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let entry = try #require(try Self.entries(workspace).first)
        #expect(entry["link"] as? String == "/r?q='x'&y=%3Cz%3E")
        let opening = "<a href=\"/r?q=&#39;x&#39;&amp;y=%3Cz%3E\"><img "
        #expect((entry["img"] as? String)?.hasPrefix(opening) == true, "\(entry)")
        #expect(try workspace.text("p.html").contains(opening))
    }

    @Test("an input with more than 1,000 different fields is refused before anything is written")
    func tooManyFields() throws {
        let workspace = try BatchWorkspace()
        let keys = (0...1000).map { "\"f\($0)\": \"x\"" }.joined(separator: ", ")
        try workspace.write("[{\"name\": \"a\", \"rating\": 4, \(keys)}]", to: "in.json")
        let before = workspace.snapshot()
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--manifest", "m.json"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("in.json: entry 1: more than 1000 different fields in one input"), "\(result.error)")
        #expect(workspace.snapshot() == before)
    }

    @Test("--link URLs that are not http(s), mailto or relative are refused with the option's name; nothing is written", arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "file:///etc/passwd", "https://a\tb", "https://a b",
        "/a\\b", "", "vbscript:x",
    ])
    func badLink(url: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        let before = workspace.snapshot()
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--link", url])
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("for '--link'"), "\(result.error)")
        #expect(workspace.snapshot() == before)
    }

    @Test("an entry's link field that is not allowed fails the entry with its line; the others render")
    func badLinkField() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,link\na,4,/films/a\nb,3,javascript:alert(1)\nc,2,mailto:x@example.com\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--quiet"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("in.csv: line 3 (name 'b'): invalid value 'javascript:alert(1)' for 'link': "
                                      + "the scheme 'javascript' is not allowed"), "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["a.png", "c.png"])
        let links = try Self.entries(workspace).map { $0["link"] as? String }
        #expect(links == ["/films/a", "mailto:x@example.com"])
    }

    @Test("render --link: the SVG is an <a href> with the URL escaped; refused for a PNG and for other schemes")
    func render() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ok = try CommandRunner.run(["render", "--rating", "4", "--link", "https://example.com/?a=1&b=2%22", "-o", "a.svg"],
                                       in: folder)
        #expect(ok.status == 0, "\(ok.error)")
        let svg = String(decoding: try Data(contentsOf: folder.appendingPathComponent("a.svg")), as: UTF8.self)
        #expect(svg.contains("<a href=\"https://example.com/?a=1&amp;b=2%22\" aria-label=\"4 out of 5 stars\">"))
        #expect(svg.hasSuffix("</g></a></svg>\n"))
        for (arguments, mentions) in [(["--link", "javascript:alert(1)", "-o", "b.svg"], "for '--link'"),
                                      (["--link", "https://example.com", "-o", "b.png"], "--link makes an SVG a link")] {
            let result = try CommandRunner.run(["render", "--rating", "4"] + arguments, in: folder)
            #expect(result.status == 64, "\(result.error)")
            #expect(result.error.contains(mentions), "\(result.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.svg").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.png").path))
        }
    }
}

/// How the alt text writes a rating in these tests ("4", "4.5").
enum AltTextNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
