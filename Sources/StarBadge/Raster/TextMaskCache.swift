import StarRaster
import StarText

/// Coverage of text kept between badges: a site's badges repeat their
/// labels ("Rating: 4" comes back with every badge rated 4) at the same
/// place. Keyed by everything that decides the outline, so a kept mask is
/// exactly the one drawing the text gives. A text is kept the second time
/// it is drawn: a batch of labels never seen before (counters, names) pays
/// one hash a label, not the keeping of masks never used again.
struct TextMaskCache: Sendable {
    /// A kept result: the mask, or nil when the text covers no pixel.
    struct Entry: Sendable {
        let mask: CoverageMask?
    }

    /// Most coverage values kept (4 MiB), and most texts remembered as
    /// seen once; past either, that part starts over.
    private static let valueBudget = 1 << 20
    private static let seenBudget = 1 << 16
    /// By the key's hash; the key is compared on every hit.
    private var entries: [Int: (key: TextLine.OutlineKey, entry: Entry)] = [:]
    private var seenOnce = Set<Int>()
    private var valuesKept = 0

    /// Where `key` stands in the cache: its hash, computed once a drawing.
    struct Lookup {
        fileprivate let hash: Int
        fileprivate let key: TextLine.OutlineKey
    }

    func lookup(_ key: TextLine.OutlineKey) -> Lookup { Lookup(hash: key.hashValue, key: key) }

    /// What was kept for the text, if anything.
    func entry(for lookup: Lookup) -> Entry? {
        guard let kept = entries[lookup.hash], kept.key == lookup.key else { return nil }
        return kept.entry
    }

    /// Keeps `mask` for the text if it was drawn before (a mask larger than
    /// the whole budget is never kept).
    mutating func keep(_ mask: CoverageMask?, for lookup: Lookup) {
        guard seenOnce.contains(lookup.hash) else {
            if seenOnce.count >= Self.seenBudget { seenOnce.removeAll(keepingCapacity: true) }
            seenOnce.insert(lookup.hash)
            return
        }
        let size = mask?.values.count ?? 0
        guard size <= Self.valueBudget else { return }
        if valuesKept + size > Self.valueBudget {
            entries.removeAll(keepingCapacity: true)
            valuesKept = 0
        }
        entries[lookup.hash] = (lookup.key, Entry(mask: mask))
        valuesKept += size
    }
}
