import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// The Swift blocks of README ("Ten lines of Swift") and of docs/guide.md
/// ("Every option from Swift"), run: the lines between each
/// `// README swift-snippet: NAME` and `// README end` below are the
/// document's block of that name (indentation aside, and README's leading
/// `import StarBadge`, which this file has at its top), and what they make is checked.
@Suite("README and guide: the Swift snippets")
struct ReadmeSwiftSnippetTests {
    /// Each document and the names of its snippets, in order.
    static let snippets = [("README.md", ["first-badge"]),
                           ("docs/guide.md", ["scale-and-count", "fields-link-logo", "dark", "markup"])]

    @Test("each snippet of README and the guide is the code this test runs")
    func snippetsAreReadme() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        for (document, expected) in Self.snippets {
            let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(document), encoding: .utf8)
            let names = text.components(separatedBy: "<!-- swift-snippet: ").dropFirst().map { String($0.prefix { $0 != " " }) }
            #expect(names == expected, "\(document)")
            for name in names {
                var after = try #require(text.range(of: "<!-- swift-snippet: \(name) -->\n```swift\n")).upperBound
                if text[after...].hasPrefix("import StarBadge\n\n") {
                    after = text.index(after, offsetBy: "import StarBadge\n\n".count)
                }
                let end = try #require(text.range(of: "\n```\n", range: after..<text.endIndex)).lowerBound
                let start = try #require(source.range(of: "// README swift-snippet: \(name)\n")).upperBound
                let stop = try #require(source.range(of: "\n        // README end", range: start..<source.endIndex)).lowerBound
                let here = source[start..<stop].split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix("        ") ? $0.dropFirst(8) : $0 }.joined(separator: "\n")
                #expect(here == text[after..<end], "\(document) block '\(name)' and the test's copy differ")
            }
        }
    }

    @Test("the DocC catalog's overview shows README's ten lines")
    func doccOverview() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let overview = try String(contentsOf: PackagePaths.root.appendingPathComponent("Sources/StarBadge/StarBadge.docc/StarBadge.md"),
                                  encoding: .utf8)
        let marker = "<!-- swift-snippet: first-badge -->\n"
        let after = try #require(readme.range(of: marker)).upperBound
        let end = try #require(readme.range(of: "\n```\n", range: after..<readme.endIndex)).upperBound
        #expect(overview.contains(readme[after..<end]))
    }

    @Test("README's ten lines make a labelled badge as PNG and SVG, with its alt text")
    func firstBadge() throws {
        // README swift-snippet: first-badge
        let design = try BadgeDesign {                  // a site's look, checked once
            $0.starSize = 20
            $0.label = try LabelSpec(template: "{rating} of {max}")
        }
        let badge = try design.badge(rating: 4.5)       // one badge, a Sendable value
        let renderer = BadgeRenderer()                  // one for the whole build, safe from any task
        let png = try renderer.bytes(for: badge, OutputSettings())              // alt text inside
        let svg = try renderer.bytes(for: badge, OutputSettings(format: .svg))
        let alt = badge.altText()                       // "4.5 out of 5 stars", nothing rendered
        // README end
        #expect(alt == "4.5 out of 5 stars")
        #expect(badge.labelText == "4.5 of 5")
        #expect(PNGText.text("Title", in: png) == alt)
        let image = try PNGDecoder().decode(png)
        #expect(image.width == badge.pixelSize.width && image.height == badge.pixelSize.height)
        let svgText = String(decoding: svg, as: UTF8.self)
        #expect(svgText.contains("<svg") && svgText.contains("<title>4.5 out of 5 stars</title>"), "\(svgText.prefix(200))")
    }

    @Test("the guide's snippets make what it says they make")
    func snippetsRun() throws {
        let renderer = BadgeRenderer()
        // README swift-snippet: scale-and-count
        let film = try BadgeSpec(rating: 7.8, count: 1234) {
            $0.outOf = 10
            $0.fillMode = .precise
            $0.label = try LabelSpec(template: "{rating}/{max} ({count})")
        }
        let filmAlt = film.altText()                    // "7.8 out of 10, 1,234 ratings"
        let retina = try film.variant(scaledBy: 2)      // exactly twice film.pixelSize
        let germanAlt = film.altText(AltText(locale: .de))
        // README end
        #expect(filmAlt == "7.8 out of 10, 1,234 ratings")
        #expect(film.labelText == "7.8/10 (1,234)")
        #expect(film.displayedStars == 3.9)
        #expect(retina.pixelSize.width == 2 * film.pixelSize.width && retina.pixelSize.height == 2 * film.pixelSize.height)
        #expect(germanAlt.hasPrefix("7,8 von 10") && germanAlt.contains("1.234"), "\(germanAlt)")

        // README swift-snippet: fields-link-logo
        let dune = try BadgeSpec(rating: 4.5) {
            $0.fields = ["title": "Dune"]
            $0.label = try LabelSpec(template: "{title}: {rating}")
            $0.logo = BadgeLogo(.emoji("🎬"))
        }
        let duneAlt = try AltText(template: "{title}, rated {rating} of {max}", fields: ["title"])
        var svg = OutputSettings(format: .svg, altText: duneAlt, link: try BadgeLink("https://example.com/films/dune"))
        svg.svgIDs = .prefix(try SVGIDPrefix("dune"))   // default: a hash of the content
        let duneSVG = try renderer.bytes(for: dune, svg)
        // README end
        let duneText = String(decoding: duneSVG, as: UTF8.self)
        #expect(dune.labelText == "Dune: 4.5")
        #expect(dune.altText(duneAlt) == "Dune, rated 4.5 of 5")
        #expect(duneText.contains("<a href=\"https://example.com/films/dune\""))
        #expect(duneText.contains("<title>Dune, rated 4.5 of 5</title>"))
        #expect(duneText.contains("id=\"dune_0\""))
        #expect(duneText.contains("<image"), "the logo emoji is a picture in the SVG")

        // README swift-snippet: dark
        let day = try BadgeSpec(rating: 4) { $0.label = try LabelSpec(template: "{rating} of {max}") }
        let night = try day.darkVariant(DarkAppearance(onColor: try Color(parsing: "#FFD54F")))
        let pngs = try renderer.bytes(for: day, dark: night, OutputSettings())       // light and dark PNG
        let adaptive = try renderer.bytes(for: day, dark: night, OutputSettings(format: .svg)).light
        // README end
        #expect(pngs.light.starts(with: [0x89, 0x50, 0x4E, 0x47]) && pngs.dark?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(pngs.light != pngs.dark)
        #expect(String(decoding: adaptive, as: UTF8.self).contains("@media (prefers-color-scheme:dark)"))

        // README swift-snippet: markup
        let markup = BadgeMarkup(dune, images: [
            BadgeMarkup.Image(url: "badges/dune.png"),
            BadgeMarkup.Image(url: "badges/dune@2x.png", scale: 2),
            BadgeMarkup.Image(url: "badges/dune.dark.png", isDark: true),
        ], link: try BadgeLink("/films/dune"))
        let item = RatedItem(type: .movie, name: "Dune", url: "/films/dune", rating: AggregateRating(film))
        let page = markup!.picture + "\n" + item.script  // JSON-LD: the film with its rating nested
        let mail = markup!.email!                      // the 2x PNG at the 1x size, no srcset
        // README end
        let size = dune.pixelSize
        // Linked: no white space inside the <a> (it would be an underlined stray space).
        #expect(page == """
            <a href="/films/dune"><picture>\
            <source media="(prefers-color-scheme: dark)" srcset="badges/dune.dark.png 1x">\
            <img src="badges/dune.png" srcset="badges/dune.png 1x, badges/dune@2x.png 2x" \
            width="\(size.width)" height="\(size.height)" alt="4.5 out of 5 stars" loading="lazy" decoding="async">\
            </picture></a>
            <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Movie", "name": "Dune", \
            "url": "/films/dune", "aggregateRating": {"@type": "AggregateRating", \
            "ratingValue": 7.8, "bestRating": 10, "worstRating": 0, "ratingCount": 1234}}</script>
            """)
        #expect(mail == "<a href=\"/films/dune\"><img src=\"badges/dune@2x.png\" width=\"\(size.width)\" "
                + "height=\"\(size.height)\" alt=\"4.5 out of 5 stars\" border=\"0\"></a>")
    }

    @Test("BadgeMarkup escapes URLs and alt text; no light file, no markup")
    func markupEscapes() throws {
        let spec = try BadgeSpec(rating: 3)
        let made = try #require(BadgeMarkup(width: 10, height: 4, alt: "a \"b\" & <c>'", images: [
            BadgeMarkup.Image(url: "x.png?a=1&b='2'"),
        ], lazy: false))
        #expect(made.img == "<img src=\"x.png?a=1&amp;b=&#39;2&#39;\" width=\"10\" height=\"4\" alt=\"a &quot;b&quot; &amp; &lt;c&gt;&#39;\">")
        #expect(BadgeMarkup(spec, images: [BadgeMarkup.Image(url: "d.png", isDark: true)]) == nil)
        let svgOnly = try #require(BadgeMarkup(spec, images: [BadgeMarkup.Image(url: "s.svg", format: .svg)]))
        #expect(svgOnly.img.hasPrefix("<img src=\"s.svg\"") && svgOnly.email == nil)
    }
}
