import Testing
@testable import StarBadge
import StarColor

/// The adaptive SVG of a badge and its dark variant, and the text colour a
/// dark variant gets.
@Suite("SVG that follows the colour scheme; dark text colours")
struct SVGColorSchemeTests {
    @Test("the dark drawing's ids and references carry -dark; colours that look like ids do not")
    func suffixing() {
        let body = ##"<defs><path id="d10" d="M0 0"/></defs><use href="#d10" fill="#d10"/><g clip-path="url(#d10)"/>"##
        let renamed = String(decoding: SVGColorScheme.suffixingIDs(Array(body.utf8), "-dark"), as: UTF8.self)
        #expect(renamed == ##"<defs><path id="d10-dark" d="M0 0"/></defs><use href="#d10-dark" fill="#d10"/><g clip-path="url(#d10-dark)"/>"##)
    }

    @Test("a badge and its dark variant: one document, one title, both drawings, the media query")
    func document() throws {
        let spec = try BadgeSpec(rating: 2.5) { $0.label = try LabelSpec(template: "{rating}") }
        let dark = try spec.darkVariant(DarkAppearance(onColor: .white, background: Color(red: 0x16, green: 0x1B, blue: 0x22)))
        let output = OutputSettings(format: .svg)
        let files = try BadgeRenderer().bytes(for: spec, dark: dark, output)
        #expect(files.dark == nil)
        let svg = String(decoding: files.light, as: UTF8.self)
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>") || svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<title>").count == 2)
        #expect(svg.contains("@media (prefers-color-scheme:dark)"))
        #expect(svg.components(separatedBy: "<svg").count == 2)
        let light = String(decoding: try BadgeRenderer().bytes(for: spec, output), as: UTF8.self)
        #expect(svg.count > light.count)
    }

    @Test("the chosen text colour reaches 4.5:1 on every grey and colour where black or white can")
    func readableEverywhere() {
        for level in stride(from: 0, through: 255, by: 5) {
            for tint in [(1.0, 1.0, 1.0), (1.0, 0.2, 0.2), (0.2, 1.0, 0.3), (0.3, 0.3, 1.0)] {
                let c = Color(red: UInt8(Double(level) * tint.0), green: UInt8(Double(level) * tint.1),
                              blue: UInt8(Double(level) * tint.2))
                for background in [c, Color(red: c.red, green: c.green, blue: c.blue, alpha: 128), .transparent] {
                    let shown = Contrast.flattened(background, over: Contrast.darkPage)
                    let best = max(Contrast.ratio(.black, shown), Contrast.ratio(.white, shown))
                    let text = Contrast.readableText(on: background, over: Contrast.darkPage)
                    #expect(Contrast.ratio(text, shown) >= min(4.5, best), "\(background.hexString)")
                }
            }
        }
    }
}
