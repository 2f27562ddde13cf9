/// How the winding of a region turns into coverage.
///
/// The rasterizer integrates the winding number over each pixel; the rule is
/// applied to that integral (as FreeType and font-rs do). For shapes whose
/// winding is only 0 or ±1 inside a pixel this is the exact covered area.
package enum FillRule: Hashable, Sendable {
    case nonZero
    case evenOdd

    /// Float sums of cell deltas leave residues like 0.99999994 where the
    /// exact value is a whole number; values this close to one are snapped,
    /// so a pixel wholly inside a shape is exactly opaque (and one wholly
    /// outside exactly clear). 2e-6 is far below the 1/255 contract.
    static let snapTolerance: Float = 2e-6

    @inline(__always)
    func coverage(_ windingIntegral: Float) -> Float {
        // Windings are small, so the integer conversions below cannot overflow
        // (and they avoid libm's roundf/floorf calls on the per-pixel path).
        var v = abs(windingIntegral)
        if !(v < 1e6) { v = v.isNaN ? 0 : 1e6 }
        let whole = Float(Int32(v + 0.5))
        if abs(v - whole) <= Self.snapTolerance { v = whole }
        switch self {
        case .nonZero:
            return min(v, 1)
        case .evenOdd:
            let folded = v - 2 * Float(Int32(v * 0.5))  // v mod 2, v ≥ 0
            return folded <= 1 ? folded : 2 - folded
        }
    }
}
