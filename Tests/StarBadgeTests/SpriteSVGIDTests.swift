import Testing
import StarBadge
import StarColor

/// A sprite sheet's SVG names its states' drawings with the document's id
/// prefix, so different sheets inlined in one page never draw each other's
/// states (issue 32, item 4); the views stay the class names a page addresses.
@Suite("Sprite sheet SVG ids")
struct SpriteSVGIDTests {
    static func svg(_ color: String, ids: SVGIDs) throws -> String {
        let design = try BadgeDesign(BadgeSettings().with { $0.onColorScale = .constant(try Color(parsing: color)) })
        let sheet = try SpriteSheet(design: design, step: 0.5)
        return String(decoding: try sheet.svg(ids: ids), as: UTF8.self)
    }

    static func ids(_ svg: String) -> Set<String> { Set(svg.matches(of: /\sid="([^"]+)"/).map { String($0.1) }) }
    static func references(_ svg: String) -> [String] { svg.matches(of: /(?:href="#|url\(#)([^")]+)/).map { String($0.1) } }
    static func views(_ svg: String) -> Set<String> { Set(svg.matches(of: /<view id="([^"]+)"/).map { String($0.1) }) }

    @Test("two sheets, by content hash or by prefix: every reference resolves in its own document, no definition shared",
          arguments: [(SVGIDs.contentHash, SVGIDs.contentHash),
                      (.prefix(try! SVGIDPrefix("red")), .prefix(try! SVGIDPrefix("blue")))])
    func sheetsApart(first: SVGIDs, second: SVGIDs) throws {
        let red = try Self.svg("red", ids: first), blue = try Self.svg("blue", ids: second)
        for svg in [red, blue] {
            let defined = Self.ids(svg)
            for reference in Self.references(svg) { #expect(defined.contains(reference), "\(reference)") }
        }
        let shared = Self.ids(red).subtracting(Self.views(red)).intersection(Self.ids(blue))
        #expect(shared.isEmpty, "\(shared.sorted().prefix(5))")
        // The views keep the class names: sheet.svg#stars-3-5 still addresses a state.
        #expect(Self.views(red).contains("stars-3-5"))
    }

    @Test("with a prefix, every definition's id starts with it")
    func prefixEverywhere() throws {
        let svg = try Self.svg("red", ids: .prefix(try SVGIDPrefix("sheet1")))
        for id in Self.ids(svg).subtracting(Self.views(svg)) { #expect(id.hasPrefix("sheet1_"), "\(id)") }
    }
}
