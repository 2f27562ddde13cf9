import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// README's "Every option from Swift" blocks, run: the lines between each
/// `// README swift-snippet: NAME` and `// README end` below are the
/// README's block of that name (indentation aside), and what they make is checked.
@Suite("README: every option from Swift")
struct ReadmeSwiftSnippetTests {
    @Test("each README snippet is the code this test runs")
    func snippetsAreReadme() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let names = readme.components(separatedBy: "<!-- swift-snippet: ").dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(names == ["scale-and-count", "fields-link-logo", "dark", "markup"])
        for name in names {
            let after = try #require(readme.range(of: "<!-- swift-snippet: \(name) -->\n```swift\n")).upperBound
            let end = try #require(readme.range(of: "\n```\n", range: after..<readme.endIndex)).lowerBound
            let start = try #require(source.range(of: "// README swift-snippet: \(name)\n")).upperBound
            let stop = try #require(source.range(of: "\n        // README end", range: start..<source.endIndex)).lowerBound
            let here = source[start..<stop].split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("        ") ? $0.dropFirst(8) : $0 }.joined(separator: "\n")
            #expect(here == readme[after..<end], "README block '\(name)' and the test's copy differ")
        }
    }

    @Test("the snippets make what README says they make")
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
            $0.label = try LabelSpec(template: "{title}: {rating}", fields: ["title"])
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
        let page = markup!.picture + "\n" + AggregateRating(film).script
        let mail = markup!.email!                      // the 2x PNG at the 1x size, no srcset
        // README end
        let size = dune.pixelSize
        #expect(page == """
            <a href="/films/dune"><picture>
              <source media="(prefers-color-scheme: dark)" srcset="badges/dune.dark.png 1x">
              <img src="badges/dune.png" srcset="badges/dune.png 1x, badges/dune@2x.png 2x" \
            width="\(size.width)" height="\(size.height)" alt="4.5 out of 5 stars" loading="lazy" decoding="async">
            </picture></a>
            <script type="application/ld+json">{"@context": "https://schema.org", "@type": "AggregateRating", \
            "ratingValue": 7.8, "bestRating": 10, "worstRating": 0, "ratingCount": 1234}</script>
            """)
        #expect(mail == "<a href=\"/films/dune\"><img src=\"badges/dune@2x.png\" width=\"\(size.width)\" "
                + "height=\"\(size.height)\" alt=\"4.5 out of 5 stars\"></a>")
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
