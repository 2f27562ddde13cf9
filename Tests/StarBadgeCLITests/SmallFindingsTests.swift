import Foundation
import Testing
import StarBadgeTestSupport
import StarPNG
@testable import StarBadgeCLI

/// The smaller defects hostile testing found, each through the real command.
@Suite("Small findings")
struct SmallFindingsTests {
    @Test("batch names with C1 controls, line separators or bidi overrides are refused for that entry",
          arguments: ["a\u{85}b", "a\u{2028}b", "a\u{202E}gnp.exe", "a\u{200B}b"])
    func invisibleNames(name: String) throws {
        let workspace = try BatchWorkspace()
        let entries = #"[{"name": "\#(name)", "rating": 3}, {"name": "ok", "rating": 4}]"#
        try workspace.write(entries, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--quiet"])
        #expect(result.status == 65 && result.error.contains("U+"), "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["ok.png"])
    }

    @Test("a star smaller than a pixel is an error, not an empty image", arguments: [["--size", "0.0000001"], ["--size", "0.4"], ["--size", "1", "--scale", "0.5"]])
    func tinyStars(extra: [String]) throws {
        let result = try CommandRunner.run(["render", "--rating", "4", "-o", "-"] + extra)
        #expect(result.status == 64 && result.error.contains("smaller than 1 px"), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test("an argument that is not valid UTF-8 is refused, not drawn as U+FFFD")
    func invalidUTF8() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The shell makes the bytes: Foundation's Process takes only valid strings.
        let script = #"exec "$0" render --rating 4 --label "$(printf 'ab\377c')" -o t.png"#
        let result = try CommandRunner.run(["-c", script, CommandRunner.executable.path], in: folder,
                                           executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 64 && result.error.contains("not valid UTF-8"), "\(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }

    @Test("measure takes render's output options (--alt, --locale, --no-metadata) as README says")
    func measureOptions() throws {
        let result = try CommandRunner.run(["measure", "--rating", "3.5", "--alt", "Rated {rating}", "--locale", "de", "--no-metadata"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.outputText.contains("\"alt\": \"Rated 3,5\""), "\(result.outputText)")
    }

    @Test("-o through a link to a file not made yet writes the file where it points; the link stays")
    func danglingLink() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "real/b.png")
        let result = try CommandRunner.run(["render", "--rating", "4", "-o", "link.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.png").path) == "real/b.png")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("real/b.png").path))
    }

    @Test("replacing a file keeps its permissions")
    func keepsMode() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("b.png")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try CommandRunner.run(["render", "--rating", "4", "-o", "b.png"], in: folder).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try Data(contentsOf: file).count > 100)
    }

    @Test("an absolute --out-dir and a relative --html page still refer to the badges by a relative URL")
    func relativeSources() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        try FileManager.default.createDirectory(atPath: workspace.path("page"), withIntermediateDirectories: true)
        let result = try workspace.batch(["in.csv", "--out-dir", workspace.path("out"), "--html", "page/x.html", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let html = try String(contentsOf: URL(fileURLWithPath: workspace.path("page/x.html")), encoding: .utf8)
        #expect(html.contains("src=\"../out/a.png\""), "\(html)")
        #expect(!html.contains(workspace.path("out")))
    }
}

/// Exit 70 cannot be reached through the command without a defect in the
/// compressor; the mapping from a failed self-check to it is checked here.
@Suite("Internal errors")
struct InternalErrorTests {
    @Test("a stream that fails its check is an internal error (70); other encoding failures are I/O errors (74)")
    func selfCheck() {
        #expect(CLIError.encoding(PNGError.streamCheckFailed("every(0)"), of: "the badge").exitStatus == .internalError)
        #expect(ExitStatus.internalError.rawValue == 70)
        #expect(CLIError.encoding(PNGError.encodingFailed("libpng"), of: "the badge").exitStatus == .ioError)
        #expect(CLIError.encoding(PNGError.streamCheckFailed("x"), of: "the badge").message.contains("nothing was written"))
    }

    // Found by Fuzz/Targets/BatchPlannerFuzz.swift: a ".." in the page's folder made the page
    // refer to the badges by the path as given, which was absolute when either path was.
    @Test("a --html page in a folder spelt with '..' refers to the badges by a relative URL", arguments: [true, false])
    func pageFolderWithParent(absolute: Bool) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        try FileManager.default.createDirectory(atPath: workspace.path("out/sub"), withIntermediateDirectories: true)
        let page = absolute ? workspace.path("out/sub/../page.html") : "out/sub/../page.html"
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--html", page, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let html = try String(contentsOf: URL(fileURLWithPath: workspace.path("out/page.html")), encoding: .utf8)
        #expect(html.contains("src=\"a.png\""), "\(html)")
        #expect(!html.contains(workspace.folder.path), "\(html)")
    }
}
