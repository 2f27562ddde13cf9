import Foundation
import Testing
import StarBadge
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// One golden fixture: `Fixtures/render/<name>.json` holds the `starbadge
/// render` arguments, `<name>.png` the expected image. File arguments
/// (fonts, pictures) are relative to the package root, as when running
/// `starbadge render` there.
struct RenderFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    var testDescription: String { name }

    /// Options whose value is a file.
    static let fileOptions: Set<String> = ["--font", "--shape-font", "--full-image", "--half-image", "--empty-image",
                                               "--logo"]

    /// The arguments with file values made absolute (tests do not run in
    /// the package root); a font given by family name (no slash, no dot) stays.
    var resolvedArguments: [String] {
        var result = arguments
        for i in result.indices.dropFirst() where Self.fileOptions.contains(result[i - 1]) && !result[i].hasPrefix("/")
            && (result[i].contains("/") || result[i].contains(".")) {
            result[i] = PackagePaths.root.appendingPathComponent(result[i]).path
        }
        return result
    }

    /// The Debian fonts the arguments name by path (none: the fixture needs
    /// only the package's own fonts).
    var debianFontPaths: [String] {
        arguments.filter { $0.hasPrefix(DebianFonts.folder) }
    }

    static let folder = PackagePaths.fixtures.appendingPathComponent("render")

    /// The fixtures drawn with the package's own fonts alone, and those that
    /// also need Debian fonts (run where those are installed).
    static var ownFonts: [RenderFixture] { all.filter { $0.debianFontPaths.isEmpty } }
    static var withDebianFonts: [RenderFixture] { all.filter { !$0.debianFontPaths.isEmpty } }
    static var debianFonts: [DebianFonts.Font] {
        withDebianFonts.flatMap(\.debianFontPaths).compactMap(DebianFonts.font(atPath:))
    }

    static var all: [RenderFixture] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            struct Spec: Decodable { let args: [String] }
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
                  let spec = try? JSONDecoder().decode(Spec.self, from: data) else { return nil }
            return RenderFixture(name: String(file.dropLast(5)), arguments: spec.args)
        }
    }
}

@Suite("Golden images of starbadge render")
struct GoldenRenderTests {
    @Test("the fixture set is complete")
    func fixturesExist() {
        let names = Set(RenderFixture.all.map(\.name))
        for required in ["default-0", "default-0.5", "default-3.5", "default-5", "precise-3.37",
                         "stars-3", "stars-4", "stars-7", "stars-10", "points-4", "points-6",
                         "inner-ratio-0.5", "scale-2", "scale-3", "size-6", "size-256",
                         // Styles (issue 4) and glyph stars (issue 3).
                         "shape-heart", "shape-circle", "shape-hexagon", "shape-svg-path", "glyph-dejavu-half",
                         "glyph-dejavu-precise", "glyph-fontawesome-half", "glyph-fontawesome-precise", "rtl-3.5",
                         "rtl-precise-2.3", "area-4.3", "ramp-2", "outline-empty", "star-border", "rounded-tips",
                         "seed-editview", "seed-apple-rating", "fit-width", "fit-frame-label", "images-full-empty",
                         "images-half", "style-flat", "style-flat-square", "style-for-the-badge",
                         // shields' plastic and social (issue 25), left to right and right to left.
                         "style-plastic", "style-plastic-rtl", "style-social", "style-social-rtl",
                         // Logos (issue 25): a picture, a glyph, an emoji, in plain and shields styles, right to left.
                         "logo-plain-png", "logo-plain-alone", "logo-flat-glyph", "logo-for-the-badge-emoji",
                         "logo-social", "logo-rtl",
                         // Accessible colours and legible labels (issue 36).
                         "palette-accessible-3.5", "palette-accessible-light-1.5", "palette-accessible-dark-4.5",
                         "label-ellipsis", "label-ellipsis-arabic", "label-shrink",
                         // SVG logos (issue 36): one path, basic shapes under transforms, a shields style.
                         "logo-plain-svg", "logo-flat-svg-shapes", "logo-social-svg"] {
            #expect(names.contains(required), "missing fixture \(required)")
        }
    }

    @Test("a fixture names a Debian font only by a path DebianFonts knows, so its package is named when missing",
          arguments: RenderFixture.withDebianFonts)
    func debianFontsKnown(fixture: RenderFixture) {
        for path in fixture.debianFontPaths {
            #expect(DebianFonts.font(atPath: path) != nil, "\(path) is not in Tests/Support/DebianFonts.swift")
        }
    }

    @Test("renders exactly like its golden image", arguments: RenderFixture.ownFonts)
    func matchesGolden(fixture: RenderFixture) throws {
        try Self.check(fixture)
    }

    @Test("renders exactly like its golden image, with Debian fonts", .needs(fonts: RenderFixture.debianFonts, tools: []),
          arguments: RenderFixture.withDebianFonts)
    func matchesGoldenWithDebianFonts(fixture: RenderFixture) throws {
        try Self.check(fixture)
    }

    static func check(_ fixture: RenderFixture) throws {
        try FixtureImages.ensure()
        let parsed = try ArgumentParser(command: "render", options: RenderCommand.options).parse(fixture.resolvedArguments)
        let spec = try RenderCommand.badgeSpec(from: parsed)
        let renderer = BadgeRenderer()
        let image = renderer.image(for: spec)
        let golden = RenderFixture.folder.appendingPathComponent("\(fixture.name).png")
        if let failure = GoldenImage.compare(image, with: golden) {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
