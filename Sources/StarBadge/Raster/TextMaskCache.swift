import StarRaster
import StarText

/// Coverage of text kept between badges: a site's badges repeat their
/// labels ("Rating: 4" comes back with every badge rated 4) at the same
/// place, and rasterizing glyph outlines costs more than the rest of a
/// label badge's drawing. Keyed by everything that decides the outline, so
/// a kept mask is exactly the one rasterizing would give.
struct TextMaskCache: Sendable {
    /// A kept result: the mask, or nil when the text covers no pixel.
    struct Entry: Sendable {
        let mask: CoverageMask?
    }

    /// Most coverage values kept (4 MiB); past it the cache starts over.
    private static let valueBudget = 1 << 20
    private var entries: [TextLine.OutlineKey: Entry] = [:]
    private var valuesKept = 0

    /// What was kept for `key`, if anything.
    func entry(for key: TextLine.OutlineKey) -> Entry? { entries[key] }

    /// Keeps `mask` for `key` (a mask larger than the whole budget is not kept).
    mutating func keep(_ mask: CoverageMask?, for key: TextLine.OutlineKey) {
        let size = mask?.values.count ?? 0
        guard size <= Self.valueBudget else { return }
        if valuesKept + size > Self.valueBudget {
            entries.removeAll(keepingCapacity: true)
            valuesKept = 0
        }
        entries[key] = Entry(mask: mask)
        valuesKept += size
    }
}
