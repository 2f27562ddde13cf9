extension Polygon {
    /// The contours without repeated consecutive vertices (nor a last vertex
    /// repeating the first) and without contours of fewer than three
    /// vertices: what edge-based constructions (insets, fillets) need, since
    /// a zero-length edge has no direction.
    ///
    /// Vertices closer than `tolerance` px count as repeated.
    public func withoutRepeatedVertices(tolerance: Double = 1e-9) -> Polygon {
        var contours: [[Point]] = []
        for contour in self.contours {
            var kept: [Point] = []
            kept.reserveCapacity(contour.count)
            for p in contour {
                if let last = kept.last, (p - last).length <= tolerance { continue }
                kept.append(p)
            }
            while kept.count > 1, let first = kept.first, let last = kept.last, (first - last).length <= tolerance {
                kept.removeLast()
            }
            if kept.count >= 3 { contours.append(kept) }
        }
        return Polygon(contours: contours)
    }

    /// The same region traced the other way round (every contour reversed):
    /// its winding numbers are negated, so adding it to another polygon's
    /// contours subtracts it.
    public var reversed: Polygon { Polygon(contours: contours.map { $0.reversed() }) }
}
