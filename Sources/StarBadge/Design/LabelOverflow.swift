/// What a frame fit (`FrameFit`) does with a label too long for the frame
/// at the smallest text size (`FrameFit.minimumTextSize`).
public enum LabelOverflow: String, CaseIterable, Hashable, Sendable {
    /// The badge is refused, the error giving the width (or height) the
    /// frame needs for the whole label at the smallest text size.
    case refuse
    /// The label is cut at a character (grapheme cluster) boundary and ends
    /// in "…" at its logical end (the left end of right-to-left text), at
    /// the smallest text size; refused when even "…" alone does not fit.
    case ellipsis
    /// The label shrinks with the stars as far as the frame needs, below
    /// the smallest text size too (down to the stars' `minStarSize`).
    case shrink

    /// The ellipsis, U+2026.
    package static let ellipsisMark = "\u{2026}"

    /// `text`'s first `count` characters (grapheme clusters: a letter with
    /// its marks, an emoji sequence, never split) without trailing white
    /// space, then "…" at the logical end. The bidi algorithm places it:
    /// after Latin text on the right, after Arabic or Hebrew on the left.
    package static func ellipsized(_ text: String, keeping count: Int) -> String {
        var kept = Substring(text.prefix(max(0, count)))
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return kept + ellipsisMark
    }
}
