import Foundation
import Testing
import StarBadgeTestSupport

/// Outputs land only inside --out-dir: escaping names are refused for that
/// entry alone, and nothing is written through a symbolic link.
@Suite("starbadge batch: outputs stay inside --out-dir")
struct BatchPathSafetyTests {
    @Test("escaping names are refused one by one; the other entries still render", arguments: [
        ("../x", "contains '..'"),
        ("/tmp/starbadge-abs", "absolute path"),
        ("a/../b", "contains '..'"),
        ("..", "contains '..'"),
        (".hidden", "hidden component"),
        ("sub/.hidden", "hidden component"),
        ("a//b", "empty or '.' path component"),
        ("./a", "empty or '.' path component"),
        ("a\\\\b", "backslash"),
    ])
    func refusedName(name: String, reason: String) throws {
        let workspace = try BatchWorkspace()
        let json = "[{\"name\": \"first\", \"rating\": 1}, {\"name\": \"\(name)\", \"rating\": 2}, {\"name\": \"last\", \"rating\": 3}]"
        try workspace.write(json, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "site/out", "--quiet"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("in.json: entry 2"), "\(result.error)")
        #expect(result.error.contains(reason), "\(result.error)")
        // Exactly the two good badges, and nothing anywhere else.
        let written = workspace.snapshot().paths.filter { $0 != "in.json" }
        #expect(written == ["site/out/first.png", "site/out/last.png"])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/starbadge-abs.png"))
    }

    @Test("a name through a sub-folder that is a symlink pointing outside is refused")
    func symlinkedFolder() throws {
        let workspace = try BatchWorkspace()
        try FileManager.default.createDirectory(at: workspace.url("outside"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: workspace.url("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("out/link"), withDestinationPath: workspace.path("outside"))
        try workspace.write("name,rating\nfirst,1\nlink/escaped,2\nlink/deeper/escaped,2\nlast,3\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"])
        #expect(result.status != 0, "\(result.error)")
        #expect(result.error.contains("in.csv: line 3"), "\(result.error)")
        #expect(result.error.contains("in.csv: line 4"), "\(result.error)")
        #expect(result.error.contains("symbolic link"), "\(result.error)")
        #expect(CommandRunner.contents(of: workspace.url("outside")).isEmpty)
        #expect(workspace.exists("out/first.png") && workspace.exists("out/last.png"))
    }

    @Test("an output file that is a symlink is replaced by a real file, never written through")
    func symlinkedFile() throws {
        let workspace = try BatchWorkspace()
        try FileManager.default.createDirectory(at: workspace.url("out"), withIntermediateDirectories: true)
        try workspace.write("keep me", to: "victim.txt")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("out/badge.png"), withDestinationPath: workspace.path("victim.txt"))
        try workspace.write("name,rating\nbadge,4\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(try workspace.text("victim.txt") == "keep me")
        let kind = try FileManager.default.attributesOfItem(atPath: workspace.path("out/badge.png"))[.type] as? FileAttributeType
        #expect(kind == .typeRegular)
        #expect(try workspace.image("out/badge.png").width == 144)
    }

    @Test("a sub-folder name that is an existing file is an error for that entry only")
    func folderIsAFile() throws {
        let workspace = try BatchWorkspace()
        try FileManager.default.createDirectory(at: workspace.url("out"), withIntermediateDirectories: true)
        try workspace.write("not a folder", to: "out/taken")
        try workspace.write("name,rating\ntaken/x,1\nfine,2\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"])
        #expect(result.status != 0)
        #expect(result.error.contains("line 2"), "\(result.error)")
        #expect(result.error.contains("not a folder"), "\(result.error)")
        #expect(workspace.exists("out/fine.png"))
        #expect(try workspace.text("out/taken") == "not a folder")
    }
}
