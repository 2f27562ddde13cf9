/// Where a text label sits relative to the stars.
public enum LabelPosition: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom
}
