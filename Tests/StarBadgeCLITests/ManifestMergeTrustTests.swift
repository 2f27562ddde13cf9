import Foundation
import Testing
import StarBadgeTestSupport

/// What `manifest merge` trusts: an error holds only what batch writes (a
/// place that fits its index, a one-line message with no control character)
/// and a schema block holds numbers as batch writes them (issue 32, item 7).
@Suite("starbadge manifest merge: forged errors and schema numbers")
struct ManifestMergeTrustTests {
    /// Shards 1/2 and 2/2 of a batch with --schema where two entries fail.
    static func shards() throws -> BatchWorkspace {
        let workspace = try BatchWorkspace()
        let input = "name,rating,count\n" + (0..<20).map { "n\($0),\($0 % 7),\($0 + 1)\n" }.joined()
        for (folder, shard) in [("s1", "1/2"), ("s2", "2/2")] {
            try FileManager.default.createDirectory(at: workspace.url(folder), withIntermediateDirectories: true)
            try workspace.write(input, to: folder + "/in.csv")
            _ = try CommandRunner.run(["batch", "in.csv", "--out-dir", "out", "--manifest", "m.json", "--schema", "--quiet",
                                       "--shard", shard], in: workspace.url(folder))
        }
        return workspace
    }

    @Test("the untouched shards merge (exit status as batch's)")
    func untouched() throws {
        let workspace = try Self.shards()
        let result = try CommandRunner.run(["manifest", "merge", "m.json", "s1/m.json", "s2/m.json"], in: workspace.folder)
        #expect(result.status == 0, "\(result.error)")
    }

    @Test("a forged error or schema number is refused, naming the field, and nothing is written", arguments: [
        ("\"message\": \"invalid", "\"message\": \"\\u001b]0;owned\\u0007invalid", "message"),
        ("\"message\": \"invalid", "\"message\": \"\\u202Einvalid", "message"),
        ("\"location\": \"line 8\"", "\"location\": \"line 1\"", "location"),
        ("\"location\": \"line 8\"", "\"location\": \"row 8\"", "location"),
        ("\"worstRating\": 0,", "\"worstRating\": 3,", "worstRating"),
        ("\"ratingCount\": 2}", "\"ratingCount\": 0}", "ratingCount"),
        ("\"@type\": \"Product\", \"name\": \"n1\"", "\"@type\": \"Thing\", \"name\": \"n1\"", "@type"),
        ("\"@type\": \"Product\", \"name\": \"n1\"", "\"@type\": \"Product\", \"name\": \"\\u001b[2Jn1\"", "name"),
        ("\"ratingValue\": 1, \"bestRating\": 5", "\"ratingValue\": 1e308, \"bestRating\": 5", "ratingValue"),
        ("\"ratingValue\": 1, \"bestRating\": 5", "\"ratingValue\": 1, \"bestRating\": 1e300", "bestRating"),
    ])
    func forged(original: String, forged: String, field: String) throws {
        let workspace = try Self.shards()
        let shard = try [("s1/m.json"), ("s2/m.json")].first { try workspace.text($0).contains(original) }
        let path = try #require(shard, "no shard holds \(original)")
        let text = try workspace.text(path)
        let range = try #require(text.range(of: original))
        try workspace.write(text.replacingCharacters(in: range, with: forged), to: path)
        let result = try CommandRunner.run(["manifest", "merge", "m.json", "s1/m.json", "s2/m.json"], in: workspace.folder)
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains(field), "\(result.error)")
        #expect(!result.error.contains("\u{1B}") && !result.error.contains("\u{202E}"))
        #expect(!workspace.exists("m.json"))
    }
}
