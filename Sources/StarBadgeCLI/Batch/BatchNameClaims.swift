import StarBadge

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
    /// Each claimed name's folders → the entry that first needed them.
    private var folders = CompactNameTable()
    /// Which of the two the numbers are (all entries of an input are alike).
    private var lines = true

    init(scales: [Int]) {
        self.scales = scales
        suffixes = BatchSettings.stems(of: "", scales: scales)
    }

    /// The location of the earlier entry whose files `entry`'s would
    /// overwrite, or nil (and `entry` claims its name). A file of one entry
    /// where another's folder is (`a` writes `a.png`, `a.png/b` needs a
    /// folder `a.png`) collides too, whichever comes first. Entries without
    /// a valid name claim nothing.
    /// The entry keeps its validated name (`outputName`), so that it is read once.
    mutating func claim(_ entry: inout BatchEntry) -> String? {
        guard let text = entry.values[key: "name"], let name = try? OutputName(validating: text) else { return nil }
        entry.outputName = name
        let mine = BatchSettings.stems(of: name.path, scales: scales)
        var asked: [String] = []
        for stem in mine {
            if let number = owner(ofStem: stem, skipping: &asked) { return location(number) }
            // One of this entry's files where an earlier entry's folder is
            // (none while no name had a folder: most inputs).
            for fileExtension in Self.fileExtensions where folders.count > 0 {
                if let number = folders.value(for: stem + fileExtension) { return location(number) }
            }
        }
        // One of this entry's folders where an earlier entry's file is.
        let ancestors = Self.folders(of: name)
        for folder in ancestors {
            for fileExtension in Self.fileExtensions where folder.hasSuffix(fileExtension) {
                var none: [String] = []
                if let number = owner(ofStem: String(folder.dropLast(fileExtension.count)), skipping: &none) { return location(number) }
            }
        }
        let number: UInt32
        switch entry.place {
        case .line(let line): lines = true; number = UInt32(clamping: line)
        case .entry(let entryNumber): lines = false; number = UInt32(clamping: entryNumber)
        }
        owners.insert(name.path, value: number)
        for folder in ancestors { folders.insert(folder, value: number) }
        return nil
    }

    /// The extensions a batch's files end in (after the stem).
    private static let fileExtensions = [".png", ".svg"]

    /// The folders `name`'s files are in, outermost first ("x", "x/y" for "x/y/z").
    private static func folders(of name: OutputName) -> [String] {
        var result: [String] = []
        for component in name.components.dropLast() {
            result.append(result.last.map { $0 + "/" + component } ?? String(component))
        }
        return result
    }

    /// The number of the entry whose files have the stem `stem`: its name is
    /// `stem` less one of the suffixes, or, for the dark file of a name that
    /// ends in a scale mark ("a@3x" writes "a.dark@3x"), with ".dark" taken
    /// out from before that mark.
    /// Names in `asked` were looked up before (an entry's stems share
    /// them: "a" is both the stem "a" and "a.dark" less ".dark"); each name
    /// looked up here is added.
    private func owner(ofStem stem: String, skipping asked: inout [String]) -> UInt32? {
        // Byte-wise: the suffixes are ASCII, so what precedes one is whole UTF-8.
        for suffix in suffixes where stem.utf8.count >= suffix.utf8.count
            && stem.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
            let earlierName = suffix.isEmpty ? stem : String(decoding: stem.utf8.dropLast(suffix.utf8.count), as: UTF8.self)
            guard !asked.contains(earlierName) else { continue }
            asked.append(earlierName)
            if let number = owners.value(for: earlierName) { return number }
            if let marked = Self.lightName(ofDark: earlierName), let number = owners.value(for: marked) { return number }
        }
        return nil
    }

    /// "a@3x" for "a.dark@3x" (the dark stem `BadgeFiles` gives a name
    /// ending in a scale mark), else nil.
    private static func lightName(ofDark stem: String) -> String? {
        guard stem.utf8.last == UInt8(ascii: "x"), let at = stem.lastIndex(of: "@"),
              stem[..<at].hasSuffix(".dark") else { return nil }
        let name = String(stem[..<at].dropLast(".dark".count)) + String(stem[at...])
        return BadgeFiles.path(name: name, isDark: true, scale: 1, hash: nil, pathExtension: "") == stem ? name : nil
    }

    private func location(_ number: UInt32) -> String {
        (lines ? BatchEntry.Place.line(Int(number)) : .entry(Int(number))).description
    }
}
