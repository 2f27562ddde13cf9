import Foundation
import Testing
@testable import StarBadge
import StarColor
import StarBadgeTestSupport

/// Where an SVG badge's accessible name and role sit: an unlinked badge is
/// an image named by its alt text (`role="img"`, `aria-label`, `<title>`);
/// a linked one is a link named by it, its root and drawing presentational
/// (the children of `role="img"` are, so a link inside one was exposed by
/// Chromium unnamed, inside an image). `Scripts/a11y-check.sh` checks the
/// same in Chromium's accessibility tree; these check the markup.
@Suite("SVG accessible names")
struct SVGAccessibilityTests {
    static let ids = SVGIDs.prefix(try! SVGIDPrefix("b"))
    static let root = #"<svg xmlns="http://www.w3.org/2000/svg" width="144" height="32" viewBox="0 0 144 32""#

    static func svg(_ spec: BadgeSpec, _ output: OutputSettings) throws -> String {
        var output = output
        output.format = .svg
        output.svgIDs = ids
        return String(decoding: try BadgeRenderer().bytes(for: spec, output), as: UTF8.self)
    }

    /// How many times `needle` occurs in `text`, byte by byte.
    static func count(_ needle: String, in text: String) -> Int {
        let bytes = Array(text.utf8), pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return 0 }
        return (0...(bytes.count - pattern.count)).filter { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }.count
    }

    @Test("unlinked: the root is an image named by the alt text, its title first")
    func unlinked() throws {
        let svg = try Self.svg(try BadgeSpec(rating: 3.5), OutputSettings())
        #expect(svg.hasPrefix(Self.root + #" role="img" aria-label="3.5 out of 5 stars"><title>3.5 out of 5 stars</title><defs>"#))
        #expect(Self.count("<a", in: svg) == 0 && Self.count("aria-hidden", in: svg) == 0)
        #expect(svg.hasSuffix("/></svg>\n"))
    }

    @Test("linked: a presentational root, the <a> named by the alt text, the drawing hidden from assistive technology")
    func linked() throws {
        let link = try BadgeLink("https://example.com/films/1?a=1&b=2")
        let spec = try BadgeSpec(rating: 3.5)
        let svg = try Self.svg(spec, OutputSettings(link: link))
        let opening = Self.root + #" role="none"><a href="https://example.com/films/1?a=1&amp;b=2""#
            + #" aria-label="3.5 out of 5 stars"><title>3.5 out of 5 stars</title><g aria-hidden="true"><defs>"#
        #expect(svg.hasPrefix(opening), "\(svg.prefix(400))")
        #expect(svg.hasSuffix("</g></a></svg>\n"))
        #expect(Self.count("role=", in: svg) == 1 && Self.count("<a ", in: svg) == 1 && Self.count("<title>", in: svg) == 1)
        #expect(Self.count(#"role="img""#, in: svg) == 0)
        // Nothing else changes: the same definitions and drawing as unlinked, inside the link.
        let plain = try Self.svg(spec, OutputSettings())
        let named = #" aria-label="3.5 out of 5 stars"><title>3.5 out of 5 stars</title>"#
        let unwrapped = svg.replacing(#" role="none"><a href="https://example.com/films/1?a=1&amp;b=2""# + named
                                          + #"<g aria-hidden="true">"#, with: #" role="img""# + named)
            .replacing("</g></a></svg>", with: "</svg>")
        #expect(unwrapped == plain)
    }

    @Test("a link keeps its name without metadata (a link needs one); an unlinked SVG has none")
    func linkedWithoutMetadata() throws {
        let spec = try BadgeSpec(rating: 2)
        let link = try BadgeLink("/reviews")
        let svg = try Self.svg(spec, OutputSettings(metadata: false, link: link))
        #expect(svg.contains(#"<a href="/reviews" aria-label="2 out of 5 stars"><title>2 out of 5 stars</title>"#))
        #expect(OutputSettings(format: .svg, metadata: false, link: link).storedAltText(of: spec) == "2 out of 5 stars")
        #expect(OutputSettings(format: .png, metadata: false, link: link).storedAltText(of: spec) == nil)
        let bare = try Self.svg(spec, OutputSettings(metadata: false))
        #expect(bare.hasPrefix(Self.root + "><defs>") && !bare.contains("aria-label") && !bare.contains("<title>"))
    }

    @Test("the writer given a link and no title: the link unnamed, the drawing still hidden")
    func linkedWithoutTitle() throws {
        let writer = SVGWriter(ids: Self.ids)
        let bytes = try writer.document(for: try BadgeSpec(rating: 1).scene, title: nil, link: try BadgeLink("#top"))
        let svg = String(decoding: bytes, as: UTF8.self)
        #expect(svg.hasPrefix(Self.root + ##" role="none"><a href="#top"><g aria-hidden="true"><defs>"##))
        #expect(svg.hasSuffix("</g></a></svg>\n"))
    }

    @Test("markup in the alt text stays text: the hidden group found is the drawing's")
    func escaped() throws {
        let alt = try AltText(template: #"<g aria-hidden="true"> & "{rating}""#)
        let link = try BadgeLink("/a?x='1'&y=2")
        let spec = try BadgeSpec(rating: 4)
        let dark = try spec.darkVariant(DarkAppearance(onColor: .white))
        var output = OutputSettings(format: .svg, altText: alt, link: link)
        output.svgIDs = Self.ids
        let svg = String(decoding: try BadgeRenderer().bytes(for: spec, dark: dark, output).light, as: UTF8.self)
        let name = "&lt;g aria-hidden=&quot;true&quot;&gt; &amp; &quot;4&quot;"
        #expect(svg.hasPrefix(Self.root + #" role="none"><a href="/a?x='1'&amp;y=2" aria-label=""# + name
                              + #""><title>"# + name + #"</title><g aria-hidden="true"><style>"#), "\(svg.prefix(400))")
        #expect(Self.count(#"<g aria-hidden="true">"#, in: svg) == 1)
    }

    @Test("adaptive, linked: one link named once, holding both drawings in the hidden group")
    func adaptiveLinked() throws {
        let spec = try BadgeSpec(rating: 2.5) { $0.label = try LabelSpec(template: "{rating}") }
        let dark = try spec.darkVariant(DarkAppearance(onColor: .white, background: Color(red: 0x16, green: 0x1B, blue: 0x22)))
        var output = OutputSettings(format: .svg, link: try BadgeLink("https://example.com/r"))
        output.svgIDs = Self.ids
        let svg = String(decoding: try BadgeRenderer().bytes(for: spec, dark: dark, output).light, as: UTF8.self)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width=""#))
        let opening = #" role="none"><a href="https://example.com/r" aria-label="2.5 out of 5 stars">"#
            + #"<title>2.5 out of 5 stars</title><g aria-hidden="true"><style>"#
        #expect(svg.contains(opening), "\(svg.prefix(400))")
        #expect(Self.count("<a ", in: svg) == 1 && Self.count("</a>", in: svg) == 1 && Self.count("<title>", in: svg) == 1)
        #expect(Self.count("aria-label", in: svg) == 1 && Self.count("role=", in: svg) == 1)
        #expect(Self.count(#"<g aria-hidden="true">"#, in: svg) == 1)
        // Both drawings inside the one link, each with its own definitions.
        let light = try #require(svg.range(of: #"<g class="starbadge-light"><defs>"#))
        let darkGroup = try #require(svg.range(of: #"</g><g class="starbadge-dark"><defs>"#))
        let linkStart = try #require(svg.range(of: "<a ")), linkEnd = try #require(svg.range(of: "</a>"))
        #expect(linkStart.upperBound < light.lowerBound && light.upperBound < darkGroup.lowerBound
                && darkGroup.upperBound < linkEnd.lowerBound)
        #expect(svg.hasSuffix("</g></g></a></svg>"))
    }

    @Test("adaptive, unlinked: the image's name and title once, as before")
    func adaptiveUnlinked() throws {
        let spec = try BadgeSpec(rating: 2.5)
        let dark = try spec.darkVariant(DarkAppearance(onColor: .white))
        var output = OutputSettings(format: .svg)
        output.svgIDs = Self.ids
        let svg = String(decoding: try BadgeRenderer().bytes(for: spec, dark: dark, output).light, as: UTF8.self)
        #expect(svg.hasPrefix(Self.root + #" role="img" aria-label="2.5 out of 5 stars"><title>2.5 out of 5 stars</title><style>"#))
        #expect(Self.count("<title>", in: svg) == 1 && Self.count("aria-label", in: svg) == 1 && !svg.contains("aria-hidden"))
        #expect(svg.hasSuffix("</g></svg>"))
    }

    @Test("texts written as <text> are hidden from assistive technology (Chromium exposes them even inside role=img)")
    func textElements() throws {
        let spec = try BadgeSpec(rating: 4) { $0.label = try LabelSpec(template: "Reviews {rating}") }
        for link in [nil, try BadgeLink("/r")] {
            var output = OutputSettings(svgTextMode: .fonts, link: link)
            output.format = .svg
            let svg = try Self.svg(spec, output)
            #expect(Self.count("<text", in: svg) >= 1)
            #expect(Self.count("<text", in: svg) == Self.count(#"<text aria-hidden="true""#, in: svg))
        }
    }

    @Test("a sprite sheet is as before: no role or name on the sheet, each state's symbol titled")
    func spriteSheet() throws {
        let sheet = try SpriteSheet(design: BadgeDesign(), ratings: [1, 2.5])
        let svg = String(decoding: try BadgeRenderer().bytes(for: sheet, OutputSettings(format: .svg)), as: UTF8.self)
        #expect(!svg.contains("role=") && !svg.contains("aria-") && !svg.contains("<a "))
        #expect(Self.count("<title>", in: svg) == 2 && svg.contains("<title>2.5 out of 5 stars</title>"))
    }

    @Test("a linked badge draws as the unlinked one (librsvg, pixel for pixel)", .needs(DebianTools.rsvgConvert))
    func linkedLooksTheSame() throws {
        let spec = try BadgeSpec(rating: 3.5) { $0.label = try LabelSpec(template: "{rating}") }
        let dark = try spec.darkVariant(DarkAppearance(onColor: .white))
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = OutputSettings(format: .svg)
        let size = spec.pixelSize
        var images: [[Double]] = []
        for link in [nil, try BadgeLink("https://example.com/")] {
            output.link = link
            let file = folder.appendingPathComponent(link == nil ? "plain.svg" : "linked.svg")
            try Data(try BadgeRenderer().bytes(for: spec, dark: dark, output).light).write(to: file)
            images.append(try SVGOutputTests.rasterised(file, width: size.width, height: size.height, factor: 1))
        }
        #expect(images[0] == images[1])
    }
}
