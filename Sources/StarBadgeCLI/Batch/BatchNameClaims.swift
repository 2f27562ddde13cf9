/// Which entry first claimed each output name, so that a later entry whose
/// files would overwrite an earlier one's is refused. Entries arrive in input
/// order; only names are kept (one per entry, compactly: a million names take
/// about 25 MB), and the file stems a new name would share with an earlier
/// one are worked out from the suffixes.
struct BatchNameClaims {
    /// What an entry's name may be followed by in its files' stems: ".dark",
    /// "@2x", ".dark@2x" ... (see `BatchSettings.stems`).
    private let suffixes: [String]
    private let scales: [Int]
    /// Claimed name → the line (CSV) or entry number (JSON) that claimed it.
    private var owners = CompactNameTable()
    /// Which of the two the numbers are (all entries of an input are alike).
    private var lines = true

    init(scales: [Int]) {
        self.scales = scales
        suffixes = BatchSettings.stems(of: "", scales: scales)
    }

    /// The location of the earlier entry whose files `entry`'s would
    /// overwrite, or nil (and `entry` claims its name). Entries without a
    /// valid name claim nothing.
    mutating func claim(_ entry: BatchEntry) -> String? {
        guard let text = entry.values["name"], let name = try? OutputName(validating: text) else { return nil }
        let mine = BatchSettings.stems(of: name.path, scales: scales)
        for stem in mine {
            // Byte-wise: the suffixes are ASCII, so what precedes one is whole UTF-8.
            for suffix in suffixes where stem.utf8.count >= suffix.utf8.count
                && stem.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
                let earlierName = String(decoding: stem.utf8.dropLast(suffix.utf8.count), as: UTF8.self)
                if let number = owners.value(for: earlierName) {
                    return (lines ? BatchEntry.Place.line(Int(number)) : .entry(Int(number))).description
                }
            }
        }
        switch entry.place {
        case .line(let line): lines = true; owners.insert(name.path, value: UInt32(clamping: line))
        case .entry(let number): lines = false; owners.insert(name.path, value: UInt32(clamping: number))
        }
        return nil
    }
}
