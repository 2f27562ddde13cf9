import CHarfBuzz

/// A stretch of a line shaped in one call: one bidi level, one script, one font.
struct TextRun {
    /// Scalar offsets in the line.
    var range: Range<Int>
    var level: UInt8
    var script: hb_script_t
    /// Index into the line's fonts.
    var font: Int

    /// Cuts a line wherever the level, the script or the font changes, at
    /// the start of a cluster only (a cluster is shaped whole: an emoji ZWJ
    /// sequence, a base and its marks), taking each cluster's properties
    /// from its first character.
    static func split(levels: [UInt8], scripts: [hb_script_t], fonts: [Int], clusterStarts: [Bool]) -> [TextRun] {
        guard !levels.isEmpty else { return [] }
        var runs: [TextRun] = []
        var start = 0
        for index in levels.indices.dropFirst() + [levels.count] where index == levels.count
            || clusterStarts[index] && (levels[index] != levels[start] || scripts[index] != scripts[start]
                                        || fonts[index] != fonts[start]) {
            runs.append(TextRun(range: start..<index, level: levels[start], script: scripts[start], font: fonts[start]))
            start = index
        }
        return runs
    }
}
