/// The order in which stars fill.
public enum ReadingDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
