import Testing
@testable import StarBadge
import StarText
import StarBadgeTestSupport

/// `GlyphPhaseTable` (open addressing, linear probing, growing at half
/// full) against the obvious reference: a list of pairs searched in full.
@Suite("GlyphPhaseTable keeps what a list of pairs keeps")
struct GlyphPhaseTableTests {
    /// Outline keys of real glyphs at a few sizes and both sources.
    static func keys() throws -> [GlyphOutlineKey] {
        let face = try FontLibrary.defaultFace()
        var keys: [GlyphOutlineKey] = []
        for size in [11.0, 14.0, 20.0] {
            let line = try TextLine("Quick brown foxes, 0123456789", fonts: FontChain(face, usesSystemFonts: false), pixelSize: size)
            for source in [GlyphOutlineSource.exact, .lightHinted] {
                keys += try line.outlineGlyphs(from: source).map(\.key)
            }
        }
        return keys
    }

    @Test("seeded keeps, replacements and lookups, through several growths, then removeAll")
    func againstReference() throws {
        let outlines = try Self.keys()
        var table = GlyphPhaseTable<Int>()
        var reference: [(key: GlyphPhaseTable<Int>.Key, value: Int)] = []
        var random = SplitMix64(seed: 36)
        for step in 0..<4000 {
            let key = GlyphPhaseTable<Int>.Key(outline: outlines[Int.random(in: 0..<outlines.count, using: &random)],
                                               phaseX: Int.random(in: 0..<16, using: &random), phaseY: Int.random(in: 0..<4, using: &random))
            let kept = reference.firstIndex { $0.key == key }
            #expect(table[key] == kept.map { reference[$0].value })
            if Int.random(in: 0..<3, using: &random) > 0 {
                table.keep(step, for: key)
                if let kept { reference[kept].value = step } else { reference.append((key, step)) }
            }
            #expect(table.count == reference.count)
        }
        #expect(reference.count > 200)  // several growths from 64 slots
        for (key, value) in reference { #expect(table[key] == value) }
        table.removeAll()
        #expect(table.count == 0)
        for (key, _) in reference { #expect(table[key] == nil) }
    }
}
