import StarSupport
import StarBadge

/// PNG bytes by badge spec, shared by the workers of one batch. Site data
/// repeats ratings (a 5-star scale in halves has 11 badges), so most entries
/// reuse bytes instead of rendering. Bounded: past `maxEntries` badges or
/// `maxBytes` of PNG nothing new is kept, and each entry still renders as
/// usual. (A key, a whole `BadgeSpec`, takes a few KB: the count bounds those,
/// so a batch of 100,000 different badges does not keep 100,000 specs.)
final class RenderCache: Sendable {
    /// What determines a file's bytes in one run: the picture and the alt
    /// text settings it stores (the text is theirs for the spec: not
    /// described for a lookup).
    private struct Key: Hashable {
        let spec: BadgeSpec
        let altText: AltText?

        /// Hashes what tells one batch's badges apart (their ratings and
        /// counts), not the whole spec or the alt text: hashing a spec of a
        /// few KB cost each entry of a batch of different badges more than
        /// its file write. Equal keys still compare whole specs.
        func hash(into hasher: inout Hasher) {
            hasher.combine(spec.rating)
            hasher.combine(spec.displayedRating)
            hasher.combine(spec.count)
        }

        /// The fields hashed first: a lookup compares its key with every
        /// key on its probe sequence, and whole specs of one batch differ
        /// only after their design, which they share.
        static func == (a: Key, b: Key) -> Bool {
            a.spec.rating == b.spec.rating && a.spec.displayedRating == b.spec.displayedRating
                && a.spec.count == b.spec.count && a.altText == b.altText && a.spec == b.spec
        }
    }

    private struct State {
        var entries: [Key: [UInt8]] = [:]
        var bytes = 0
    }

    private let state = Locked(State())
    private let maxBytes: Int
    private let maxEntries: Int

    init(maxBytes: Int = 16 * 1_048_576, maxEntries: Int = 1_024) {
        self.maxBytes = maxBytes
        self.maxEntries = maxEntries
    }

    /// The cached bytes for `spec` storing the alt text `altText` gives
    /// (nil: none), or `make()`'s result, remembered if there is room.
    func bytes<Failure: Error>(for spec: BadgeSpec, altText: AltText?,
                               make: () throws(Failure) -> [UInt8]) throws(Failure) -> [UInt8] {
        let key = Key(spec: spec, altText: altText)
        if let hit = state.withLock({ $0.entries[key] }) { return hit }
        let made = try make()
        state.withLock { state in
            guard state.bytes + made.count <= maxBytes, state.entries.count < maxEntries else { return }
            if state.entries.updateValue(made, forKey: key) == nil { state.bytes += made.count }
        }
        return made
    }
}
