/// How the winding of a region turns into coverage.
///
/// The rasterizer integrates the winding number over each pixel; the rule is
/// applied to that integral (as FreeType and font-rs do). For shapes whose
/// winding is only 0 or ±1 inside a pixel this is the exact covered area.
public enum FillRule: Hashable, Sendable {
    case nonZero
    case evenOdd

    @inline(__always)
    func coverage(_ windingIntegral: Float) -> Float {
        let v = abs(windingIntegral)
        switch self {
        case .nonZero:
            return min(v, 1)
        case .evenOdd:
            let folded = v - 2 * (v * 0.5).rounded(.down)  // v mod 2
            return folded <= 1 ? folded : 2 - folded
        }
    }
}
