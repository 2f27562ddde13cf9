import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport

/// @2x files with srcset, dark variants with a <picture>, and the <img>
/// markup with width, height and alt for each entry.
@Suite("starbadge batch: scale and dark variants, HTML snippets")
struct BatchVariantsTests {
    /// The attributes of each `<tag ...>` in `html`, in order.
    static func tags(_ name: String, in html: String) -> [[String: String]] {
        html.matches(of: try! Regex("<\(name)\\s([^>]*)>")).map { match in
            let inside = String(html[match.range].dropFirst(name.count + 2).dropLast())
            var attributes: [String: String] = [:]
            for pair in inside.matches(of: #/([a-z-]+)="([^"]*)"/#) {
                attributes[String(pair.output.1)] = String(pair.output.2)
            }
            return attributes
        }
    }

    @Test("--scales 1,2 writes @2x files drawn at scale 2, listed in the manifest and in srcset")
    func scales() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,size\na,4.5,\nsub/b,2,17.5\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2",
                                          "--manifest", "m.json", "--html", "s.html"])
        #expect(result.status == 0, "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["a.png", "a@2x.png", "sub/b.png", "sub/b@2x.png"])
        let renderer = BadgeRenderer()
        let specs = [try BadgeSpec(rating: 4.5), try BadgeSpec(rating: 2) { $0.starSize = 17.5 }]
        for (base, spec) in zip(["a", "sub/b"], specs) {
            #expect(try workspace.image("out/\(base).png") == renderer.image(for: spec))
            // Exactly twice the 1× size: the scale-2 drawing, padded where its
            // exact size rounds up to less than twice the 1× pixels.
            let double = try workspace.image("out/\(base)@2x.png")
            #expect(double == renderer.image(for: try spec.variant(scaledBy: 2)))
            #expect(double.width == 2 * spec.pixelSize.width && double.height == 2 * spec.pixelSize.height)
            let drawn = renderer.image(for: try spec.with(rating: spec.rating, fillMode: spec.design.fillMode, scale: 2))
            for y in 0..<drawn.height {
                let row = drawn.rgba[(y * drawn.width * 4)..<((y + 1) * drawn.width * 4)]
                #expect(Array(double.rgba[(y * double.width * 4)..<(y * double.width * 4 + drawn.width * 4)]) == Array(row))
            }
        }
        let manifest = try workspace.manifest("m.json")
        // 17.5 px stars: 111.5 px wide at 1× (112 px), 223 px at 2×, padded to 224.
        #expect(specs[1].pixelSize.width == 112 && specs[1].pixelSize.height == 26)
        #expect(manifest.entries[1].variants == [
            .init(scale: 1, file: "sub/b.png", width: 112, height: 26),
            .init(scale: 2, file: "sub/b@2x.png", width: 224, height: 52),
        ])
        let images = Self.tags("img", in: try workspace.text("s.html"))
        #expect(images.count == 2)
        #expect(images.first?["src"] == "out/a.png")
        #expect(images.first?["srcset"] == "out/a.png 1x, out/a@2x.png 2x")
        #expect(images.last?["srcset"] == "out/sub/b.png 1x, out/sub/b@2x.png 2x")
    }

    @Test("each snippet has the scale-1 width and height and the alt text, HTML-escaped")
    func snippetAttributes() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("""
            [{"name": "a", "rating": 4.5},
             {"name": "b", "rating": 1.37, "fill": "precise", "stars": 3, "size": 31.5, "padding": 0},
             {"name": "c", "rating": 2, "alt": "Two & <more>"}]
            """, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "site/img", "--quiet", "--scales", "1,3",
                                          "--alt", "Rated \"{rating}\" of {max}", "--html", "site/snippets.html"])
        #expect(result.status == 0, "\(result.error)")
        let html = try workspace.text("site/snippets.html")
        let images = Self.tags("img", in: html)
        let specs = [try BadgeSpec(rating: 4.5), try BadgeSpec(rating: 1.37) {
            $0.starCount = 3
            $0.fillMode = .precise
            $0.starSize = 31.5
            $0.padding = 0
        },
                     try BadgeSpec(rating: 2)]
        #expect(images.count == 3)
        for (image, (name, spec)) in zip(images, zip(["a", "b", "c"], specs)) {
            #expect(image["src"] == "img/\(name).png")
            #expect(image["width"] == String(spec.pixelSize.width))
            #expect(image["height"] == String(spec.pixelSize.height))
            #expect(image["srcset"] == "img/\(name).png 1x, img/\(name)@3x.png 3x")
        }
        #expect(images.map { $0["alt"] } == ["Rated &quot;4.5&quot; of 5", "Rated &quot;1.37&quot; of 3", "Two &amp; &lt;more&gt;"])
    }

    @Test("--dark-on-color writes .dark files and a <picture> with a prefers-color-scheme: dark source")
    func darkVariants() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,dark-off-color\na,3.5,\nb,1,#404040\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2",
                                          "--dark-on-color", "#FFFFFF", "--dark-background", "#202020",
                                          "--manifest", "m.json", "--html", "s.html"])
        #expect(result.status == 0, "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["a.dark.png", "a.dark@2x.png", "a.png", "a@2x.png",
                                                    "b.dark.png", "b.dark@2x.png", "b.png", "b@2x.png"])
        let renderer = BadgeRenderer()
        let white = Color(red: 255, green: 255, blue: 255), dim = Color(red: 0x20, green: 0x20, blue: 0x20)
        // No dark off colour given: the grey the library derives for the dark background.
        let darkA = try BadgeSpec(rating: 3.5, DarkAppearance(onColor: white, background: dim).applied(to: BadgeSettings()))
        #expect(darkA.design.offColor != BadgeSettings.defaultOffColor)
        let darkB = try BadgeSpec(rating: 1) {
            $0.offColor = Color(red: 0x40, green: 0x40, blue: 0x40)
            $0.background = dim
            $0.onColorScale = .constant(white)
        }
        #expect(try workspace.image("out/a.png") == renderer.image(for: BadgeSpec(rating: 3.5)))
        #expect(try workspace.image("out/a.dark.png") == renderer.image(for: darkA))
        #expect(try workspace.image("out/b.dark@2x.png") == renderer.image(for: darkB.with(rating: 1, fillMode: .half, scale: 2)))

        let manifest = try workspace.manifest("m.json")
        #expect(manifest.entries[0].dark?.map(\.file) == ["a.dark.png", "a.dark@2x.png"])
        let html = try workspace.text("s.html")
        #expect(html.components(separatedBy: "<picture>").count == 3)
        #expect(html.components(separatedBy: "</picture>").count == 3)
        let sources = Self.tags("source", in: html)
        #expect(sources.map { $0["media"] } == ["(prefers-color-scheme: dark)", "(prefers-color-scheme: dark)"])
        #expect(sources.first?["srcset"] == "out/a.dark.png 1x, out/a.dark@2x.png 2x")
        let images = Self.tags("img", in: html)
        #expect(images.first?["src"] == "out/a.png")
        #expect(images.first?["alt"] == "3.5 out of 5 stars")
        // The <source> comes before the <img> inside each <picture>.
        for picture in html.components(separatedBy: "<picture>").dropFirst() {
            let source = picture.range(of: "<source"), image = picture.range(of: "<img")
            #expect(source != nil && image != nil && source!.lowerBound < image!.lowerBound)
        }
    }

    @Test("with --scales 2 alone, width and height are still CSS pixels (the scale-1 size)")
    func onlyDoubleScale() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "2", "--html", "s.html"])
        #expect(result.status == 0, "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["a@2x.png"])
        let image = Self.tags("img", in: try workspace.text("s.html")).first
        #expect(image?["srcset"] == "out/a@2x.png 2x")
        #expect(image?["width"] == "144")
        #expect(image?["height"] == "32")
    }

    @Test("names with spaces or '#' give URLs that srcset and src can carry (percent-encoded)")
    func urlsAreEncoded() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\ntop rated #1,4\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2", "--html", "s.html"])
        #expect(result.status == 0, "\(result.error)")
        #expect(workspace.exists("out/top rated #1.png"))
        let image = Self.tags("img", in: try workspace.text("s.html")).first
        #expect(image?["src"] == "out/top%20rated%20%231.png")
        #expect(image?["srcset"] == "out/top%20rated%20%231.png 1x, out/top%20rated%20%231@2x.png 2x")
    }

    @Test("no two files in the manifest are the same file, even when a name looks like another entry's variant")
    func variantNamesDoNotCollide() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,1\na.dark,4\na@2x,5\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--jobs", "1", "--scales", "1,2",
                                          "--dark-on-color", "#FFFFFF", "--manifest", "m.json"])
        let manifest = try workspace.manifest("m.json")
        let files = manifest.entries.flatMap { $0.variants.map(\.file) + ($0.dark ?? []).map(\.file) }
        let shared = Dictionary(grouping: files, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(shared.isEmpty, "files claimed by two entries: \(shared); \(result.error)")
    }

    @Test("a name ending in a scale mark names its dark files as render does (a.dark@3x.png), and claims them")
    func nameWithScaleMark() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\nc@3x,2\nc.dark@3x,3\nd,1\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--scales", "1,2", "--dark-on-color", "gold",
                                          "--manifest", "m.json"])
        // c.dark@3x's light file would be c@3x's dark one: refused, whichever comes first.
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("line 3 (name 'c.dark@3x')") && result.error.contains("already used by line 2"), "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["c.dark@3x.png", "c.dark@3x@2x.png", "c@3x.png", "c@3x@2x.png",
                                                    "d.dark.png", "d.dark@2x.png", "d.png", "d@2x.png"])
        try workspace.write("name,rating\nc.dark@3x,3\nc@3x,2\n", to: "reversed.csv")
        let reversed = try workspace.batch(["reversed.csv", "--out-dir", "out2", "--quiet", "--dark-on-color", "gold"])
        #expect(reversed.status == 65 && reversed.error.contains("line 3 (name 'c@3x')"), "\(reversed.error)")
    }
}
