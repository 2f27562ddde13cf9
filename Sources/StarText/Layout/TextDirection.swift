/// The base direction of a line of text (its paragraph direction in the
/// Unicode Bidirectional Algorithm).
public enum TextDirection: String, CaseIterable, Hashable, Sendable {
    /// Left to right: runs of right-to-left text are reversed inside it.
    case leftToRight = "ltr"
    /// Right to left: the line starts at the right; numbers and Latin
    /// words inside it still read left to right.
    case rightToLeft = "rtl"
    /// From the first strong character (a letter of a script with a
    /// direction); left to right when there is none.
    case auto
}
