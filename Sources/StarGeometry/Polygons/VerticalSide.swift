/// Which side of a vertical line to keep when clipping.
public enum VerticalSide: Sendable {
    case left   // keep x ≤ line
    case right  // keep x ≥ line
}
