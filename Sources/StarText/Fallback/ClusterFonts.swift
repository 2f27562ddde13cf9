/// Which font of a `FontChain` (or of the system's) sets each cluster of a
/// line: the first whose character map has every character of the cluster
/// that needs a glyph (default-ignorable ones such as joiners and
/// variation selectors are left to the shaper). A base and its marks are
/// one cluster, so they stay in one font.
struct ClusterFonts {
    /// The fonts used, the chain's primary first; glyphs refer to them by index.
    private(set) var faces: [FontFace]
    /// For each scalar of the line, the index in `faces` of its cluster's font.
    private(set) var fontOfScalar: [Int]
    /// Characters no font has, each once, in order of appearance.
    private(set) var missing: [Unicode.Scalar] = []
    /// For each scalar of the line, whether a cluster starts there (runs are cut only there).
    private(set) var clusterStarts: [Bool] = []

    init(_ text: String, chain: FontChain, language: String?) {
        self.init(text, chain: chain, language: language, findingClusters: !Self.isPlainASCII(text))
    }

    /// - Parameter findingClusters: true finds the text's grapheme clusters
    ///   (what `init` does unless the text is plain ASCII, where each
    ///   character is a cluster); false takes each scalar as one.
    init(_ text: String, chain: FontChain, language: String?, findingClusters: Bool) {
        faces = [chain.primary]
        fontOfScalar = []
        var seenMissing = Set<Unicode.Scalar>()
        if findingClusters {
            assignClusters(text, chain: chain, language: language, seenMissing: &seenMissing)
        } else {
            assignEachScalar(text, chain: chain, language: language, seenMissing: &seenMissing)
        }
    }

    private mutating func assignClusters(_ text: String, chain: FontChain, language: String?,
                                         seenMissing: inout Set<Unicode.Scalar>) {
        fontOfScalar.reserveCapacity(text.unicodeScalars.count)
        for cluster in text {
            let scalars = Array(cluster.unicodeScalars)
            // A lone ASCII character is never default-ignorable nor an emoji:
            // labels are mostly these, and Unicode property lookups are slow.
            let ascii = scalars.count == 1 && scalars[0].isASCII
            let needed = ascii ? scalars : scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
            let font = (!ascii && Self.wantsEmoji(scalars) ? chooseColor(needed, chain: chain, language: language) : nil)
                ?? choose(needed, chain: chain, language: language)
            if font == nil {
                for scalar in needed where !chain.primary.hasGlyph(for: scalar) && seenMissing.insert(scalar).inserted {
                    missing.append(scalar)
                }
            }
            fontOfScalar.append(contentsOf: repeatElement(font ?? 0, count: scalars.count))
            clusterStarts.append(true)
            clusterStarts.append(contentsOf: repeatElement(false, count: scalars.count - 1))
        }
    }

    /// Whether every character of `text` is ASCII and none is a carriage
    /// return: then each character is a cluster of its own (only CR LF joins
    /// two ASCII characters), never default-ignorable nor an emoji.
    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// `init`'s work for a text whose every scalar is a cluster (plain
    /// ASCII, `isPlainASCII`), without finding grapheme clusters: labels
    /// are mostly such text.
    private mutating func assignEachScalar(_ text: String, chain: FontChain, language: String?,
                                           seenMissing: inout Set<Unicode.Scalar>) {
        if chain.primary.hasGlyphs(forEveryASCIIOf: text) {
            fontOfScalar = [Int](repeating: 0, count: text.utf8.count)
            clusterStarts = [Bool](repeating: true, count: fontOfScalar.count)
            return
        }
        fontOfScalar.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let font = choose(CollectionOfOne(scalar), chain: chain, language: language)
            if font == nil, seenMissing.insert(scalar).inserted { missing.append(scalar) }
            fontOfScalar.append(font ?? 0)
        }
        clusterStarts = [Bool](repeating: true, count: fontOfScalar.count)
    }

    /// The index in `faces` of the font for a cluster's needed scalars, or nil when none has them all.
    private mutating func choose(_ needed: some Collection<Unicode.Scalar>, chain: FontChain, language: String?) -> Int? {
        if needed.isEmpty { return 0 }
        if let face = chain.faces.first(where: { face in needed.allSatisfy(face.hasGlyph) }) { return index(of: face) }
        // Fonts found for earlier clusters come next: a word's letters stay in one font.
        if let used = faces.firstIndex(where: { face in needed.allSatisfy(face.hasGlyph) }) { return used }
        guard chain.usesSystemFonts, let face = SystemFonts.face(covering: Array(needed), language: language) else { return nil }
        return index(of: face)
    }

    /// Whether a cluster asks for emoji presentation, as browsers read it:
    /// an emoji-presentation character, VS16, a keycap, or a ZWJ sequence of
    /// emoji; never with VS15 (text presentation).
    static func wantsEmoji(_ scalars: [Unicode.Scalar]) -> Bool {
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") { return true }
        if scalars.count > 1, scalars.contains("\u{200D}"), scalars.contains(where: \.properties.isEmoji) { return true }
        return scalars.first?.properties.isEmojiPresentation ?? false
    }

    /// A colour font for an emoji cluster: from the chain, from the line,
    /// or installed; nil sends the cluster through the ordinary choice.
    private mutating func chooseColor(_ needed: [Unicode.Scalar], chain: FontChain, language: String?) -> Int? {
        guard !needed.isEmpty else { return nil }
        let covers = { (face: FontFace) in face.isColorFont && needed.allSatisfy(face.hasGlyph) }
        if let face = chain.faces.first(where: covers) { return index(of: face) }
        if let used = faces.firstIndex(where: covers) { return used }
        guard chain.usesSystemFonts, let face = SystemFonts.face(covering: needed, language: language, color: true) else { return nil }
        return index(of: face)
    }

    private mutating func index(of face: FontFace) -> Int {
        if let known = faces.firstIndex(where: { $0.storage === face.storage }) { return known }
        faces.append(face)
        return faces.count - 1
    }
}
