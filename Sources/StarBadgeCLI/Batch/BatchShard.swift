import StarSupport

/// `batch --shard K/N`: the share of a batch's entries one of N runs renders.
/// An entry belongs to shard `fmix64(FNV-1a-64(UTF-8 bytes of its name)) mod N + 1`
/// (the name as written in the input; an entry without one hashes the empty
/// name), so where an entry goes depends on its name alone: adding, removing
/// or reordering other entries moves nothing. (fmix64, MurmurHash3's
/// finalizer, mixes every bit of the hash into the low ones: FNV-1a's own
/// low bits depend only on the bytes' low bits, so `mod 2` would be the
/// parity of the name's bytes.)
struct BatchShard: Sendable, Equatable {
    /// 1-based: 1…count.
    let index: Int
    let count: Int

    /// Most shards in one split.
    static let maxCount = 1_000_000

    /// "K/N" as the manifest writes it.
    var text: String { "\(index)/\(count)" }

    /// `--shard`: "K/N" with 1 ≤ K ≤ N ≤ `maxCount`; nil when not given.
    static func parse(_ read: ValueReader) throws(CLIError) -> BatchShard? {
        guard let text = read.string(.shard) else { return nil }
        guard let shard = BatchShard(text: text) else {
            throw read.invalid(.shard, text, "expected K/N with whole numbers 1 ≤ K ≤ N ≤ \(maxCount), e.g. 2/3")
        }
        return shard
    }

    /// "K/N", or nil when it is not one.
    init?(text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 7 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, count <= Self.maxCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether this shard renders the entry named `name`.
    func contains(name: String) -> Bool {
        Int(Self.hash(name) % UInt64(count)) + 1 == index
    }

    /// Whether this shard renders `entry`.
    func contains(_ entry: BatchEntry) -> Bool { contains(name: entry.values[key: "name"] ?? "") }

    /// FNV-1a, 64-bit, of the UTF-8 bytes, then MurmurHash3's fmix64.
    static func hash(_ name: String) -> UInt64 { Hash64.of(name.utf8).mixed }
}
