import Foundation
import Testing
import StarBadgeTestSupport
import StarPNG
@testable import StarBadgeCLI

/// Inputs that look harmless and are refused, each through the real command:
/// names a reader cannot see, stars smaller than a pixel, arguments that
/// are not UTF-8.
@Suite("invisible names, sub-pixel stars and non-UTF-8 arguments are refused")
struct RefusedInputTests {
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
}
