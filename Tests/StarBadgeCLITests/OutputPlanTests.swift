import Foundation
import Testing
import StarBadgeTestSupport

/// Outputs that collide with inputs or with each other, found by hostile
/// testing (each was written anyway, destroying the input or an earlier
/// output): every command now plans its outputs and refuses before writing.
@Suite("Output plans")
struct OutputPlanTests {
    static let csv = "name,rating\na,4\nin,3\n"

    @Test("a batch output that is its input, or another output, is refused before anything is written", arguments: [
        ["--manifest", "in.csv"], ["--html", "in.csv"], ["--manifest", "./in.csv"], ["--manifest", "m.json", "--html", "m.json"],
        ["--manifest", "-"], ["--html", "nodir/page.html"], ["--defaults", "d.json", "--manifest", "d.json"],
    ])
    func batchCollisions(extra: [String]) throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv, to: "in.csv")
        try workspace.write("{}", to: "d.json")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"] + extra)
        #expect(result.status == 64 || result.status == 73, "\(result.status): \(result.error)")
        #expect(try String(contentsOf: URL(fileURLWithPath: workspace.path("in.csv")), encoding: .utf8) == Self.csv)
        #expect(try String(contentsOf: URL(fileURLWithPath: workspace.path("d.json")), encoding: .utf8) == "{}")
        #expect(workspace.snapshot("out").paths.isEmpty, "badges were written")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("m.json")))
    }

    @Test("a badge that would replace the input or the manifest is refused for that entry; the rest are written")
    func badgeCollisions() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv, to: "in.png")
        let result = try workspace.batch(["in.png", "--out-dir", ".", "--quiet"])
        #expect(result.status == 65 && result.error.contains("would replace"), "\(result.error)")
        #expect(try String(contentsOf: URL(fileURLWithPath: workspace.path("in.png")), encoding: .utf8) == Self.csv)
        #expect(FileManager.default.fileExists(atPath: workspace.path("a.png")))
        let manifest = try workspace.batch(["in.png", "--out-dir", "out", "--manifest", "out/a.png", "--quiet"])
        #expect(manifest.status == 65 && manifest.error.contains("out/a.png"), "\(manifest.error)")
        #expect(try String(contentsOf: URL(fileURLWithPath: workspace.path("out/a.png")), encoding: .utf8).contains("\"entries\""))
    }

    @Test("a badge whose file is a hard link to the input is refused, though no planned file has its name")
    func badgeIsALinkToTheInput() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv, to: "in.csv")
        try FileManager.default.createDirectory(at: workspace.url("out"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(atPath: workspace.path("in.csv"), toPath: workspace.path("out/a.png"))
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"])
        #expect(result.status == 65 && result.error.contains("line 2") && result.error.contains("would replace"), "\(result.error)")
        #expect(try String(contentsOf: URL(fileURLWithPath: workspace.path("in.csv")), encoding: .utf8) == Self.csv)
        #expect(try workspace.image("out/in.png").width > 0)
    }

    // Found by Fuzz/Targets/BatchPlannerFuzz.swift: with --out-dir absolute and --manifest relative
    // (or a folder spelt through "..", or a link to a manifest not made yet), the badge 'x' was
    // written, then the manifest replaced it, and the run reported success.
    @Test("a badge that would be the manifest is refused however the two paths are spelt", arguments: [
        ["--out-dir", "ABS/out", "--manifest", "out/x.png"],
        ["--out-dir", "out", "--manifest", "ABS/out/x.png"],
        ["--out-dir", "out/sub/..", "--manifest", "out/x.png"],
        ["--out-dir", "elsewhere", "--manifest", "out/link.png"],
    ])
    func badgeIsManifestSpeltApart(arguments: [String]) throws {
        let workspace = try BatchWorkspace()
        try FileManager.default.createDirectory(at: workspace.url("out/sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: workspace.url("elsewhere"), withIntermediateDirectories: true)
        // A link to where the badge 'x' goes in 'elsewhere', not made yet: the manifest is written there.
        try FileManager.default.createSymbolicLink(atPath: workspace.path("out/link.png"), withDestinationPath: "../elsewhere/x.png")
        try workspace.write("name,rating\nx,4\ny,3\n", to: "in.csv")
        let spelt = arguments.map { $0.replacingOccurrences(of: "ABS", with: workspace.folder.path) }
        let result = try workspace.batch(["in.csv", "--quiet"] + spelt)
        #expect(result.status == 65 && result.error.contains("line 2") && result.error.contains("would replace"), "\(result.error)")
        let manifestFile = arguments.contains("out/link.png") ? "elsewhere/x.png" : "out/x.png"
        let manifest = try workspace.manifest(manifestFile)
        #expect(manifest.entries.map(\.name) == ["y"] && manifest.errors.map(\.name) == ["x"])
        let outDir = arguments.contains("elsewhere") ? "elsewhere" : "out"
        #expect(try workspace.image("\(outDir)/y.png").width > 0)
    }

    @Test("two outputs are one file however spelt, also when neither exists yet")
    func outputsSpeltApart() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv, to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--manifest", "m.json",
                                          "--html", workspace.path("m.json")])
        #expect(result.status == 64 && result.error.contains("is the same file as"), "\(result.error)")
        #expect(!workspace.exists("m.json") && !workspace.exists("out"))
    }

    @Test("a manifest in the --out-dir the run makes is accepted when one of them is spelt absolute")
    func manifestInMadeFolderSpeltAbsolute() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv, to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out/fresh", "--quiet",
                                          "--manifest", workspace.path("out/fresh/m.json")])
        #expect(result.status == 0, "\(result.error)")
        #expect(try workspace.manifest("out/fresh/m.json").entries.count == 2)
    }

    @Test("sprite outputs that collide, or go into a missing folder, are refused with no file written", arguments: [
        ["--css", "s.png"], ["--css", "s@2x.png"], ["--css", "s.css", "--json", "s.css"], ["--css", "-"],
        ["--css", "s.css", "--html", "nodir/x.html"],
    ])
    func spriteCollisions(extra: [String]) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["sprite", "-o", "s.png", "--scales", "1,2"] + extra, in: folder)
        #expect(result.status == 64 || result.status == 73, "\(result.status): \(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty, "\(CommandRunner.contents(of: folder))")
    }

    @Test("render refuses to write over its own font or picture")
    func renderOverInput() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: PackagePaths.root.appendingPathComponent("Fonts/DejaVuSans.ttf").path,
                                         toPath: folder.appendingPathComponent("f.ttf").path)
        let result = try CommandRunner.run(["render", "--rating", "4", "--label", "x", "--font", "f.ttf", "-o", "./f.ttf"], in: folder)
        #expect(result.status == 64 && result.error.contains("would replace the input"), "\(result.error)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("f.ttf")).count > 100_000)
    }
}

/// Inputs that silently took the last of two values, or repeated one error
/// per row, found by hostile testing.
@Suite("Batch input structure")
struct BatchInputStructureTests {
    @Test("a CSV header naming a column twice, or lacking name or rating, stops the run with one message")
    func headers() throws {
        let workspace = try BatchWorkspace()
        for (csv, message) in [("name,rating,rating\na,3,4\n", "the column 'rating' twice"),
                               ("root:x:0:0:root:/root:/bin/bash\nbin:x:1:1::/:/bin/false\n", "has no 'name' or 'rating' column"),
                               ("name,label\na,x\n", "has no 'rating' column")] {
            try workspace.write(csv, to: "in.csv")
            let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"])
            #expect(result.status == 65 && result.error.contains(message), "\(result.error)")
            #expect(result.error.components(separatedBy: "Error").count == 2, "one message: \(result.error)")
            #expect(workspace.snapshot("out").paths.isEmpty)
        }
    }

    @Test("a JSON entry with a key twice fails, naming the key; the others render")
    func duplicateKeys() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(#"[{"name": "a", "rating": 3, "rating": 4}, {"name": "b", "rating": 2}]"#, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--quiet"])
        #expect(result.status == 65 && result.error.contains("the key 'rating' appears twice"), "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["b.png"])
    }
}
