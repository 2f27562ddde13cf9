import StarGeometry

extension BadgeSpec {
    /// The bounding box of each star's shape, at the output scale, in px.
    public var starBounds: [Rect] {
        layout.starBoxes.map { star.polygon(fittedInto: $0).bounds ?? $0 }
    }

    /// The rating a click or touch at horizontal position `x` (px, image
    /// coordinates) selects: 0 left of the first star; inside star i at
    /// fraction f of its width, i + f rounded up to the fill mode's step
    /// (a whole star in `full`, half a star in `half`, exact in `precise`);
    /// in the gap after star i, i + 1.
    public func rating(atX x: Double) -> Double {
        let bounds = starBounds
        guard let first = bounds.first, x >= first.minX else { return 0 }
        for (i, box) in bounds.enumerated() {
            let nextStart = i + 1 < bounds.count ? bounds[i + 1].minX : Double.infinity
            guard x < nextStart else { continue }
            let f = box.width > 0 ? min(1, max(0, (x - box.minX) / box.width)) : 1
            return Double(i) + Self.roundUp(f, fillMode)
        }
        return Double(starCount)
    }

    /// The horizontal span of positions whose `rating(atX:)` is at most
    /// `rating` and more than `previous`: where to click for that rating.
    public func clickSpan(forRating rating: Double, after previous: Double) -> (from: Double, to: Double) {
        (position(of: previous), position(of: rating))
    }

    /// The x where ratings above `rating` begin.
    private func position(of rating: Double) -> Double {
        let bounds = starBounds
        guard rating > 0, !bounds.isEmpty else { return bounds.first?.minX ?? 0 }  // also NaN
        let rating = min(rating, Double(starCount))
        let i = min(bounds.count - 1, Int(rating.rounded(.up)) - 1)
        let f = rating - Double(i)
        if f >= 1 { return i + 1 < bounds.count ? bounds[i + 1].minX : layout.contentWidth }
        return bounds[i].minX + f * bounds[i].width
    }

    private static func roundUp(_ f: Double, _ mode: FillMode) -> Double {
        switch mode {
        case .full: return f > 0 ? 1 : 0
        case .half: return (f * 2).rounded(.up) / 2
        case .precise: return f
        }
    }
}
