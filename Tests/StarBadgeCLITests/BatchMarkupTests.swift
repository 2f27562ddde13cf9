import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// Site markup that drops in: each manifest entry's index, files and ready
/// markup, `--html-fragments` (one file per entry) and `--base-url`.
@Suite("starbadge batch: markup in the manifest, HTML fragments, --base-url")
struct BatchMarkupTests {
    /// The manifest as these tests read it.
    struct Manifest: Decodable {
        struct File: Decodable, Equatable {
            let scale: Int
            let file: String
            let width: Int
            let height: Int
        }
        struct Entry: Decodable {
            let index: Int
            let name: String
            let width: Int
            let height: Int
            let alt: String
            let variants: [File]
            let dark: [File]?
            let img: String
            let markup: String
            let fragment: String?
        }
        struct Failure: Decodable {
            let index: Int
            let location: String
        }
        let run: String
        let entries: [Entry]
        let errors: [Failure]
    }

    static func manifest(_ workspace: BatchWorkspace, _ path: String) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(workspace.bytes(path)))
    }

    /// The file a relative URL in the file `holder` leads to (percent-decoded), relative to the workspace.
    static func resolve(_ url: String, from holder: String) -> String {
        var parts = holder.split(separator: "/").dropLast().map(String.init)
        for part in (url.removingPercentEncoding ?? url).split(separator: "/") {
            if part == ".." { parts.removeLast() } else { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    @Test("each entry carries its input index, every file with its scale and size, and <img>/srcset markup")
    func manifestMarkup() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,alt\na,4.5,\nbad,9,\nsub/b c,2,Two & <more>\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "site/img", "--quiet", "--scales", "1,2",
                                          "--manifest", "site/m.json", "--html", "site/s.html"])
        #expect(result.status == 65, "\(result.error)")
        let manifest = try Self.manifest(workspace, "site/m.json")
        #expect(manifest.entries.map(\.index) == [0, 2])
        #expect(manifest.errors.map(\.index) == [1])
        #expect(manifest.run.count == 16)
        let html = try workspace.text("site/s.html")
        for entry in manifest.entries {
            // Every file is listed with its scale and its real size.
            #expect(entry.variants.map(\.scale) == [1, 2])
            for file in entry.variants {
                let image = try workspace.image("site/img/" + file.file)
                #expect(image.width == file.width && image.height == file.height)
            }
            #expect(entry.width == entry.variants[0].width && entry.height == entry.variants[0].height)
            let escapedAlt = entry.alt.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            let src = "img/" + entry.variants[0].file.replacing(" ", with: "%20")
            let lazy = " loading=\"lazy\" decoding=\"async\""
            #expect(entry.img == "<img src=\"\(src)\" width=\"\(entry.width)\" height=\"\(entry.height)\" alt=\"\(escapedAlt)\"\(lazy)>")
            let srcset = entry.variants.map { "img/\($0.file.replacing(" ", with: "%20")) \($0.scale)x" }.joined(separator: ", ")
            #expect(entry.markup == "<img src=\"\(src)\" srcset=\"\(srcset)\" width=\"\(entry.width)\" "
                    + "height=\"\(entry.height)\" alt=\"\(escapedAlt)\"\(lazy)>")
            // The manifest and the page are in one folder: the page holds the same markup.
            #expect(html.contains("<!-- \(entry.name) -->\n\(entry.markup)\n"))
            #expect(entry.fragment == nil)
        }
        #expect(manifest.entries[1].alt == "Two & <more>")
    }

    @Test("markup URLs lead from the file that holds them: the manifest's folder, the page's")
    func relativeToHolder() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\nsub/a,3\n", to: "in.csv")
        for folder in ["data", "public/pages"] {
            try FileManager.default.createDirectory(at: workspace.url(folder), withIntermediateDirectories: true)
        }
        let result = try workspace.batch(["in.csv", "--out-dir", "public/badges", "--quiet",
                                          "--manifest", "data/badges.json", "--html", "public/pages/list.html"])
        #expect(result.status == 0, "\(result.error)")
        let entry = try #require(Self.manifest(workspace, "data/badges.json").entries.first)
        let manifestSrc = try #require(entry.img.firstMatch(of: /src="([^"]+)"/)).1
        #expect(manifestSrc == "../public/badges/sub/a.png")
        #expect(Self.resolve(String(manifestSrc), from: "data/badges.json") == "public/badges/sub/a.png")
        let pageSrc = try #require(try workspace.text("public/pages/list.html").firstMatch(of: /src="([^"]+)"/)).1
        #expect(pageSrc == "../badges/sub/a.png")
    }

    @Test("--html-fragments writes <dir>/<name>.html per entry: its markup, URLs from its own folder")
    func fragments() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\nbad,x\nsub/deep/b,1.5\n", to: "in.csv")
        let arguments = ["in.csv", "--out-dir", "site/img", "--quiet", "--scales", "1,2", "--dark-on-color", "white",
                         "--manifest", "m.json", "--html-fragments", "site/partials"]
        let result = try workspace.batch(arguments)
        #expect(result.status == 65, "\(result.error)")
        #expect(workspace.snapshot("site/partials").paths == ["a.html", "sub/deep/b.html"])
        let manifest = try Self.manifest(workspace, "m.json")
        #expect(manifest.entries.map(\.fragment) == ["a.html", "sub/deep/b.html"])
        for entry in manifest.entries {
            let holder = "site/partials/" + (entry.fragment ?? "")
            let fragment = try workspace.text(holder)
            #expect(fragment.hasPrefix("<picture>\n  <source media=\"(prefers-color-scheme: dark)\" srcset=\""))
            #expect(fragment.hasSuffix("</picture>\n"))
            // Every URL in it leads to the file the manifest lists.
            let urls = fragment.matches(of: /(?:src|srcset)="([^"]+)"/).flatMap {
                $0.1.split(separator: ",").map { String($0.split(separator: " ").first ?? "") }
            }
            let files = (entry.variants + (entry.dark ?? [])).map { "site/img/" + $0.file }
            #expect(Set(urls.map { Self.resolve($0, from: holder) }) == Set(files))
            #expect(urls.count == 5)
        }
        // A second run rewrites no fragment.
        let before = workspace.snapshot("site/partials")
        #expect(try workspace.batch(arguments).status == 65)
        #expect(workspace.snapshot("site/partials").stamps == before.stamps)
    }

    @Test("--base-url starts every URL of the manifest, the page and the fragments")
    func baseURL() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\ntop rated #1,4\nsub/b,2\n", to: "in.csv")
        try FileManager.default.createDirectory(at: workspace.url("x"), withIntermediateDirectories: true)
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2", "--base-url", "/static/badges",
                                          "--manifest", "m.json", "--html", "x/s.html", "--html-fragments", "frag"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try Self.manifest(workspace, "m.json")
        #expect(manifest.entries[0].img.hasPrefix("<img src=\"/static/badges/top%20rated%20%231.png\""))
        #expect(manifest.entries[1].markup.contains("srcset=\"/static/badges/sub/b.png 1x, /static/badges/sub/b@2x.png 2x\""))
        for text in [try workspace.text("x/s.html"), try workspace.text("frag/sub/b.html"), try workspace.text("frag/top rated #1.html")] {
            let urls = text.matches(of: /src="([^"]+)"/).map { String($0.1) }
            #expect(!urls.isEmpty && urls.allSatisfy { $0.hasPrefix("/static/badges/") }, "\(text)")
        }
        #expect(try workspace.text("frag/sub/b.html") == manifest.entries[1].markup + "\n")
    }

    @Test("with --scales 2 alone, the entry's width and height are still CSS pixels, as its markup declares")
    func cssPixels() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "2", "--manifest", "m.json"])
        #expect(result.status == 0, "\(result.error)")
        let entry = try #require(Self.manifest(workspace, "m.json").entries.first)
        #expect(entry.width == 144 && entry.height == 32)
        #expect(entry.variants == [.init(scale: 2, file: "a@2x.png", width: 288, height: 64)])
        #expect(entry.img == "<img src=\"out/a@2x.png\" width=\"144\" height=\"32\" alt=\"4 out of 5 stars\" "
                + "loading=\"lazy\" decoding=\"async\">")
    }

    @Test("bad --base-url or --html-fragments values are usage errors, and nothing is written", arguments: [
        (["--base-url", "/a b/"], "--base-url"),
        (["--base-url", ""], "--base-url"),
        (["--base-url", "/x\"y/"], "--base-url"),
        (["--base-url", "/a,b/"], "--base-url"),
        (["--html-fragments", ""], "--html-fragments"),
    ])
    func refused(arguments: [String], mentions: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json"] + arguments)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(mentions), "\(result.error)")
        #expect(workspace.snapshot().paths == ["in.csv"])
    }

    @Test("a fragment that would replace the manifest fails its entry; the others are written")
    func fragmentClash() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\nm,4\nok,2\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--manifest", "out/m.html",
                                          "--html-fragments", "out"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("would replace out/m.html (--manifest)"), "\(result.error)")
        #expect(try workspace.text("out/ok.html").hasPrefix("<img src=\"ok.png\""))
        #expect(try workspace.text("out/m.html").hasPrefix("{\n  \"run\": "))
        // Checked before the entry's badge was written.
        #expect(workspace.snapshot("out").paths == ["m.html", "ok.html", "ok.png"])
    }
}
