import Foundation
import Testing
@testable import StarBadge
import StarBadgeTestSupport

/// Texts in an SVG: markup characters are escaped scalar by scalar, so a
/// combining mark after `&`, `<` or `"` (one Character with it) cannot
/// leave the markup character raw.
@Suite("SVG escaping")
struct SVGEscapingTests {
    /// Occurrences of `needle` in `text`, byte by byte (a combining mark
    /// after it does not hide it, as it would from a Character search).
    static func occurrences(of needle: String, in text: String) -> Int {
        let bytes = Array(text.utf8), pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return 0 }
        return (0...(bytes.count - pattern.count)).filter { Array(bytes[$0..<$0 + pattern.count]) == pattern }.count
    }

    @Test("an alt text of markup characters with combining marks stays text",
          arguments: ["&\u{301}", "<\u{301}b", "\"\u{301} onload=\"x", ">\u{20DD}", "a & b < c > d \" e ' f"])
    func combiningMarks(_ text: String) throws {
        let spec = try BadgeSpec(rating: 3)
        let svg = String(decoding: try BadgeRenderer().svg(for: spec, altText: AltText(template: text)), as: UTF8.self)
        let bytes = Array(svg.utf8), open = Array("<title>".utf8), close = Array("</title>".utf8)
        let start = try #require((0..<bytes.count).first { Array(bytes[$0..<min(bytes.count, $0 + open.count)]) == open }) + open.count
        let end = try #require((start..<bytes.count).first { Array(bytes[$0..<min(bytes.count, $0 + close.count)]) == close })
        let title = String(decoding: bytes[start..<end], as: UTF8.self)
        // Every & starts an entity.
        let ampersands = title.unicodeScalars.filter { $0 == "&" }.count
        let entities = ["&amp;", "&lt;", "&gt;", "&quot;"].map { Self.occurrences(of: $0, in: title) }.reduce(0, +)
        #expect(ampersands == entities, "\(title)")
        #expect(!title.unicodeScalars.contains("<") && !title.unicodeScalars.contains(">") && !title.unicodeScalars.contains("\""),
                "\(title)")
        #expect(Self.occurrences(of: "aria-label=\"\(title)\"", in: svg) == 1, "the aria-label ends early: \(svg.prefix(300))")
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("b.svg")
        try Data(svg.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", file.path, "-o", folder.appendingPathComponent("b.png").path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "librsvg refused the SVG: \(svg.prefix(300))")
    }

    @Test("a family name in font-family: plain, or quoted with its quotes and backslashes escaped")
    func familyNames() {
        #expect(CSSFontFamily.name("DejaVuSans") == "DejaVuSans")
        #expect(CSSFontFamily.name("DejaVu Sans") == "'DejaVu Sans'")
        #expect(CSSFontFamily.name("A' B") == "'A\\' B'")
        #expect(CSSFontFamily.name("back\\slash") == "'back\\\\slash'")
        #expect(CSSFontFamily.name("3D") == "'3D'")
    }
}
