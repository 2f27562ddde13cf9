import Foundation
import Testing
import StarBadgeTestSupport

/// A refused template is named by where it came from (issue 35, build 3):
/// `--label` on the command line, a key of the `--defaults` file (with the
/// file), or the entry's own `label` column (after its line), and a
/// `{count}` the entry cannot fill says how to give one in a batch (which has
/// no `--count`).
@Suite("Messages name the template's real source")
struct TemplateSourceTests {
    @Test("an unknown placeholder: --label, 'label' in --defaults FILE, the label column with its line", arguments: [
        (["--label", "{nope}"], "", 64, "invalid value '{nope}' for '--label': unknown placeholder '{nope}'"),
        (["--defaults", "d.json"], "", 64, "invalid value '{nope}' for 'label' in --defaults d.json: unknown placeholder"),
        (["--defaults", "d.json", "--label", "{nah}"], "", 64, "invalid value '{nah}' for '--label'"),
        ([String](), "{nope}", 65, "in.csv: line 2 (name 'a'): invalid value '{nope}' for 'label': unknown placeholder"),
    ])
    func unknownPlaceholder(options: [String], column: String, status: Int32, message: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,label\na,4,\(column)\n", to: "in.csv")
        try workspace.write("{\"label\": \"{nope}\"}", to: "d.json")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "-q"] + options)
        #expect(result.status == status, "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!result.error.contains("give --count"))
    }

    @Test("{count} for a row without one: the template's source and how to give a count in a batch", arguments: [
        (["--label", "{count} reviews"], "", "for '--label': shows {count}"),
        (["--defaults", "c.json"], "", "for 'label' in --defaults c.json: shows {count}"),
        (["--alt", "{rating}, {count} reviews"], "", "for '--alt': shows {count}"),
        ([String](), "{count} reviews", "for 'label': shows {count}"),
    ])
    func countWithoutOne(options: [String], column: String, message: String) throws {
        let workspace = try BatchWorkspace()
        // b has a count and renders; a has none and fails with its line.
        try workspace.write("name,rating,label,count\na,4,\(column),\nb,3,\(column),12\n", to: "in.csv")
        try workspace.write("{\"label\": \"{count} reviews\"}", to: "c.json")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "-q"] + options)
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("in.csv: line 2 (name 'a'): invalid value"), "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.contains("which this entry lacks: give it a 'count' (a column or key; --columns count=COLUMN names one)"),
                "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["b.png"])
    }
}
