import Foundation
import Testing
import StarBadgeTestSupport

/// `batch --shard K/N` and `manifest merge`: the shards together write
/// exactly the files of the whole run, and their merged manifest and HTML
/// are the whole run's, byte for byte.
@Suite("starbadge batch --shard and manifest merge")
struct BatchShardTests {
    /// The options every run shares (shards add --shard).
    static let options = ["in.csv", "--out-dir", "out", "--scales", "1,2", "--dark-on-color", "#FFFFFF",
                          "--manifest", "m.json", "--html", "h.html", "--html-fragments", "frag", "--quiet"]

    /// An input with labels, nested names, and entries every run refuses:
    /// a bad rating, a name given twice, a name that is another's @2x
    /// variant, an entry without a name.
    static func input(count: Int = 45) -> String {
        var lines = ["name,rating,label"]
        for index in 0..<count {
            let name = index % 7 == 0 ? "group \(index % 3)/n\(index)" : "n\(index)"
            lines.append("\(name),\(Double(index % 11) / 2),\(index % 4 == 0 ? "Rated {rating}" : "")")
        }
        lines += ["bad,9,", "n1,2,", "n2@2x,3,", ",3,"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// fmix64(FNV-1a 64 of the UTF-8 name) mod N + 1, as README documents it.
    static func shard(of name: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        hash = (hash ^ (hash >> 33)) &* 0xff51afd7ed558ccd
        hash = (hash ^ (hash >> 33)) &* 0xc4ceb9fe1a85ec53
        hash ^= hash >> 33
        return Int(hash % UInt64(count)) + 1
    }

    @Test("a file of one entry where another needs a folder (a writes a.png, a.png/b needs a folder a.png) is refused in every run, sharded or not")
    func fileWhereAFolderIs() throws {
        for input in ["name,rating\na,3\na.png/b,2\n", "name,rating\na.png/b,2\na,3\n", "name,rating\nx,1\nx.dark@2x.png/y,2\n"] {
            let whole = try BatchWorkspace()
            try whole.write(input, to: "in.csv")
            let result = try whole.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2"])
            #expect(result.status == 65, "\(result.error)")
            #expect(result.error.contains("line 3") && result.error.contains("line 2"), "\(result.error)")
            var written: Set<String> = []
            for k in 1...3 {
                let workspace = try BatchWorkspace()
                try workspace.write(input, to: "in.csv")
                _ = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2", "--shard", "\(k)/3"])
                written.formUnion(workspace.snapshot("out").paths)
            }
            #expect(written == Set(whole.snapshot("out").paths), "\(input)")
        }
    }

    @Test("the run fingerprint reads the picture and font files the options name: a changed file gives another run")
    func fingerprintReadsFiles() throws {
        func run(picture: String) throws -> String {
            let workspace = try BatchWorkspace()
            try workspace.write("name,rating\na,3\n", to: "in.csv")
            let bytes = try Data(contentsOf: PackagePaths.fixtures.appendingPathComponent("render/\(picture).png"))
            try bytes.write(to: workspace.folder.appendingPathComponent("star.png"))
            let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--quiet",
                                              "--full-image", "star.png"])
            #expect(result.status == 0, "\(result.error)")
            let manifest = try workspace.text("m.json")
            let run = manifest.range(of: "\"run\": \"[0-9a-f]{16}\"", options: .regularExpression).map { String(manifest[$0]) }
            return try #require(run, "\(manifest)")
        }
        let first = try run(picture: "default-3.5"), again = try run(picture: "default-3.5")
        #expect(first == again)
        #expect(try run(picture: "default-5") != first)
    }

    @Test("names spread evenly over the shards, powers of two included")
    func balance() {
        for count in [2, 3, 4, 8] {
            var sizes = [Int](repeating: 0, count: count)
            for index in 0..<4000 { sizes[Self.shard(of: "hotel-\(index)", count: count) - 1] += 1 }
            let expected = 4000 / count
            #expect(sizes.allSatisfy { abs($0 - expected) < expected / 8 }, "\(count) shards: \(sizes)")
        }
    }

    /// Runs the batch in a new workspace (whole, or shard `shard` of `count`).
    static func run(_ input: String, shard: Int? = nil, count: Int = 3,
                    extra: [String] = []) throws -> (BatchWorkspace, CommandRunner.Result) {
        let workspace = try BatchWorkspace()
        try workspace.write(input, to: "in.csv")
        let result = try workspace.batch(options + extra + (shard.map { ["--shard", "\($0)/\(count)"] } ?? []))
        return (workspace, result)
    }

    static func merge(_ arguments: [String], in folder: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(["manifest", "merge"] + arguments, in: folder)
    }

    @Test("shards 1/3, 2/3, 3/3 write exactly the whole run's files; merged manifest and HTML equal the whole run's")
    func shardsMakeTheWhole() throws {
        let input = Self.input()
        let (whole, wholeResult) = try Self.run(input)
        #expect(wholeResult.status == 65, "\(wholeResult.error)")
        var union: [String: [UInt8]] = [:]
        var shards: [BatchWorkspace] = []
        var messages = ""
        for k in 1...3 {
            let (shard, result) = try Self.run(input, shard: k)
            #expect(result.status == 0 || result.status == 65, "\(result.error)")
            messages += result.error
            for folder in ["out", "frag"] {
                for (path, bytes) in shard.snapshot(folder).files {
                    #expect(union.updateValue(bytes, forKey: folder + "/" + path) == nil, "\(path) written by two shards")
                }
            }
            shards.append(shard)
        }
        var expected: [String: [UInt8]] = [:]
        for folder in ["out", "frag"] {
            for (path, bytes) in whole.snapshot(folder).files { expected[folder + "/" + path] = bytes }
        }
        #expect(union.keys.sorted() == expected.keys.sorted())
        #expect(union == expected, "the shards' files differ from the whole run's")
        // Every refusal of the whole run is made by exactly one shard.
        #expect(messages.split(separator: "\n").sorted() == wholeResult.error.split(separator: "\n").sorted())

        let merged = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: merged) }
        // Shards in any order.
        let order = [2, 0, 1]
        let result = try Self.merge(["m.json"] + order.map { shards[$0].path("m.json") }
                                    + ["--html", "h.html"] + order.flatMap { ["--shard-html", shards[$0].path("h.html")] },
                                    in: merged)
        #expect(result.status == 0, "\(result.error)")
        #expect(try Data(contentsOf: merged.appendingPathComponent("m.json")) == Data(whole.bytes("m.json")))
        #expect(try Data(contentsOf: merged.appendingPathComponent("h.html")) == Data(whole.bytes("h.html")))
        let wholeManifest = try whole.text("m.json")
        #expect(wholeManifest.contains("\"errors\": [\n    {\"index\": 45,"))
        #expect(!wholeManifest.contains("\"shard\""))
    }

    @Test("an entry's shard is fmix64(FNV-1a-64 of its name) mod N + 1, whatever the other entries and their order")
    func stableAssignment() throws {
        let names = (0..<40).map { "item-\($0)" }
        let forward = "name,rating\n" + names.map { "\($0),3\n" }.joined()
        let reordered = "name,rating\n" + (names.reversed() + ["new-1", "new-2"]).dropFirst(5).map { "\($0),3\n" }.joined()
        for input in [forward, reordered] {
            for k in 1...4 {
                let workspace = try BatchWorkspace()
                try workspace.write(input, to: "in.csv")
                let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--shard", "\(k)/4"])
                #expect(result.status == 0, "\(result.error)")
                let written = Set(workspace.snapshot("out").paths)
                let listed = input.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) }
                #expect(written == Set(listed.filter { Self.shard(of: $0, count: 4) == k }.map { $0 + ".png" }))
            }
        }
    }

    @Test("a run split in one shard (1/1) is the whole run; merging its manifest gives it back")
    func singleShard() throws {
        let input = Self.input(count: 12)
        let (whole, _) = try Self.run(input)
        let (one, result) = try Self.run(input, shard: 1, count: 1)
        #expect(result.status == 65)
        #expect(one.snapshot("out").files == whole.snapshot("out").files)
        let merged = try Self.merge(["merged.json", "m.json", "--html", "merged.html", "--shard-html", "h.html"], in: one.folder)
        #expect(merged.status == 0, "\(merged.error)")
        #expect(try one.bytes("merged.json") == whole.bytes("m.json"))
        #expect(try one.bytes("merged.html") == whole.bytes("h.html"))
    }

    @Test("bad --shard values are usage errors naming --shard, and nothing is written",
          arguments: ["0/3", "4/3", "3", "a/b", "1/0", "-1/3", "1/3/4", "", "1/", "/3", "1.5/3", "1/1000001"])
    func badShard(value: String) throws {
        try Self.refusedShard(["--manifest", "m.json", "--shard", value], mentions: "'--shard'")
    }

    @Test("a shard's --html cannot be merged without its manifest: refused")
    func htmlNeedsManifest() throws {
        try Self.refusedShard(["--html", "h.html", "--shard", "1/2"], mentions: "--shard with --html needs --manifest")
    }

    static func refusedShard(_ arguments: [String], mentions: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,3\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out"] + arguments)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(mentions), "\(result.error)")
        #expect(workspace.snapshot().paths == ["in.csv"])
    }
}
