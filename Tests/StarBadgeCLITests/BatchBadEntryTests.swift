import Foundation
import Testing
import StarBadgeTestSupport

/// A bad entry in the middle is reported with where it is and what is wrong;
/// the entries around it still render, and the exit status says some failed.
@Suite("starbadge batch: a bad entry does not stop the rest")
struct BatchBadEntryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The middle CSV row (header: name,rating,on-color,stars,fill).
        let row: String
        /// The same entry as a JSON object.
        let object: String
        let reason: String
        var testDescription: String { reason }
    }

    static let cases: [Case] = [
        Case(row: "middle,4.x,,,", object: #"{"name": "middle", "rating": "4.x"}"#,
             reason: "invalid value '4.x' for 'rating': not a decimal number"),
        Case(row: "middle,6,,,", object: #"{"name": "middle", "rating": 6}"#,
             reason: "invalid value '6' for 'rating'"),
        Case(row: "middle,-1,,,", object: #"{"name": "middle", "rating": -1}"#,
             reason: "invalid value '-1' for 'rating'"),
        Case(row: "middle,3,#12345,,", object: ##"{"name": "middle", "rating": 3, "on-color": "#12345"}"##,
             reason: "invalid value '#12345' for 'on-color'"),
        Case(row: "middle,3,,2.5,", object: #"{"name": "middle", "rating": 3, "stars": 2.5}"#,
             reason: "invalid value '2.5' for 'stars'"),
        Case(row: "middle,3,,,quarter", object: #"{"name": "middle", "rating": 3, "fill": "quarter"}"#,
             reason: "invalid value 'quarter' for 'fill': expected one of full, half, precise"),
        Case(row: ",3,,,", object: #"{"rating": 3}"#, reason: "missing field 'name'"),
        Case(row: "middle,4,,0,", object: #"{"name": "middle", "rating": 4, "stars": 0}"#, reason: "invalid value '0' for 'stars'"),
        Case(row: "../middle,3,,,", object: #"{"name": "../middle", "rating": 3}"#, reason: "contains '..'"),
    ]

    static let goodRows = ["first,1,,,", "second,2.5,#C0392B,,", "fourth,4,,,full", "fifth,5,,7,"]

    func check(_ result: CommandRunner.Result, _ workspace: BatchWorkspace, location: String, reason: String, source: String) throws {
        #expect(result.status == 65, "\(result.error)")
        let lines = result.error.split(separator: "\n").map(String.init)
        let reported = lines.filter { $0.hasPrefix("\(source): ") && !$0.hasPrefix("starbadge batch:") }
        #expect(reported.count == 1, "\(lines)")
        #expect(reported.first?.hasPrefix("\(source): \(location)") == true, "\(lines)")
        #expect(reported.first?.contains(reason) == true, "\(lines)")
        #expect(result.error.contains("4 rendered, 0 unchanged, 1 failed"), "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["fifth.png", "first.png", "fourth.png", "second.png"])
        let manifest = try workspace.manifest("m.json")
        #expect(manifest.entries.map(\.name) == ["first", "second", "fourth", "fifth"])
        #expect(manifest.errors.count == 1)
        #expect(manifest.errors.first?.location == location)
        #expect(manifest.errors.first?.message.contains(reason) == true)
    }

    @Test("CSV: reported with its line", arguments: cases)
    func csv(_ c: Case) throws {
        let workspace = try BatchWorkspace()
        let rows = Self.goodRows.prefix(2) + [c.row] + Self.goodRows.suffix(2)
        try workspace.write("name,rating,on-color,stars,fill\n" + rows.joined(separator: "\n") + "\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json"])
        try check(result, workspace, location: "line 4", reason: c.reason, source: "in.csv")
    }

    @Test("JSON: reported with its index", arguments: cases)
    func json(_ c: Case) throws {
        let workspace = try BatchWorkspace()
        let good = [#"{"name": "first", "rating": 1}"#, ##"{"name": "second", "rating": 2.5, "on-color": "#C0392B"}"##,
                    #"{"name": "fourth", "rating": 4, "fill": "full"}"#, #"{"name": "fifth", "rating": 5, "stars": 7}"#]
        let objects = good.prefix(2) + [c.object] + good.suffix(2)
        try workspace.write("[\n" + objects.joined(separator: ",\n") + "\n]\n", to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--manifest", "m.json"])
        try check(result, workspace, location: "entry 3", reason: c.reason, source: "in.json")
    }

    /// (With --strict-fields, a field no option or template uses is a problem of its entry.)
    @Test("shape problems of one entry are reported like bad values", arguments: [
        ("name,rating,on-color\nfirst,1,\nsecond,2,\nmiddle,3,#000,extra\nfourth,4,\nfifth,5,\n",
         "line 4", "4 fields, but the header has 3"),
        ("name,rating,ratng\nfirst,1,\nsecond,2,\nmiddle,3,4\nfourth,4,\nfifth,5,\n",
         "line 4", "unknown field 'ratng': no option or template uses it (--strict-fields); did you mean 'rating'?"),
        ("[{\"name\": \"first\", \"rating\": 1}, {\"name\": \"second\", \"rating\": 2}, [\"middle\", 3],"
         + " {\"name\": \"fourth\", \"rating\": 4}, {\"name\": \"fifth\", \"rating\": 5}]",
         "entry 3", "expected an object"),
        ("[{\"name\": \"first\", \"rating\": 1}, {\"name\": \"second\", \"rating\": 2}, {\"name\": \"middle\", \"rating\": {\"v\": 3}},"
         + " {\"name\": \"fourth\", \"rating\": 4}, {\"name\": \"fifth\", \"rating\": 5}]",
         "entry 3", "'rating' must be a string or number"),
        ("[{\"name\": \"first\", \"rating\": 1}, {\"name\": \"second\", \"rating\": 2}, {\"name\": \"middle\", \"on-colour\": \"#000\", \"rating\": 3},"
         + " {\"name\": \"fourth\", \"rating\": 4}, {\"name\": \"fifth\", \"rating\": 5}]",
         "entry 3", "unknown field 'on-colour': no option or template uses it (--strict-fields); did you mean 'on-color'?"),
    ])
    func shape(input: String, location: String, reason: String) throws {
        let workspace = try BatchWorkspace()
        let source = input.hasPrefix("[") ? "in.json" : "in.csv"
        try workspace.write(input, to: source)
        let result = try workspace.batch([source, "--out-dir", "out", "--manifest", "m.json", "--strict-fields"])
        try check(result, workspace, location: location, reason: reason, source: source)
    }
}
