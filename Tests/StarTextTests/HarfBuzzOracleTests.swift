import Foundation
import Testing
import StarBadgeTestSupport
@testable import StarText

/// Our shaped lines against `hb-shape` (Debian libharfbuzz-bin), run as a
/// separate process: the same glyph ids, clusters and positions, for a
/// table of strings and fonts that between them need ligatures, GPOS
/// kerning and marks, Arabic joining, Indic reordering and conjuncts, Thai
/// marks and CJK. Each line is one run (one script, one direction), as
/// `hb-shape` shapes its input; sized at the font's units per em, so px are
/// font units and positions must agree exactly.
@Suite("HarfBuzz oracle")
struct HarfBuzzOracleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let font: DebianFonts.Font?
        let direction: TextDirection
        let script: String
        let language: String
        var testDescription: String { "\(text) in \((font?.path ?? "DejaVuSans.ttf").split(separator: "/").last ?? "")" }
    }

    static let cases: [Case] = [
        Case(text: "AVATAR To", font: nil, direction: .leftToRight, script: "latn", language: "en"),
        Case(text: "office affine", font: DebianFonts.notoSerif, direction: .leftToRight, script: "latn", language: "en"),
        Case(text: "Rating: 4.5/5", font: DebianFonts.notoSans, direction: .leftToRight, script: "latn", language: "en"),
        Case(text: "ắ ǘ q̣̇", font: DebianFonts.notoSans, direction: .leftToRight, script: "latn", language: "vi"),
        Case(text: "تقييم المنتج", font: DebianFonts.notoSansArabic, direction: .rightToLeft, script: "arab", language: "ar"),
        Case(text: "דירוג", font: DebianFonts.notoSansHebrew, direction: .rightToLeft, script: "hebr", language: "he"),
        Case(text: "हिन्दी रेटिंग क्षत्रिय", font: DebianFonts.notoSansDevanagari, direction: .leftToRight, script: "deva", language: "hi"),
        Case(text: "การให้คะแนน", font: DebianFonts.notoSansThai, direction: .leftToRight, script: "thai", language: "th"),
        Case(text: "評価 星", font: DebianFonts.droidSansFallback, direction: .leftToRight, script: "hani", language: "ja"),
    ]

    @Test("glyph ids, clusters and positions equal hb-shape's",
          .needs(fonts: cases.compactMap(\.font), tools: [DebianTools.hbShape]), arguments: cases)
    func matchesHBShape(_ sample: Case) throws {
        let path = sample.font?.path ?? (TestFonts.dejaVuSansPath)
        let face = try #require(try? FontFace(contentsOfFile: path), "missing \(sample.font?.description ?? path)")
        let line = try TextLine(sample.text, fonts: FontChain(face, usesSystemFonts: false), pixelSize: Double(face.unitsPerEm),
                                direction: sample.direction, language: sample.language)
        #expect(line.isRightToLeft == (sample.direction == .rightToLeft))
        let theirs = try Self.hbShape(path: path, sample)
        #expect(!theirs.isEmpty && line.glyphs.count == theirs.count, "\(line.glyphs.count) glyphs, hb-shape \(theirs.count)")
        #expect(!line.glyphs.contains { $0.glyph.isMissing }, "the font lacks a character")
        #expect(line.glyphs.map(\.glyph.rawValue) == theirs.map(\.glyph), "glyph ids")
        #expect(line.glyphs.map(\.cluster) == theirs.map(\.cluster), "clusters")
        var pen = 0.0
        for (ours, expected) in zip(line.glyphs, theirs) {
            #expect(abs(ours.x - (pen + expected.dx)) <= 1.0 / 64 && abs(ours.y + expected.dy) <= 1.0 / 64,
                    "glyph \(expected.glyph): ours (\(ours.x), \(ours.y)), hb-shape (\(pen + expected.dx), \(-expected.dy))")
            #expect(abs(ours.advance - expected.ax) <= 1.0 / 64)
            pen += expected.ax
        }
        #expect(abs(line.advanceWidth - pen) <= 1.0 / 64)
    }

    struct Shaped { let glyph: UInt32; let cluster: Int; let dx: Double; let dy: Double; let ax: Double }

    static func hbShape(path: String, _ sample: Case) throws -> [Shaped] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = ["--output-format=json", "--no-glyph-names", "--bot", "--eot",
                             "--direction=\(sample.direction == .rightToLeft ? "rtl" : "ltr")",
                             "--script=\(sample.script)", "--language=\(sample.language)", path, sample.text]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "hb-shape failed (Debian libharfbuzz-bin)")
        let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]], "hb-shape printed no JSON")
        return glyphs.map { item in
            func number(_ key: String) -> Double { (item[key] as? NSNumber)?.doubleValue ?? .nan }
            return Shaped(glyph: UInt32(number("g")), cluster: Int(number("cl")), dx: number("dx"), dy: number("dy"), ax: number("ax"))
        }
    }
}
