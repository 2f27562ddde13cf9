import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport

/// Shared style: a --defaults file, then command-line options, then the entry.
@Suite("starbadge batch: defaults, command-line options and entry fields")
struct BatchOptionsTests {
    @Test("precedence is defaults file < command line < entry, option by option")
    func precedence() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("""
            {"on-color": "#112233", "off-color": "#445566", "size": 30, "stars": "6", "spacing": 8, "fill": "full"}
            """, to: "style.json")
        try workspace.write("""
            [{"name": "plain", "rating": 3.4},
             {"name": "own", "rating": 3.4, "on-color": "#AABBCC", "spacing": "0", "fill": "precise", "stars": 4}]
            """, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--quiet", "--defaults", "style.json",
                                          "--on-color", "#778899", "--spacing", "2", "--padding", "1"])
        #expect(result.status == 0, "\(result.error)")
        // plain: on-color and spacing from the command line, the rest from the defaults file.
        let plain = try BadgeSpec(rating: 3.4) {
            $0.starCount = 6
            $0.fillMode = .full
            $0.starSize = 30
            $0.spacing = 2
            $0.padding = 1
            $0.offColor = try Color(parsing: "#445566")
            $0.onColorScale = .constant(try Color(parsing: "#778899"))
        }
        // own: its own on-color, spacing, fill and stars; size and off-color still from the defaults file.
        let own = try BadgeSpec(rating: 3.4) {
            $0.starCount = 4
            $0.fillMode = .precise
            $0.starSize = 30
            $0.spacing = 0
            $0.padding = 1
            $0.offColor = try Color(parsing: "#445566")
            $0.onColorScale = .constant(try Color(parsing: "#AABBCC"))
        }
        let renderer = BadgeRenderer()
        #expect(try workspace.image("out/plain.png") == renderer.image(for: plain))
        #expect(try workspace.image("out/own.png") == renderer.image(for: own))
    }

    /// Found by hostile testing: an entry's "max-pixels": 268435456 was
    /// honoured (two 8192² entries took 3.6 GB).
    @Test("data cannot raise the pixel limit: an entry or the defaults file may lower it, only --max-pixels raises it")
    func limitsFromTheCommandLine() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(#"[{"name": "big", "rating": 4, "max-pixels": 268435456}, {"name": "small", "rating": 4, "max-pixels": 1000}, {"name": "ok", "rating": 4}]"#,
                            to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--quiet"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("max-pixels") && result.error.contains("limit of 16777216"), "\(result.error)")
        #expect(result.error.contains("small"), "a lower limit applies: the default badge is 144×32 = 4,608 pixels")
        #expect(workspace.snapshot("out").paths == ["ok.png"])
        let raised = try workspace.batch(["in.json", "--out-dir", "out2", "--quiet", "--max-pixels", "268435456"])
        #expect(workspace.snapshot("out2").paths == ["big.png", "ok.png"], "\(raised.error)")
        try workspace.write(#"{"max-pixels": 268435456}"#, to: "style.json")
        let defaults = try workspace.batch(["in.json", "--out-dir", "out3", "--defaults", "style.json", "--quiet"])
        #expect(defaults.status == 65 && defaults.error.contains("style.json"), "\(defaults.error)")
        #expect(workspace.snapshot("out3").paths.isEmpty)
    }

    @Test("--alt and --locale set the alt text; an entry's 'alt' overrides the template")
    func altText() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,alt\na,3.5,\nb,2,{percent} %\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--manifest", "m.json",
                                          "--locale", "de", "--alt", "{rating}/{max}"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try workspace.manifest("m.json")
        #expect(manifest.entries.map(\.alt) == ["3,5/5", "40 %"])
    }

    @Test("a bad shared option fails the whole run up front, naming the option, with no files", arguments: [
        (["--defaults", "style.json"], "{\"on-colr\": \"#000\"}", "unknown option 'on-colr'"),
        (["--defaults", "style.json"], "{\"size\": -3}", "'-3'"),
        (["--defaults", "style.json"], "{\"size\": [3]}", "'size' must be a string or number"),
        (["--defaults", "style.json"], "[1, 2]", "expected a JSON object of options"),
        (["--defaults", "style.json"], "{\"size\": 3", "style.json: invalid JSON at line 1"),
        (["--defaults", "missing.json"], "", "missing.json"),
        (["--on-color", "#12"], "", "'#12'"),
        (["--stars", "0"], "", "--stars"),
        (["--jobs", "0"], "", "--jobs"),
        (["--scales", "1,0"], "", "--scales"),
        (["--locale", "xx"], "", "--locale"),
    ])
    func badSharedOption(arguments: [String], defaults: String, message: String) throws {
        let workspace = try BatchWorkspace()
        if !defaults.isEmpty { try workspace.write(defaults, to: "style.json") }
        try workspace.write("name,rating\na,1\nb,2\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out"] + arguments)
        #expect([64, 65, 66].contains(result.status), "\(result.status): \(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(workspace.snapshot().paths.filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("a bad --dark-on-color on the command line fails up front and names '--dark-on-color'")
    func badDarkColor() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,1\nb,2\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--dark-on-color", "#12"])
        #expect(result.error.contains("dark-on-color"), "\(result.error)")
        #expect(result.error.split(separator: "\n").filter { $0.contains("'#12'") }.count == 1, "\(result.error)")
        #expect(result.status != 0)
        #expect(!workspace.exists("out/a.png"))
    }

    @Test("missing required pieces are usage errors", arguments: [
        (["in.csv"], "--out-dir"),
        (["--out-dir", "out"], "missing the input file"),
        (["in.csv", "other.csv", "--out-dir", "out"], "unexpected argument 'other.csv'"),
        (["in.csv", "--out-dir", "out", "--colour", "#000"], "unknown option '--colour'"),
    ])
    func usage(arguments: [String], message: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,1\n", to: "in.csv")
        let result = try workspace.batch(arguments)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.contains("Usage: starbadge batch"), "\(result.error)")
    }
}
