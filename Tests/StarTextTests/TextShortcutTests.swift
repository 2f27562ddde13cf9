import Testing
import CHarfBuzz
@testable import StarText

/// Each shortcut a new line takes (plain ASCII without grapheme breaking,
/// left-to-right text without FriBidi, ASCII glyph bits instead of the
/// character map) gives what the general path gives, on random texts.
@Suite struct TextShortcutTests {
    /// Scalars below the first right-to-left block: letters, digits,
    /// controls, marks, punctuation of every bidi class that occurs there.
    private static let leftToRightPool: [UInt32] = Array(0x00...0x7F) + [0x85, 0xA0, 0xAB, 0xB2, 0xBB, 0xC9, 0x2BC,
                                                                         0x300, 0x301, 0x36F, 0x37E, 0x387, 0x3A9,
                                                                         0x483, 0x48A, 0x531, 0x55A, 0x589, 0x58A,
                                                                         0x58F]

    @Test func leftToRightTextResolvesAsFriBidiResolvesIt() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let count = Int.random(in: 0...12, using: &generator)
            let scalars = (0..<count).map { _ in Self.leftToRightPool.randomElement(using: &generator)! }
            for direction in [TextDirection.auto, .leftToRight] {
                let quick = BidiLevels(scalars, direction: direction)
                let full = BidiLevels(resolvingWithFriBidi: scalars, direction: direction)
                #expect(quick.levels == full.levels, "\(scalars.map { String($0, radix: 16) }) \(direction)")
                #expect(quick.isRightToLeft == full.isRightToLeft)
            }
        }
    }

    @Test func rightToLeftTextStillGoesThroughFriBidi() {
        // One Hebrew letter among ASCII, and a right-to-left paragraph of
        // ASCII (whose letters, and the digits after them, rise to level 2).
        let hebrew = BidiLevels(Array("ab \u{5D0} 12".unicodeScalars.map(\.value)), direction: .auto)
        #expect(hebrew.levels.contains(1))
        let rightToLeft = BidiLevels(Array("ab 12 ".unicodeScalars.map(\.value)), direction: .rightToLeft)
        #expect(rightToLeft.isRightToLeft)
        #expect(rightToLeft.levels == [2, 2, 2, 2, 2, 1])
    }

    @Test func plainASCIIGetsTheFontsGraphemeClustersGive() throws {
        let chain = FontChain(try TestFonts.dejaVuSans(), fallbacks: [try TestFonts.fontAwesome()], usesSystemFonts: false)
        var generator = SystemRandomNumberGenerator()
        // Every printable ASCII character, a tab and a line feed (a carriage return takes the general path).
        let pool = Array(" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\t\n\u{7F}\u{1}")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...16, using: &generator)).map { _ in pool.randomElement(using: &generator)! })
            let quick = ClusterFonts(text, chain: chain, language: nil)
            let full = ClusterFonts(text, chain: chain, language: nil, findingClusters: true)
            #expect(quick.fontOfScalar == full.fontOfScalar, "\(text.debugDescription)")
            #expect(quick.clusterStarts == full.clusterStarts)
            #expect(quick.missing == full.missing)
            #expect(quick.faces.map { ObjectIdentifier($0.storage) } == full.faces.map { ObjectIdentifier($0.storage) })
        }
    }

    @Test func aCarriageReturnAndLineFeedStayOneCluster() throws {
        let chain = FontChain(try TestFonts.dejaVuSans(), usesSystemFonts: false)
        #expect(ClusterFonts("a\r\nb", chain: chain, language: nil).clusterStarts == [true, true, false, true])
    }

    @Test func asciiScriptsAreHarfBuzzs() {
        let functions = hb_unicode_funcs_get_default()
        for value in UInt32(0)...0x80 {
            #expect(ScriptRuns.script(of: value) == hb_unicode_script(functions, value), "U+\(String(value, radix: 16))")
        }
    }

    @Test func asciiGlyphBitsAgreeWithTheCharacterMap() throws {
        for face in [try TestFonts.dejaVuSans(), try TestFonts.fontAwesome()] {
            var everyMapped = ""
            for value in UInt32(0)..<128 {
                let scalar = Unicode.Scalar(value)!
                let mapped = face.storage.harfBuzz.glyph(for: value) != nil
                #expect(face.hasGlyph(for: scalar) == mapped, "\(face.familyName) U+\(String(value, radix: 16))")
                #expect(face.hasGlyphs(forEveryASCIIOf: "a" + String(scalar)) == (mapped && face.hasGlyph(for: "a")))
                if mapped { everyMapped.unicodeScalars.append(scalar) }
            }
            #expect(face.hasGlyphs(forEveryASCIIOf: everyMapped))
            #expect(!face.hasGlyphs(forEveryASCIIOf: everyMapped + "é"))
        }
    }
}
