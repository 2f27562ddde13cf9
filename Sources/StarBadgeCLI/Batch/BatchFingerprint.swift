/// The manifest's "run": a fingerprint (FNV-1a, 64-bit, in hex) of what
/// decides a batch's output: the starbadge version, the options (all but
/// --shard, --jobs, --quiet and the --defaults path), the defaults file's
/// options and the input's bytes. Shards of one batch share it; `manifest
/// merge` refuses shards whose fingerprints differ. Fonts and pictures are
/// named by path, not read into it.
struct BatchFingerprint {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Options that do not change what a run writes, or that differ between shards.
    static let ignored: Set<String> = ["shard", "jobs", "quiet", "defaults", "help"]

    init(options: [String: String], defaults: [String: String]) {
        add(Array("starbadge \(StarBadgeTool.version)".utf8))
        for (values, separator) in [(options, UInt8(1)), (defaults, 2)] {
            for key in values.keys.sorted() where !Self.ignored.contains(key) || separator == 2 {
                add(Array(key.utf8) + [0] + Array((values[key] ?? "").utf8) + [separator])
            }
            add([3])
        }
    }

    /// Adds bytes (the input's, piece by piece).
    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
    }

    /// 16 hex digits.
    var hex: String {
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
