extension Polygon {
    /// The area bisection stops once the on part's share of the area is
    /// within this of the fraction asked for (or the line is pinned down to
    /// float precision).
    package static let areaSplitTolerance = 1e-12

    /// The x of the vertical line that leaves `fraction` (0…1) of the
    /// polygon's area on `side`: the part of the polygon on that side
    /// (`clipped(toVerticalLine:keeping:)`) has exactly that share of the
    /// area, to `areaSplitTolerance`.
    ///
    /// Found by bisection on the exact area of the clipped polygon, which
    /// grows monotonically as the line sweeps across. Areas are signed
    /// (`signedArea`), so a contour running against the others (a glyph's
    /// counter) counts as a hole; contours are assumed not to overlap.
    /// Returns nil for a polygon without area.
    package func areaSplitLine(fraction: Double, keeping side: VerticalSide) -> Double? {
        guard let bounds = self.bounds else { return nil }
        let total = signedArea
        guard total != 0, total.isFinite else { return nil }
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if f == 0 { return side == .left ? bounds.minX : bounds.maxX }
        if f == 1 { return side == .left ? bounds.maxX : bounds.minX }
        // share(x) = area on `side` of x / total: rises from 0 to 1 for .left, falls for .right.
        func share(_ x: Double) -> Double { clipped(toVerticalLine: x, keeping: side).signedArea / total }
        var lo = bounds.minX, hi = bounds.maxX
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { break }
            let s = share(mid)
            if abs(s - f) <= Self.areaSplitTolerance { return mid }
            // Move the end whose side of the line has too much or too little area.
            if (s < f) == (side == .left) { lo = mid } else { hi = mid }
        }
        return lo + (hi - lo) / 2
    }
}
