import Testing
import StarBadgeTestSupport

/// A worker reads, checks and lays out each style once (`BatchDesigns`) and
/// gives later entries of that style their badge from the kept design: the
/// files and messages must be those of every entry made the whole way.
@Suite("starbadge batch: a style's design made once")
struct BatchDesignReuseTests {
    @Test("entries of styles seen before get exactly the files of each entry made alone")
    func reusedDesignsDrawEachEntry() throws {
        // Two styles interleaved, each entry with its own rating and count; one
        // label shows {rating} and {count}, so its layout depends on the entry.
        let header = "name,rating,count,stars,label\n"
        let rows = ["a1,3.25,10,5,{count} votes", "b1,1.5,,7,", "a2,4.75,3,5,{count} votes", "b2,6.9,,7,",
                    "a3,0,0,5,{count} votes", "b3,0.05,,7,", "c1,2,5,5,{rating} of {count}", "c2,3.3,12345,5,{rating} of {count}"]
        let together = try Self.run(header + rows.joined(separator: "\n") + "\n")
        #expect(together.manifest.entries.map(\.name) == rows.map { String($0.prefix(2)) })
        for (row, entry) in zip(rows, together.manifest.entries) {
            let alone = try Self.run(header + row + "\n")
            let name = String(row.prefix(2))
            #expect(try together.workspace.bytes("out/\(name).png") == alone.workspace.bytes("out/\(name).png"), "\(row)")
            #expect(entry.alt == alone.manifest.entries.first?.alt, "\(row)")
        }
    }

    /// A batch of `csv` with one worker, and its manifest.
    private static func run(_ csv: String) throws -> (workspace: BatchWorkspace, manifest: BatchManifest) {
        let workspace = try BatchWorkspace()
        try workspace.write(csv, to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--jobs", "1", "--quiet", "--manifest", "manifest.json"])
        #expect(result.status == 0, "\(result.error)")
        return (workspace, try workspace.manifest("manifest.json"))
    }

    @Test("an entry of a known style whose badge cannot be made fails as it would alone",
          arguments: ["bad,9,,{count} votes", "bad,3,,{count} votes", "bad,3,-2,{count} votes"])
    func failuresAfterAReusedDesign(badRow: String) throws {
        let header = "name,rating,count,label\n"
        var messages: [String] = []
        for rows in ["good,2,4,{count} votes\n" + badRow + "\n", badRow + "\n"] {
            let workspace = try BatchWorkspace()
            try workspace.write(header + rows, to: "in.csv")
            let result = try workspace.batch(["in.csv", "--out-dir", "out", "--jobs", "1", "--quiet",
                                              "--manifest", "manifest.json"])
            #expect(result.status != 0)
            let manifest = try workspace.manifest("manifest.json")
            #expect(manifest.errors.count == 1, "\(result.error)")
            messages.append(manifest.errors.first?.message ?? "")
        }
        #expect(!messages[0].isEmpty)
        #expect(messages[0] == messages[1])
    }
}
