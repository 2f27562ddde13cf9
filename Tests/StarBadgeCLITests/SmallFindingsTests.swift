import Foundation
import Testing
import StarBadgeTestSupport

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

    @Test("a star smaller than a pixel is an error, not an empty image", arguments: [["--size", "1e-300"], ["--size", "0.4"], ["--size", "1", "--scale", "0.5"]])
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
}
