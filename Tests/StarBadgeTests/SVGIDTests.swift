import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport
import StarGeometry

/// SVG ids never clash between different badges inlined in one HTML page:
/// they carry a hash of the document (or the caller's prefix), and every
/// reference names a definition of its own document.
/// (`Scripts/inline-svg-check.sh` draws 50 such badges in Chromium.)
@Suite("SVG ids")
struct SVGIDTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func ids(_ svg: String) -> [String] {
        svg.matches(of: /\sid="([^"]+)"/).map { String($0.1) }
    }

    static func references(_ svg: String) -> [String] {
        svg.matches(of: /(?:href="#|url\(#)([^")]+)/).map { String($0.1) }
    }

    static func badges() throws -> [BadgeSpec] {
        let font = try FontLibrary.defaultFace()
        let medal = try StarImageTests.image("medal-full.png")
        return [
            try BadgeSpec(rating: 3.5),
            try BadgeSpec(rating: 4.5),
            try BadgeSpec(rating: 3.37) { $0.fillMode = .precise },
            try BadgeSpec(rating: 2.5) { $0.shape = .heart },
            try BadgeSpec(rating: 4) { $0.label = LabelSpec(template: "Rating: {rating}", font: font) },
            try BadgeSpec(rating: 2.6) { $0.fillMode = .precise; $0.images = StarImages(full: medal) },
        ]
    }

    @Test("two different badges' SVGs share no id, and each names only its own definitions")
    func differentBadgesShareNoID() throws {
        let renderer = BadgeRenderer()
        let svgs = try Self.badges().map { Self.text(try renderer.svg(for: $0)) }
        for (i, svg) in svgs.enumerated() {
            let ids = Self.ids(svg)
            #expect(!ids.isEmpty, "badge \(i) defines nothing: \(svg)")
            #expect(Set(ids).count == ids.count, "badge \(i) defines an id twice")
            #expect(Set(Self.references(svg)).isSubset(of: Set(ids)), "badge \(i) names an id it does not define")
            for other in svgs.indices where other > i {
                let shared = Set(ids).intersection(Self.ids(svgs[other]))
                #expect(shared.isEmpty, "badges \(i) and \(other) both define \(shared)")
            }
        }
    }

    @Test("the same badge gets the same ids: s, eight letters or digits of its hash, a number")
    func sameBadgeSameIDs() throws {
        let spec = try BadgeSpec(rating: 3.5)
        let a = Self.text(try BadgeRenderer().svg(for: spec)), b = Self.text(try BadgeRenderer().svg(for: spec))
        #expect(a == b)
        let ids = Self.ids(a)
        #expect(ids.count == 2)
        #expect(ids.allSatisfy { $0.wholeMatch(of: /s[a-z2-7]{8}[0-9]+/) != nil }, "\(ids)")
        #expect(Set(ids.map { $0.prefix(9) }).count == 1)
    }

    @Test("a caller's prefix names every definition, in a badge and in a sprite sheet")
    func callerPrefix() throws {
        let prefix = try SVGIDPrefix("rating-badge.1")
        let spec = try BadgeSpec(rating: 3.5)
        let svg = Self.text(try SVGWriter(ids: .prefix(prefix)).document(for: spec.scene, title: nil))
        #expect(Self.ids(svg) == ["rating-badge.1_0", "rating-badge.1_1"])
        let sheet = try SpriteSheet(design: spec.design, step: 0.5)
        let sheetSVG = Self.text(try sheet.svg(ids: .prefix(prefix)))
        let definitions = Self.ids(sheetSVG).filter { $0.hasPrefix("rating-badge.1_") }
        #expect(!definitions.isEmpty)
        #expect(Set(Self.references(sheetSVG)).isSubset(of: Set(Self.ids(sheetSVG))))
    }

    @Test("a prefix is an XML name without a colon, at most 64 characters",
          arguments: ["", "1badge", "-x", "a:b", "a b", "a\"b", "a<b", "é\u{0}", String(repeating: "x", count: 65)])
    func badPrefix(text: String) {
        #expect(throws: SVGIDPrefix.Problem.self) { try SVGIDPrefix(text) }
    }

    @Test("letters of any script, digits, '-', '_' and '.' make a prefix", arguments: ["b", "_x", "badge-2.v_3", "Étoile", "星", String(repeating: "x", count: 64)])
    func goodPrefix(text: String) throws {
        #expect(try SVGIDPrefix(text).text == text)
    }
}
