import Foundation
import Testing
import StarBadgeTestSupport

/// Batch texts from fields obey the limits once filled in, and the advice
/// for a column names a way that works (issue 32, items 3 and 11; item 12's
/// invisible characters in messages).
@Suite("Batch: texts from fields and advice for columns")
struct BatchFieldAdviceTests {
    @Test("--alt '{t}' with a cell past the alt limits fails that entry alone; no file for it")
    func longAltField() throws {
        let workspace = try BatchWorkspace()
        let long = String(repeating: "x", count: 2001)
        try workspace.write("name,rating,t\nbig,3,\(long)\nsmall,4,fine\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--alt", "{t}", "--manifest", "m.json"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("'--alt'") || result.error.contains("'alt'"), "\(result.error)")
        #expect(!workspace.exists("out/big.png"))
        #expect(workspace.exists("out/small.png"))
        #expect(try workspace.bytes("m.json").count < 20_000)
    }

    @Test("a quoted \\r\\n in a cell is stored as \\n in the PNG title")
    func altLineBreak() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,t\r\na,3,\"one\r\ntwo\"\r\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--alt", "{t}"])
        #expect(result.status == 0, "\(result.error)")
        let title = PNGText.text("Title", in: try workspace.bytes("out/a.png"))
        #expect(title == "one\ntwo", "\(String(describing: title))")
    }

    @Test("a column named after a run-wide option is the entry's own field, with advice that works",
          arguments: ["format", "optimize", "locale", "svg-text", "id-prefix", "no-metadata"])
    func runOptionColumn(column: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,\(column)\na,3,hardcover\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("give --\(column) on the command line"), "\(result.error)")
    }

    @Test("--defaults naming a run-wide option says to give it on the command line")
    func runOptionDefaults() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,3\n", to: "in.csv")
        try workspace.write("{\"format\": \"svg\"}", to: "d.json")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--defaults", "d.json"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("give --format on the command line"), "\(result.error)")
    }

    @Test("a column named {x} gets advice that works, not {{x}}")
    func bracedColumn() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,{x}\na,3,1\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out"])
        #expect(!result.error.contains("{{x}}"), "\(result.error)")
        #expect(result.error.contains("rename the column"), "\(result.error)")
    }

    @Test("field names that differ by an invisible character are told apart in messages",
          arguments: ["title\u{200D}", "\u{FEFF}title", "ti\u{2028}tle", "title\u{2060}"])
    func invisibleInNames(name: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,\(name)\na,3,1\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out"])
        #expect(result.error.contains("\\u{"), "\(result.error)")
        for scalar in name.unicodeScalars where !scalar.isASCII { #expect(!result.error.unicodeScalars.contains(scalar)) }
    }
}
