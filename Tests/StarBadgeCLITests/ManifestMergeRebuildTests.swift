import Foundation
import Testing
import StarBadgeTestSupport

/// `manifest merge` copies only what `batch` writes: each entry's derived
/// fields ("file", the files' names, "img", "markup", "fragment") and each
/// HTML snippet are made again from the entry's own fields with batch's own
/// code, and a shard whose bytes differ is refused (exit 65) naming the
/// file, the entry and the field, with nothing written. Found by hostile
/// testing: a `<script>` added to a shard's "markup", or a snippet replaced
/// in a `--shard-html` file, merged with exit 0.
@Suite("starbadge manifest merge: only what batch writes")
struct ManifestMergeRebuildTests {
    static let options = ["--out-dir", "out", "--scales", "1,2", "--dark-on-color", "#FFFFFF", "--manifest", "m.json",
                          "--html", "h.html", "--html-fragments", "frag", "--quiet"]

    /// Named entries (one in a sub-folder, one with an alt text that needs
    /// escaping) and one entry every run refuses (an error item); each has a
    /// count, so --schema writes its block.
    static let input = "name,rating,alt,count\n" + (0..<10).map { "n\($0),\(Double($0 % 11) / 2),,\($0 + 1)\n" }.joined()
        + "sub/deep,4,\"Rated <b>{rating}</b> & \"\"fine\"\"\",7\nbad,9,,1\n"

    /// Shards 1/2 and 2/2 of one batch, in s1/ and s2/ (each run from its folder).
    static func shards(_ extra: [String] = []) throws -> BatchWorkspace {
        let workspace = try BatchWorkspace()
        for k in 1...2 {
            try FileManager.default.createDirectory(at: workspace.url("s\(k)"), withIntermediateDirectories: true)
            try workspace.write(input, to: "s\(k)/in.csv")
            let result = try CommandRunner.run(["batch", "in.csv"] + options + extra + ["--shard", "\(k)/2"],
                                               in: workspace.url("s\(k)"))
            #expect(result.status == 0 || result.status == 65, "\(result.error)")
        }
        return workspace
    }

    static let merge = ["manifest", "merge", "merged.json", "s1/m.json", "s2/m.json",
                        "--html", "merged.html", "--shard-html", "s1/h.html", "--shard-html", "s2/h.html"]

    /// One forgery: in `file`, the first `find` becomes `replace`.
    struct Forgery: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let file: String
        let find: String
        let replace: String
        /// What the message names: the field, or the snippet.
        let field: String
    }

    @Test("a forged shard is refused, naming the file, the entry and the field, with exit 65 and nothing written", arguments: [
        Forgery(testDescription: "markup gains a <script>", file: "m.json", find: "\"markup\": \"<picture>",
                replace: "\"markup\": \"<script>alert(1)</script><picture>", field: "\"markup\""),
        Forgery(testDescription: "img leads to another site", file: "m.json", find: "\"img\": \"<img src=\\\"out/",
                replace: "\"img\": \"<img src=\\\"https://evil.example/out/", field: "\"img\""),
        Forgery(testDescription: "img gains an attribute", file: "m.json", find: "\"img\": \"<img src=\\\"",
                replace: "\"img\": \"<img onerror=\\\"alert(1)\\\" src=\\\"", field: "\"img\""),
        Forgery(testDescription: "img src breaks out of its attribute", file: "m.json", find: "\"img\": \"<img src=\\\"out/",
                replace: "\"img\": \"<img src=\\\"x\\\" onerror=\\\"alert(1)\\\" y=\\\"out/", field: "\"img\""),
        Forgery(testDescription: "fragment leads out of its folder", file: "m.json", find: "\"fragment\": \"",
                replace: "\"fragment\": \"../../evil/", field: "\"fragment\""),
        Forgery(testDescription: "a file leads out of the output folder", file: "m.json",
                find: "\"variants\": [{\"scale\": 1, \"file\": \"",
                replace: "\"variants\": [{\"scale\": 1, \"file\": \"../", field: "\"variants[0].file\""),
        Forgery(testDescription: "\"file\" is another file", file: "m.json", find: "\"file\": \"",
                replace: "\"file\": \"x", field: "\"file\""),
        Forgery(testDescription: "alt gains markup the img does not escape", file: "m.json", find: "\"alt\": \"",
                replace: "\"alt\": \"<script>alert(1)</script>", field: "\"img\""),
        Forgery(testDescription: "alt gains a terminal escape", file: "m.json", find: "\"alt\": \"",
                replace: "\"alt\": \"\\u001b]0;PWNED\\u0007", field: "\"alt\""),
        Forgery(testDescription: "an entry gains a field", file: "m.json", find: "\"img\": ",
                replace: "\"onload\": \"<script>alert(1)</script>\", \"img\": ", field: "\"onload\""),
        Forgery(testDescription: "a snippet replaced in a --shard-html file", file: "h.html", find: "<picture>",
                replace: "<script>alert(1)</script>", field: "snippet"),
        Forgery(testDescription: "a snippet's img gains an attribute", file: "h.html", find: "<img src=",
                replace: "<img onerror=\"alert(1)\" src=", field: "snippet"),
    ])
    func forged(_ forgery: Forgery) throws {
        let workspace = try Self.shards()
        let path = "s2/" + forgery.file
        let original = try workspace.text(path)
        let changed = original.replacing(forgery.find, with: forgery.replace, maxReplacements: 1)
        try #require(changed != original, "\(forgery.find) not in \(path)")
        try workspace.write(changed, to: path)
        let before = workspace.snapshot()
        let result = try CommandRunner.run(Self.merge, in: workspace.folder)
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains(path) && result.error.contains(forgery.field) && result.error.contains("the entry \""),
                "\(result.error)")
        #expect(!result.error.contains("\u{1B}"), "\(result.error)")
        #expect(workspace.snapshot() == before, "the refused merge wrote a file")
    }

    @Test("shards in any JSON layout (jq ., jq -c ., spaces added) merge to the same bytes as batch's own",
          .needs(DebianTools.jq), arguments: [["."], ["-c", "."], ["--indent", "7", "."]])
    func anyLayout(jqArguments: [String]) throws {
        // With --schema: the rating is read from inside its item whatever the layout.
        let workspace = try Self.shards(["--schema", "--schema-name", "Hotel {name}"])
        let honest = try CommandRunner.run(Self.merge, in: workspace.folder)
        #expect(honest.status == 0, "\(honest.error)")
        let expected = try workspace.bytes("merged.json")
        for shard in ["s1/m.json", "s2/m.json"] {
            let result = try CommandRunner.run(jqArguments + [shard], in: workspace.folder, executable: URL(fileURLWithPath: DebianTools.jq.name))
            #expect(result.status == 0, "\(result.error)")
            try workspace.write(result.outputText, to: shard)
        }
        try FileManager.default.removeItem(at: workspace.url("merged.json"))
        let reformatted = try CommandRunner.run(Self.merge, in: workspace.folder)
        #expect(reformatted.status == 0, "\(reformatted.error)")
        #expect(try workspace.bytes("merged.json") == expected)
    }

    @Test("a forged error item is refused naming its field")
    func forgedError() throws {
        let workspace = try Self.shards()
        let path = try #require(["s1/m.json", "s2/m.json"].first { (try? workspace.text($0))?.contains("\"errors\": [\n") == true })
        let original = try workspace.text(path)
        try workspace.write(original.replacing("\"message\": ", with: "\"html\": \"<script>\", \"message\": "), to: path)
        let result = try CommandRunner.run(Self.merge, in: workspace.folder)
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains(path) && result.error.contains("\"html\""), "\(result.error)")
        #expect(!workspace.exists("merged.json") && !workspace.exists("merged.html"))
    }

    @Test("an alt text changed everywhere alike merges only as batch escapes it")
    func altChangedEverywhere() throws {
        let workspace = try Self.shards()
        // The first entry of shard 2, its alt text replaced by markup in the manifest's "alt", "img",
        // "markup" and "email" and in its snippet, escaped as batch escapes it: what batch writes for an alt template.
        let manifest = try workspace.text("s2/m.json")
        let altRange = try #require(manifest.range(of: "\"alt\": \"[^\"]*\"", options: .regularExpression))
        let alt = String(manifest[altRange].dropFirst(8).dropLast())
        let forged = "<script>alert(1)</script>"
        let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"
        try workspace.write(manifest.replacing("\"alt\": \"\(alt)\"", with: "\"alt\": \"\(forged)\"", maxReplacements: 1)
            .replacing("alt=\\\"\(alt)\\\"", with: "alt=\\\"\(escaped)\\\"", maxReplacements: 3), to: "s2/m.json")
        try workspace.write(try workspace.text("s2/h.html").replacing("alt=\"\(alt)\"", with: "alt=\"\(escaped)\"", maxReplacements: 1),
                            to: "s2/h.html")
        let result = try CommandRunner.run(Self.merge, in: workspace.folder)
        #expect(result.status == 0, "\(result.error)")
        let merged = try workspace.text("merged.json") + workspace.text("merged.html")
        #expect(merged.contains(escaped))
        #expect(!merged.contains("alt=\\\"<") && !merged.contains("alt=\"<"))

        // The same alt written raw in the markup is refused.
        try workspace.write(try workspace.text("s2/m.json").replacing(escaped, with: forged), to: "s2/m.json")
        let raw = try CommandRunner.run(Self.merge, in: workspace.folder)
        #expect(raw.status == 65 && raw.error.contains("\"img\""), "\(raw.error)")
    }

    @Test("honest shards merge to the whole run's manifest and HTML, byte for byte, with every option that shapes the markup",
          arguments: [
              [String](),
              ["--base-url", "https://cdn.example/b&c=1/"],
              ["--base-url", "/badges"],
              ["--formats", "svg,png", "--hash-names"],
              ["--formats", "svg"],
              ["--manifest", "meta/m.json", "--html", "pages/h.html"],
              ["--manifest", "out/sub/m.json", "--html", "out/h.html"],
              ["--link", "https://example.com/?a=1&b=2", "--schema", "--no-lazy", "--email", "--base-url", "https://mail.example/b/"],
          ])
    func honest(extra: [String]) throws {
        let workspace = try BatchWorkspace()
        var manifests: [String] = [], pages: [String] = []
        for run in ["whole", "s1", "s2"] {
            for folder in ["", "/meta", "/pages", "/out/sub"] {
                try FileManager.default.createDirectory(at: workspace.url(run + folder), withIntermediateDirectories: true)
            }
            try workspace.write(Self.input, to: run + "/in.csv")
            let shard = run == "whole" ? [] : ["--shard", "\(run.dropFirst())/2"]
            let result = try CommandRunner.run(["batch", "in.csv"] + Self.options + extra + shard, in: workspace.url(run))
            #expect(result.status == 0 || result.status == 65, "\(result.error)")
        }
        let manifest = extra.firstIndex(of: "--manifest").map { extra[$0 + 1] } ?? "m.json"
        let html = extra.firstIndex(of: "--html").map { extra[$0 + 1] } ?? "h.html"
        for run in ["s1", "s2"] {
            let up = String(repeating: "../", count: manifest.count { $0 == "/" } + 1)
            manifests.append(up + "\(run)/\(manifest)")
            pages += ["--shard-html", up + "\(run)/\(html)"]
        }
        // Merged where the whole run wrote its manifest.
        let folder = "whole/" + manifest.dropLast("m.json".count)
        let result = try CommandRunner.run(["manifest", "merge", "merged.json"] + manifests + ["--html", "merged.html"] + pages,
                                           in: workspace.url(folder))
        #expect(result.status == 0, "\(result.error)")
        #expect(try workspace.bytes(folder + "merged.json") == workspace.bytes("whole/" + manifest))
        #expect(try workspace.bytes(folder + "merged.html") == workspace.bytes("whole/" + html))
    }

    @Test("an entry renamed to a name batch refuses is refused naming \"name\"")
    func forgedName() throws {
        let workspace = try Self.shards()
        let manifest = try workspace.text("s2/m.json")
        let first = try #require(manifest.range(of: "\"name\": \"[^\"]*\"", options: .regularExpression))
        // A name of the same shard, so that it is the name's check that refuses it.
        let name = try #require((0..<100).map { "../evil\($0)" }.first { BatchShardTests.shard(of: $0, count: 2) == 2 })
        try workspace.write(manifest.replacingCharacters(in: first, with: "\"name\": \"\(name)\""), to: "s2/m.json")
        let result = try CommandRunner.run(Self.merge, in: workspace.folder)
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("s2/m.json") && result.error.contains("\"name\" is invalid"), "\(result.error)")
        #expect(!workspace.exists("merged.json"))
    }

    @Test("a \"run\" that is no batch fingerprint is refused, even when every shard has it")
    func forgedRun() throws {
        let workspace = try Self.shards()
        for path in ["s1/m.json", "s2/m.json"] {
            let manifest = try workspace.text(path)
            let run = try #require(manifest.range(of: "\"run\": \"[0-9a-f]{16}\"", options: .regularExpression))
            try workspace.write(manifest.replacingCharacters(in: run, with: "\"run\": \"<script>alert(1)</script>\""), to: path)
        }
        let result = try CommandRunner.run(Self.merge, in: workspace.folder)
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("s1/m.json") && result.error.contains("\"run\" is not a batch fingerprint"), "\(result.error)")
        #expect(!workspace.exists("merged.json"))
    }

    @Test("any one character of a derived field or a snippet changed (seeded, 48 changes) is refused")
    func randomChanges() throws {
        let workspace = try Self.shards()
        let manifest = try workspace.text("s2/m.json"), page = try workspace.text("s2/h.html")
        var random = SplitMix64(seed: 23)
        let replacements: [Character] = ["<", ">", "'", " ", "x", "/", "%", "&", "=", "0", "#", "?", ":"]
        // The characters of each derived field's value in the manifest, and of each markup line in the page.
        var manifestSpots: [String.Index] = []
        for key in ["img", "markup", "fragment", "file"] {
            for range in manifest.ranges(of: "\"\(key)\": \"") {
                var index = range.upperBound
                while manifest[index] != "\"" || manifest[manifest.index(before: index)] == "\\" {
                    manifestSpots.append(index)
                    index = manifest.index(after: index)
                }
            }
        }
        let pageSpots = page.indices.filter { index in
            let lineStart = page[..<index].lastIndex(of: "\n").map(page.index(after:)) ?? page.startIndex
            return page[index] != "\n" && !page[lineStart...].hasPrefix("<!--")
        }
        for round in 0..<48 {
            let inPage = round % 4 == 3
            let (text, spots, path) = inPage ? (page, pageSpots, "s2/h.html") : (manifest, manifestSpots, "s2/m.json")
            let spot = spots[random.int(0, spots.count - 1)]
            let replacement = replacements.filter { $0 != text[spot] }[random.int(0, replacements.count - 2)]
            var changed = text
            changed.replaceSubrange(spot...spot, with: String(replacement))
            try workspace.write(changed, to: path)
            let result = try CommandRunner.run(Self.merge, in: workspace.folder)
            let at = text.distance(from: text.startIndex, to: spot)
            #expect(result.status == 65, "\(path) at \(at) '\(text[spot])' → '\(replacement)': \(result.error)")
            #expect(!workspace.exists("merged.json") && !workspace.exists("merged.html"))
            try workspace.write(text, to: path)
        }
    }
}
