import Testing
@testable import StarBadgeCLI

/// From CSV and JSON bytes to batch entries.
@Suite("Batch input")
struct BatchInputTests {
    static func entries(_ text: String, source: String = "in") throws -> [BatchEntry] {
        try BatchInput.entries(from: Array(text.utf8), source: source)
    }

    @Test("CSV entries take the trimmed header names, skip empty fields, and say which line they came from")
    func csvEntries() throws {
        let entries = try Self.entries("name , rating,on-color\na,1,\n\n\"b\nc\",2,#000\n")
        #expect(entries.map(\.location) == ["line 2", "line 4"])
        #expect(entries.map(\.index) == [0, 1])
        #expect(entries[0].values == ["name": "a", "rating": "1"])
        #expect(entries[1].values.keeping { $0 != BatchEntry.problemKey } == ["name": "b\nc", "rating": "2", "on-color": "#000"])
        // A name is one line: the entry is refused when it is made, with the position.
        #expect(entries[1].values[key: BatchEntry.problemKey]?.contains("a line break at character 2") == true)
    }

    @Test("a ragged CSV row is marked as a problem of that entry only")
    func raggedRows() throws {
        let entries = try Self.entries("name,rating\na,1\nb\nc,3,extra\nd,4\n")
        let problems = entries.map { $0.values[key: BatchEntry.problemKey] }
        #expect(problems[0] == nil && problems[3] == nil)
        #expect(problems[1] == "1 fields, but the header has 2")
        #expect(problems[2] == "3 fields, but the header has 2")
        #expect(entries[2].location == "line 4")
    }

    @Test("JSON entries keep numbers as written and report bad members per entry")
    func jsonEntries() throws {
        let entries = try Self.entries("""
            [{"name": "a", "rating": 4.50, "stars": 5, "alt": true},
             {"name": "b", "rating": null, "on-color": ["#000"]},
             7]
            """)
        #expect(entries.map(\.location) == ["entry 1", "entry 2", "entry 3"])
        #expect(entries[0].values == ["name": "a", "rating": "4.50", "stars": "5", "alt": "true"])
        #expect(entries[1].values[.rating] == nil)
        #expect(entries[1].values[key: BatchEntry.problemKey] == "'on-color' must be a string or number")
        #expect(entries[2].values[key: BatchEntry.problemKey] == "expected an object")
    }

    @Test("the format is told by the first byte, or a .json name", arguments: [
        ("  \n[{\"name\": \"a\", \"rating\": 1}]", "in", "a"),
        ("\u{FEFF}[{\"name\": \"a\", \"rating\": 1}]", "in", "a"),
        ("name,rating\na,1\n", "in.csv", "a"),
        ("name,rating\na,1\n", "ratings", "a"),
    ])
    func detection(text: String, source: String, name: String) throws {
        #expect(try Self.entries(text, source: source).first?.values[key: "name"] == name)
    }

    @Test("input that is not a list of entries is an error naming the source", arguments: [
        ("{\"name\": \"a\"}", "expected a JSON array"),
        ("[1,", "invalid JSON at line 1"),
        ("name,rating\n\"a,1", "invalid CSV at line 2"),
        ("", "empty input"),
        ("\n\n", "empty input"),
        ("name,rating\na,1\n", "invalid JSON"),
    ])
    func wholeInputErrors(text: String, message: String) {
        let source = message == "invalid JSON" ? "ratings.json" : "ratings"
        #expect {
            try Self.entries(text, source: source)
        } throws: { error in
            "\(error)".hasPrefix("\(source): ") && "\(error)".contains(message)
        }
    }
}
