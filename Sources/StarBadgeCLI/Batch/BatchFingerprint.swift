import StarText
import StarSupport

/// The manifest's "run": a fingerprint (FNV-1a, 64-bit, in hex) of what
/// decides a batch's output: the starbadge version, the options (all but
/// --shard, --jobs, --quiet and the --defaults path), the defaults file's
/// options and the input's bytes. Shards of one batch share it; `manifest
/// merge` refuses shards whose fingerprints differ. The font and picture
/// files the options and the defaults name are read into it too (shards on
/// machines with different files at the same path do not merge); those an
/// entry names and fonts found by family name are known by name only.
struct BatchFingerprint {
    private var hash = Hash64()

    /// Options that do not change what a run writes, or that differ between shards.
    static let ignored: Set<OptionName> = [.shard, .jobs, .quiet, .defaults, .help]

    /// Each option as its name, a NUL, its texts (a repeated option's
    /// joined by NULs) and a separator.
    init(options: OptionValues, defaults: OptionValues) {
        add(Array("starbadge \(StarBadgeTool.version)".utf8))
        for (values, separator) in [(options, UInt8(1)), (defaults, 2)] {
            for key in values.optionNames.sorted() where !Self.ignored.contains(key) || separator == 2 {
                add(Array(key.rawValue.utf8) + [0] + Array(values.all(key).joined(separator: "\u{0}").utf8) + [separator])
            }
            add([3])
        }
    }

    /// The most of one file read into the fingerprint (fonts are the largest).
    static let fileLimit = 256 << 20

    /// Adds each file's contents, in the order given; one that cannot be
    /// read adds a mark instead (the run reports it when a badge needs it).
    mutating func addContents(of paths: [String]) {
        for path in paths {
            add(Array(path.utf8) + [0])
            if let bytes = try? InputFile.contents(of: path, limit: Self.fileLimit) {
                add(bytes)
                add([4])
            } else {
                add([5])
            }
        }
    }

    /// Adds bytes (the input's, piece by piece).
    mutating func add(_ bytes: some Sequence<UInt8>) { hash.add(bytes) }

    /// 16 hex digits.
    var hex: String { hash.hex }
}
