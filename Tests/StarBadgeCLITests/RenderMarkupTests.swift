import Foundation
import Testing
import StarBadgeTestSupport

/// `render --markup html|md|email` prints the snippet for the files render
/// wrote; `--scales 1,2` writes one PNG per scale (issue 35, item 8: a
/// README badge for light and dark themes at 1× and 2× in one command).
@Suite("render --markup and --scales")
struct RenderMarkupTests {
    @Test("a README badge, light and dark at 1x and 2x: four files and the <picture> that shows them")
    func readmeBadge() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "4.5", "--dark-on-color", "gold", "--scales", "1,2",
                                            "-o", "badge.png", "--markup", "md"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(CommandRunner.contents(of: folder) == ["badge.dark.png", "badge.dark@2x.png", "badge.png", "badge@2x.png"])
        #expect(result.outputText == """
            <picture>
              <source media="(prefers-color-scheme: dark)" srcset="badge.dark.png 1x, badge.dark@2x.png 2x">
              <img src="badge.png" srcset="badge.png 1x, badge@2x.png 2x" width="144" height="32" alt="4.5 out of 5 stars">
            </picture>

            """)
    }

    @Test("one file: a Markdown image, linked with --link; the mail form at an absolute base", arguments: [
        (["-o", "one.png", "--markup", "md", "--link", "https://example.com/r"], "[![4 out of 5 stars](one.png)](https://example.com/r)\n"),
        (["--scales", "1,2", "-o", "m.png", "--markup", "email", "--base-url", "https://cdn.example/b"],
         "<img src=\"https://cdn.example/b/m@2x.png\" width=\"144\" height=\"32\" alt=\"4 out of 5 stars\">\n"),
        (["-o", "x.svg", "--markup", "html"],
         "<img src=\"x.svg\" width=\"144\" height=\"32\" alt=\"4 out of 5 stars\" loading=\"lazy\" decoding=\"async\">\n"),
    ])
    func forms(arguments: [String], expected: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "4"] + arguments, in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.outputText == expected)
    }

    @Test("refusals: --markup needs -o FILE, --scales needs a PNG file, not with --scale", arguments: [
        ["--markup", "html", "-o", "-"], ["--scales", "1,2", "-o", "-"], ["--scales", "1,2", "-o", "a.svg"],
        ["--scales", "1,2", "--scale", "2", "-o", "a.png"], ["--markup", "email", "-o", "a.svg"], ["--base-url", "/b/", "-o", "a.png"],
        ["--scales", "1,9", "-o", "a.png"], ["--markup", "email", "-o", "a.png"],
        ["--markup", "email", "-o", "a.png", "--base-url", "/badges/"],
    ])
    func refused(arguments: [String]) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "4"] + arguments, in: folder)
        #expect(result.status == 64, "\(arguments): \(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }
}
