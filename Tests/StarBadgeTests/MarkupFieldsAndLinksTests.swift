import Testing
import StarBadge

/// The caller's own template fields (`{title}`) through the label, value
/// text and alt text, still checked; and the links a badge may have.
@Suite("Markup: template fields and links in the library")
struct MarkupFieldsAndLinksTests {
    static func label(_ template: String) throws -> LabelSpec {
        LabelSpec(template: template, fonts: FontChain(try FontLibrary.defaultFace()))
    }

    @Test("a template names fields given by name; any other name is still refused, listing the fields")
    func templateFields() throws {
        let template = try TextTemplate(parsing: "{title}: {rating} {{x}} {title}", fields: ["title", "year"])
        #expect(template.fieldNames == ["title"])
        #expect(template.filled({ _ in "4" }, fields: ["title": "Dune"]) == "Dune: 4 {x} Dune")
        let error = try #require(throws: TextTemplateError.self) { try TextTemplate(parsing: "{titel}", fields: ["title", "year"]) }
        #expect(error.description.contains("unknown placeholder '{titel}'") && error.description.contains("and the fields {title}, {year}"))
        #expect(throws: TextTemplateError.self) { try TextTemplate(parsing: "{title}") }
        #expect(TextTemplate.fieldNames(in: "{a}{{b}}{rating}{a}{c}") == ["a", "c"])
        #expect(TextTemplate.fieldNames(in: "{a") == nil)
    }

    @Test("the label, value text and alt text show the badge's fields")
    func shown() throws {
        let label = try Self.label("{title}: {rating}")
        let spec = try BadgeSpec(rating: 4) {
            $0.label = label
            $0.fields = ["title": "Dune"]
        }
        #expect(spec.labelText == "Dune: 4")
        let alt = try AltText(template: "{title}, rated {rating} of {max}", fields: ["title"])
        #expect(spec.altText(alt) == "Dune, rated 4 of 5")
        let flat = try BadgeSpec(rating: 3) {
            $0.style = .flat
            $0.value = try Self.label("{year}")
            $0.fields = ["year": "1984"]
        }
        #expect(flat.placedTexts.map(\.text).contains("1984"))
    }

    @Test("a field the label shows without a value, a field named as a placeholder, a value with a line break are refused")
    func refused() throws {
        let label = try Self.label("{title}")
        let missing = try #require(throws: BadgeError.self) { try BadgeDesign { $0.label = label } }
        #expect(missing.setting == .label && "\(missing)".contains("unknown placeholder '{title}'"), "\(missing)")
        let clash = try #require(throws: BadgeError.self) { try BadgeDesign { $0.fields = ["max": "9"] } }
        #expect("\(clash)".contains("is the name of the placeholder {max}"))
        let broken = try #require(throws: BadgeError.self) {
            try BadgeDesign {
                $0.label = label
                $0.fields = ["title": "a\nb"]
            }
        }
        #expect(broken.setting == .label)
    }

    @Test("links: http, https, mailto and relative URLs are kept as given", arguments: [
        "https://example.com/r?a=1&b=2#x", "http://example.com", "HTTPS://EXAMPLE.COM", "mailto:a@example.com",
        "/reviews", "reviews/a", "../a", "#ratings", "?page=2", "./a:b", "/a:b", "https://例え.jp/星",
    ])
    func accepted(url: String) throws {
        #expect(try BadgeLink(url).url == url)
    }

    @Test("links: other schemes, spaces, controls, bidi controls and backslashes are refused", arguments: [
        "javascript:alert(1)", " javascript:alert(1)", "JAVASCRIPT:x", "java\tscript:x", "data:text/html,<b>", "file:///etc",
        "vbscript:x", "a:b", "//example.com/a", "https:example.com", "http://", "https://a/<x>", "/%zz", "https://a b", "https://a\u{7}", "https://a\u{202E}b", "https://a\u{85}", "\\\\host\\a", "",
        String(repeating: "a", count: BadgeLink.maxLength + 1),
    ])
    func refusedLinks(url: String) throws {
        let error = try #require(throws: BadgeError.self) { try BadgeLink(url) }
        #expect(error.setting == .link)
    }

    @Test("an SVG with a link is an <a href> around the drawing, the URL escaped, the link named")
    func svgLink() throws {
        let spec = try BadgeSpec(rating: 3)
        let link = try BadgeLink("https://example.com/?a=1&b=%22x%22")
        // One id prefix for both: content-hashed ids would differ with the link.
        let ids = SVGIDs.prefix(try SVGIDPrefix("b"))
        let svg = String(decoding: try BadgeRenderer().svg(for: spec, ids: ids, link: link), as: UTF8.self)
        let plain = String(decoding: try BadgeRenderer().svg(for: spec, ids: ids), as: UTF8.self)
        let name = " aria-label=\"3 out of 5 stars\"><title>3 out of 5 stars</title>"
        let open = " role=\"none\"><a href=\"https://example.com/?a=1&amp;b=%22x%22\"" + name
            + "<g aria-hidden=\"true\">"
        #expect(svg.contains(open) && svg.hasSuffix("</g></a></svg>\n"))
        #expect(svg.replacing(open, with: " role=\"img\"" + name).replacing("</g></a></svg>", with: "</svg>") == plain)
    }
}

