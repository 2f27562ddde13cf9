import Testing
@testable import StarText
import StarGeometry
import StarBadgeTestSupport

/// The face's hand-made tables against dictionaries: `KeptInks` (an array
/// of ink boxes with markers for "not read" and "no ink") and
/// `KeptOutlines` (tables by size and source, starting over past their
/// bounds).
@Suite("KeptInks and KeptOutlines keep what a dictionary keeps")
struct KeptTablesTests {
    @Test("KeptInks reads each glyph once, keeps inkless glyphs, and passes glyphs past the count through")
    func inks() {
        var inks = KeptInks(glyphCount: 50)
        var reads: [UInt32: Int] = [:]
        func read(_ glyph: UInt32) -> GlyphInk? {
            reads[glyph, default: 0] += 1
            // Every third glyph has no ink; the others extremes included.
            guard glyph % 3 != 0 else { return nil }
            let g = Int(glyph)
            return GlyphInk(left: -g * 1000, right: g * 999, bottom: g == 1 ? -32768 : -g, top: g == 2 ? 32767 : g * 7)
        }
        var random = SplitMix64(seed: 33)
        for _ in 0..<2000 {
            let glyph = UInt32.random(in: 0..<60, using: &random)
            #expect(inks.ink(of: GlyphIndex(rawValue: glyph), read: read) == read(glyph))
        }
        // Each glyph below the count was read once by the table (and once here each time).
        for glyph in UInt32(0)..<50 where reads[glyph] != nil {
            var fresh = KeptInks(glyphCount: 50)
            reads[glyph] = 0
            _ = fresh.ink(of: GlyphIndex(rawValue: glyph), read: read)
            _ = fresh.ink(of: GlyphIndex(rawValue: glyph), read: read)
            #expect(reads[glyph] == 1)
        }
    }

    @Test("KeptOutlines keeps by glyph, size and source, starts over past its capacity, ignores glyphs past the count")
    func outlines() {
        let capacity = 40
        var kept = KeptOutlines(glyphCount: 30, capacity: capacity)
        var reference: [String: KeptOutlines.Outline] = [:]
        var random = SplitMix64(seed: 34)
        let sources: [GlyphOutlineSource] = [.exact, .lightHinted]
        for step in 0..<3000 {
            let glyph = Int.random(in: 0..<34, using: &random)
            let size = 64 * Int.random(in: 9...12, using: &random)
            let source = sources[Int.random(in: 0..<2, using: &random)]
            let name = "\(glyph)/\(size)/\(source)"
            let found = kept.outline(GlyphIndex(rawValue: UInt32(glyph)), size: size, source: source)
            // Kept or forgotten, never another glyph's outline.
            if let found { #expect(found === reference[name]) }
            if found == nil, Int.random(in: 0..<2, using: &random) == 0 {
                let outline = KeptOutlines.Outline(Path(polygon: [Point(x: Double(step), y: 0), Point(x: Double(step) + 1, y: 0), Point(x: Double(step), y: 1)]))
                kept.keep(outline, for: GlyphIndex(rawValue: UInt32(glyph)), size: size, source: source)
                if glyph < 30 { reference[name] = outline }
            }
            if glyph >= 30 { #expect(kept.outline(GlyphIndex(rawValue: UInt32(glyph)), size: size, source: source) == nil) }
        }
        // Right after a keep, the outline is found.
        let outline = KeptOutlines.Outline(Path(polygon: [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 0, y: 2)]))
        kept.keep(outline, for: GlyphIndex(rawValue: 7), size: 640, source: .exact)
        #expect(kept.outline(GlyphIndex(rawValue: 7), size: 640, source: .exact) === outline)
        #expect(kept.outline(GlyphIndex(rawValue: 7), size: 640, source: .lightHinted) !== outline)
    }
}
