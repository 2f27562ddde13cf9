import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport

/// `batch --formats png,svg`: both files per entry (SVG once, with its dark
/// variant), listed in the manifest and offered by the markup.
@Suite("starbadge batch: --formats png,svg")
struct BatchFormatsTests {
    @Test("--formats png,svg writes each entry's PNGs and SVG, and the manifest and HTML list both")
    func both() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,dark-on-color\na,4.5,\nsub/b,2,gold\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2", "--formats", "png,svg",
                                          "--manifest", "m.json", "--html", "s.html"])
        #expect(result.status == 0, "\(result.error)")
        // b's SVG adapts to its dark variant itself: no sub/b.dark.svg.
        #expect(workspace.snapshot("out").paths == ["a.png", "a.svg", "a@2x.png", "sub/b.dark.png",
                                                     "sub/b.dark@2x.png", "sub/b.png", "sub/b.svg", "sub/b@2x.png"])
        #expect(try workspace.text("out/sub/b.svg").contains("@media (prefers-color-scheme:dark)"))
        let renderer = BadgeRenderer()
        let a = try BadgeSpec(rating: 4.5)
        #expect(try workspace.text("out/a.svg") == String(decoding: try renderer.svg(for: a), as: UTF8.self))
        #expect(try workspace.image("out/a.png") == renderer.image(for: a))
        let manifest = try workspace.text("m.json")
        #expect(manifest.contains("\"svg\": [{\"file\": \"a.svg\", \"dark\": false, \"width\": 144, \"height\": 32}]"), "\(manifest)")
        #expect(!manifest.contains("b.dark.svg"), "\(manifest)")
        let html = try workspace.text("s.html")
        #expect(html.contains("<source type=\"image/svg+xml\" srcset=\"out/a.svg\">"))
        #expect(html.contains("<source type=\"image/svg+xml\" srcset=\"out/sub/b.svg\">"))
        #expect(html.contains("<img src=\"out/a.png\" srcset=\"out/a.png 1x, out/a@2x.png 2x\""))
        // A second run finds every file up to date.
        let before = workspace.snapshot("out")
        #expect(try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2", "--formats", "png,svg"]).status == 0)
        #expect(workspace.snapshot("out") == before)
    }

    @Test("--svg-text fonts: each entry's SVG writes its texts as <text>, as the library does; a bad mode is a usage error")
    func svgTextInFonts() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,label\na,3,Hello\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--formats", "svg", "--svg-text", "fonts"])
        #expect(result.status == 0, "\(result.error)")
        let spec = try BadgeSpec(rating: 3) {
            $0.label = try LabelSpec(template: "Hello", font: try FontLibrary.defaultFace())
        }
        let svg = try workspace.text("out/a.svg")
        #expect(svg == String(decoding: try BadgeRenderer().svg(for: spec, textMode: .fonts), as: UTF8.self))
        #expect(svg.contains(">Hello</text>"), "\(svg)")
        let bad = try workspace.batch(["in.csv", "--out-dir", "out2", "--quiet", "--formats", "svg", "--svg-text", "paths"])
        #expect(bad.status == 64 && bad.error.contains("--svg-text"), "\(bad.error)")
        #expect(!workspace.exists("out2"))
    }

    @Test("--formats svg alone: the markup's image is the SVG; a bad format is a usage error")
    func svgOnly() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,3\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--formats", "svg", "--html", "s.html"])
        #expect(result.status == 0, "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["a.svg"])
        #expect(try workspace.text("s.html").contains("<img src=\"out/a.svg\" width=\"144\" height=\"32\""))
        let bad = try workspace.batch(["in.csv", "--out-dir", "out2", "--formats", "png,gif"])
        #expect(bad.status == 64)
        #expect(bad.error.contains("'gif' is not png or svg"), "\(bad.error)")
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.appendingPathComponent("out2").path))
    }
}
