import Foundation
import Testing
@testable import StarBadgeCLI
import StarBadgeTestSupport
import StarSupport

/// A file whose bytes would not change is not written again (inode and
/// mtime untouched); --hash-names puts the content hash in the name.
@Suite("starbadge batch: incremental writes and content-hashed names")
struct BatchIncrementalTests {
    static func csv(_ ratings: [String]) -> String {
        "name,rating\n" + ratings.enumerated().map { "b\($0.offset),\($0.element)" }.joined(separator: "\n") + "\n"
    }

    static let ratings = ["0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "4.5", "5"]

    @Test("a second run writes nothing and says so; changing one entry rewrites only its files",
          arguments: [[], ["--scales", "1,2", "--dark-on-color", "#FFFFFF"]])
    func secondRun(extra: [String]) throws {
        let workspace = try BatchWorkspace()
        let arguments = ["in.csv", "--out-dir", "out"] + extra
        try workspace.write(Self.csv(Self.ratings), to: "in.csv")
        let first = try workspace.batch(arguments)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.error.contains("11 rendered, 0 unchanged, 0 failed"), "\(first.error)")
        let before = workspace.snapshot("out")
        #expect(before.paths.count == 11 * (extra.isEmpty ? 1 : 4))

        let second = try workspace.batch(arguments)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.error.contains("0 rendered, 11 unchanged, 0 failed"), "\(second.error)")
        let after = workspace.snapshot("out")
        #expect(after == before, "the second run touched files")

        var changed = Self.ratings
        changed[7] = "1"
        try workspace.write(Self.csv(changed), to: "in.csv")
        let third = try workspace.batch(arguments)
        #expect(third.status == 0, "\(third.error)")
        #expect(third.error.contains("1 rendered, 10 unchanged, 0 failed"), "\(third.error)")
        let last = workspace.snapshot("out")
        #expect(last.paths == before.paths)
        let rewritten = last.paths.filter { last.stamps[$0] != before.stamps[$0] }
        #expect(rewritten == before.paths.filter { $0.hasPrefix("b7.") || $0.hasPrefix("b7@") })
        for path in rewritten { #expect(last.files[path] != before.files[path], "\(path)") }
    }

    @Test("a file that differs (even by one byte, or truncated) is rewritten", arguments: ["flip", "truncate", "remove"])
    func damagedFileIsRepaired(damage: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv(["3", "4"]), to: "in.csv")
        #expect(try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"]).status == 0)
        let good = try workspace.bytes("out/b0.png")
        var bad = good
        switch damage {
        case "flip":
            bad[bad.count / 2] ^= 0x01
            try Data(bad).write(to: workspace.url("out/b0.png"))
        case "truncate":
            bad.removeLast(10)
            try Data(bad).write(to: workspace.url("out/b0.png"))
        default:
            try FileManager.default.removeItem(at: workspace.url("out/b0.png"))
        }
        let untouched = FolderSnapshot.stamp(of: workspace.path("out/b1.png"))
        let result = try workspace.batch(["in.csv", "--out-dir", "out"])
        #expect(result.error.contains("1 rendered, 1 unchanged"), "\(result.error)")
        #expect(try workspace.bytes("out/b0.png") == good)
        #expect(FolderSnapshot.stamp(of: workspace.path("out/b1.png")) == untouched)
    }

    @Test("the manifest and HTML are not rewritten when their content is the same")
    func reportsLeftAlone() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv(["3", "4"]), to: "in.csv")
        let arguments = ["in.csv", "--out-dir", "out", "--quiet", "--manifest", "m.json", "--html", "s.html"]
        #expect(try workspace.batch(arguments).status == 0)
        let before = (FolderSnapshot.stamp(of: workspace.path("m.json")), FolderSnapshot.stamp(of: workspace.path("s.html")))
        #expect(try workspace.batch(arguments).status == 0)
        let after = (FolderSnapshot.stamp(of: workspace.path("m.json")), FolderSnapshot.stamp(of: workspace.path("s.html")))
        #expect(after.0 == before.0)
        #expect(after.1 == before.1)
    }

    @Test("--hash-names: the name carries the content hash, which changes with the content")
    func hashNames() throws {
        let workspace = try BatchWorkspace()
        let arguments = ["in.csv", "--out-dir", "out", "--quiet", "--hash-names", "--manifest", "m.json"]
        // b0 and b2 are the same badge (the same score, the same alt text).
        try workspace.write("name,rating\nb0,3.5\nb1,4\nb2,3.5\n", to: "in.csv")
        #expect(try workspace.batch(arguments).status == 0)
        let first = workspace.snapshot("out")
        #expect(first.paths.count == 3)
        var hashes: [String: String] = [:]
        for path in first.paths {
            let parts = path.split(separator: ".").map(String.init)
            #expect(parts.count == 3 && parts[2] == "png", "\(path)")
            let hash = parts[1]
            #expect(hash.count == 12 && hash.allSatisfy(\.isHexDigit), "\(path)")
            #expect(hash == String(Hash64.of(first.files[path] ?? []).hex.prefix(12)), "\(path) is not named by its content")
            hashes[parts[0]] = hash
        }
        #expect(hashes["b0"] == hashes["b2"])
        #expect(hashes["b0"] != hashes["b1"])
        let manifest = try workspace.manifest("m.json")
        #expect(manifest.entries.map(\.file) == ["b0", "b1", "b2"].map { "\($0).\(hashes[$0] ?? "").png" })

        try workspace.write("name,rating\nb0,3.5\nb1,1\nb2,3.5\n", to: "in.csv")
        #expect(try workspace.batch(arguments).status == 0)
        let second = workspace.snapshot("out")
        let renamed = try workspace.manifest("m.json").entries.map(\.file)
        #expect(renamed[0] == manifest.entries[0].file && renamed[2] == manifest.entries[2].file)
        #expect(renamed[1] != manifest.entries[1].file && renamed[1].hasPrefix("b1."))
        for path in first.paths { #expect(second.stamps[path] == first.stamps[path], "\(path) was touched") }
    }
}
