import Foundation
import Testing
import StarBadgeTestSupport

/// `manifest merge` refuses what would not give the single run's result:
/// shards of different batches, a shard missing or twice, files that are
/// not batch manifests, HTML files that do not go with their manifests.
@Suite("starbadge manifest merge: refusals")
struct ManifestMergeTests {
    /// One folder holding shards 1/2 and 2/2 of a batch (s1/, s2/) and, in o1/,
    /// shard 1/2 of the same input with other options.
    static func shards() throws -> BatchWorkspace {
        let workspace = try BatchWorkspace()
        let input = "name,rating\n" + (0..<20).map { "n\($0),\(Double($0 % 11) / 2)\n" }.joined()
        for (folder, shard, extra) in [("s1", "1/2", []), ("s2", "2/2", []), ("o1", "1/2", ["--scales", "1,2"])] {
            try FileManager.default.createDirectory(at: workspace.url(folder), withIntermediateDirectories: true)
            try workspace.write(input, to: folder + "/in.csv")
            let result = try CommandRunner.run(["batch", "in.csv", "--out-dir", "out", "--manifest", "m.json", "--html", "h.html",
                                                "--quiet", "--shard", shard] + extra, in: workspace.url(folder))
            #expect(result.status == 0, "\(result.error)")
        }
        return workspace
    }

    @Test("refusals name the file and the problem, with README's exit code, and write nothing", arguments: [
        (["s1/m.json", "o1/m.json"], 65, "another batch"),
        (["s1/m.json"], 65, "shard 2/2 missing"),
        (["s1/m.json", "s2/m.json", "s1/m.json"], 65, "given twice"),
        (["s1/m.json", "s2/m.json", "nope.json"], 66, "nope.json"),
        (["s1/m.json", "s2/h.html"], 65, "s2/h.html"),
        (["s1/m.json", "cut.json"], 65, "cut.json"),
        (["s1/m.json", "odd.json"], 65, "is not of shard 2/2"),
        (["s1/m.json", "s2/m.json", "--html", "x.html", "--shard-html", "s1/h.html"], 64, "one --shard-html per shard"),
        (["s1/m.json", "s2/m.json", "--html", "x.html", "--shard-html", "s2/h.html", "--shard-html", "s1/h.html"], 65,
         "s1/h.html: line 1: expected the snippet"),
        (["s1/m.json", "s2/m.json", "--shard-html", "s1/h.html"], 64, "--shard-html needs --html"),
    ])
    func refused(arguments: [String], status: Int32, mentions: String) throws {
        let workspace = try Self.shards()
        let manifest = try workspace.text("s2/m.json")
        // Cut in the middle of an entry; and shard 1's manifest labelled shard 2.
        try workspace.write(String(manifest.prefix(manifest.count / 2)), to: "cut.json")
        try workspace.write(try workspace.text("s1/m.json").replacing("\"shard\": \"1/2\"", with: "\"shard\": \"2/2\""),
                            to: "odd.json")
        let before = workspace.snapshot().paths
        let result = try CommandRunner.run(["manifest", "merge", "merged.json"] + arguments, in: workspace.folder)
        #expect(result.status == status, "\(result.error)")
        #expect(result.error.contains(mentions), "\(result.error)")
        #expect(workspace.snapshot().paths == before)
    }

    @Test("usage errors: no action, an unknown one, no shards, the output a shard", arguments: [
        ([], "missing the action"),
        (["split", "a.json", "b.json"], "unknown action 'split'"),
        (["merge", "out.json"], "give the merged manifest"),
        (["merge", "s1/m.json", "s1/m.json", "s2/m.json"], "would replace the shard manifest"),
    ])
    func usage(arguments: [String], mentions: String) throws {
        let workspace = try Self.shards()
        let before = workspace.snapshot()
        let result = try CommandRunner.run(["manifest"] + arguments, in: workspace.folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(mentions), "\(result.error)")
        #expect(workspace.snapshot() == before)
    }

    @Test("a merge that changes nothing rewrites nothing")
    func unchanged() throws {
        let workspace = try Self.shards()
        let arguments = ["manifest", "merge", "merged.json", "s1/m.json", "s2/m.json"]
        #expect(try CommandRunner.run(arguments, in: workspace.folder).status == 0)
        let stamp = FolderSnapshot.stamp(of: workspace.path("merged.json"))
        #expect(try CommandRunner.run(arguments, in: workspace.folder).status == 0)
        #expect(FolderSnapshot.stamp(of: workspace.path("merged.json")) == stamp)
        let merged = try workspace.text("merged.json")
        #expect(merged.hasPrefix("{\n  \"run\": \"") && !merged.contains("\"shard\""))
        #expect(merged.components(separatedBy: "{\"index\": ").count == 21)
    }
}
