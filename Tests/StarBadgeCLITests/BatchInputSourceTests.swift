import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport

/// The same badges from a CSV file, a JSON file and standard input.
@Suite("starbadge batch: input formats and standard input")
struct BatchInputSourceTests {
    static let csv = "name,rating,stars,on-color\nalpha,4.5,5,#C0392B\nsub/beta,1.25,3,\ngamma,0,5,#000\n"
    static let json = """
        [
          {"name": "alpha", "rating": 4.50, "stars": 5, "on-color": "#C0392B"},
          {"name": "sub/beta", "rating": "1.25", "stars": 3, "on-color": null},
          {"name": "gamma", "rating": 0, "stars": "5", "on-color": "#000"}
        ]
        """
    static let expected: [(path: String, spec: BadgeSpec)] = [
        ("alpha.png", try! BadgeSpec(rating: 4.5) {
            $0.starCount = 5
            $0.onColorScale = .constant(try Color(parsing: "#C0392B"))
        }),
        ("sub/beta.png", try! BadgeSpec(rating: 1.25) { $0.starCount = 3 }),
        ("gamma.png", try! BadgeSpec(rating: 0) {
            $0.starCount = 5
            $0.onColorScale = .constant(try Color(parsing: "#000"))
        }),
    ]

    enum Source: String, CaseIterable, Sendable {
        case csvFile, jsonFile, csvStandardInput, jsonStandardInput
    }

    @Test("every source gives the same badges", arguments: Source.allCases)
    func sources(_ source: Source) throws {
        let workspace = try BatchWorkspace()
        let common = ["--out-dir", "out", "--manifest", "manifest.json", "--quiet"]
        let result: CommandRunner.Result
        switch source {
        case .csvFile:
            try workspace.write(Self.csv, to: "ratings.csv")
            result = try workspace.batch(["ratings.csv"] + common)
        case .jsonFile:
            try workspace.write(Self.json, to: "ratings.json")
            result = try workspace.batch(["ratings.json"] + common)
        case .csvStandardInput:
            result = try workspace.batch(["-"] + common, standardInput: Self.csv)
        case .jsonStandardInput:
            result = try workspace.batch(["-"] + common, standardInput: Self.json)
        }
        #expect(result.status == 0, "\(result.error)")
        let renderer = BadgeRenderer()
        for (path, spec) in Self.expected {
            #expect(try workspace.image("out/" + path) == renderer.image(for: spec), "\(path)")
        }
        let manifest = try workspace.manifest("manifest.json")
        #expect(manifest.entries.map(\.alt) == ["4.5 out of 5 stars", "1.25 out of 3 stars", "0 out of 5 stars"])
        #expect(workspace.snapshot("out").paths == ["alpha.png", "gamma.png", "sub/beta.png"])
    }

    @Test("errors in standard input are located in 'standard input'")
    func standardInputErrors() throws {
        let workspace = try BatchWorkspace()
        let result = try workspace.batch(["-", "--out-dir", "out", "--quiet"],
                                         standardInput: "name,rating\nok,3\nbad,nine\n")
        #expect(result.status == 65)
        #expect(result.error.contains("line 3 (name 'bad')"), "\(result.error)")
        #expect(result.error.contains("'nine'"), "\(result.error)")
        #expect(workspace.exists("out/ok.png"))
    }

    @Test("a CSV with a byte order mark and CRLF line ends reads like a plain one")
    func bomAndCRLF() throws {
        let workspace = try BatchWorkspace()
        let text = "\u{FEFF}" + Self.csv.replacingOccurrences(of: "\n", with: "\r\n")
        try workspace.write(text, to: "ratings.csv")
        let result = try workspace.batch(["ratings.csv", "--out-dir", "out", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let renderer = BadgeRenderer()
        for (path, spec) in Self.expected {
            #expect(try workspace.image("out/" + path) == renderer.image(for: spec), "\(path)")
        }
    }

    @Test("input that cannot be read as a whole stops the run before any file is written", arguments: [
        ("[{\"name\": \"a\", \"rating\": 1},", "invalid JSON at line 1"),
        ("{\"name\": \"a\", \"rating\": 1}", "expected a JSON array of objects"),
        ("name,rating\n\"a,1\n", "invalid CSV at line 2"),
        ("", "empty input"),
    ])
    func unreadableInput(text: String, message: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write(text, to: "input")
        let result = try workspace.batch(["input", "--out-dir", "out"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(workspace.snapshot("out").paths.isEmpty)
    }

    @Test("a missing input file is exit 66 and names the file")
    func missingInput() throws {
        let workspace = try BatchWorkspace()
        let result = try workspace.batch(["nowhere.csv", "--out-dir", "out"])
        #expect(result.status == 66, "\(result.error)")
        #expect(result.error.contains("nowhere.csv"), "\(result.error)")
    }
}
