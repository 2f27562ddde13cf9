import Foundation
import Testing
import StarBadgeTestSupport

/// `--font` takes a family name alone (a ':' style is refused with how to
/// pick one), and `--base-url` takes http(s)://HOST…, a path or / only.
@Suite("font family names and --base-url")
struct FontNameAndBaseURLTests {
    @Test("a family name with ':' is refused with how to pick a style, for --font and --shape-font",
          arguments: [["--label", "x", "--font", "Noto Sans:style=Bold"], ["--label", "x", "--font", "sans:weight=200"],
                      ["--shape", "glyph:U+2605", "--shape-font", "DejaVu Sans:bold"]])
    func familyWithStyle(_ arguments: [String]) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "--rating", "3", "-o", "out.png"] + arguments, in: folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(arguments.last ?? "") && result.error.contains("font file") && result.error.contains("fc-list"),
                "\(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }

    @Test("a family name alone and a font file whose name holds ':' still work")
    func familyAndFile() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Fonts/DejaVuSans.ttf"),
                                         to: folder.appendingPathComponent("a:b.ttf"))
        for font in ["DejaVu Sans", "a:b.ttf"] {
            let result = try CommandRunner.run(["render", "--rating", "3", "--label", "x", "--font", font, "-o", "out.png"], in: folder)
            #expect(result.status == 0, "\(font): \(result.error)")
        }
    }

    @Test("--base-url refuses other schemes, protocol-relative URLs, queries and bad escapes",
          arguments: ["javascript:alert(1)/", "//evil.example/", "/a%zz/", "/a%2", "data:text/html,x", "file:///etc/", "https://",
                      "/badges/?v=1", "/badges/#x", "ftp://example.com/"])
    func refusedBaseURL(_ url: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,3\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--html", "b.html", "--base-url", url, "--quiet"])
        #expect(result.status == 64, "\(url): \(result.error)")
        #expect(result.error.contains("--base-url") && result.error.contains(url), "\(result.error)")
        #expect(!workspace.exists("out") && !workspace.exists("b.html"))
    }

    @Test("--base-url takes http(s) URLs, paths and /",
          arguments: ["https://cdn.example.com/badges/", "HTTP://example.com", "/", "/static/badges", "badges/", "../b/", "/a%20b/"])
    func acceptedBaseURL(_ url: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,3\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--html", "b.html", "--base-url", url, "--quiet"])
        #expect(result.status == 0, "\(url): \(result.error)")
        let base = url.hasSuffix("/") ? url : url + "/"
        let html = try workspace.text("b.html")
        #expect(html.contains("src=\"\(base)a.png\""), "\(html)")
    }
}
