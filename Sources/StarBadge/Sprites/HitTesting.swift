import StarGeometry

extension BadgeSpec {
    /// The bounding box of each star's shape (or picture), at the output
    /// scale, in px, in reading order (right to left for `.rightToLeft`).
    public var starBounds: [Rect] {
        layout.starBoxes.map { box in
            if let images = design.images { return PicturePaint.fittedRect(images.full, into: box) }
            return starPolygon(in: box).bounds ?? box
        }
    }

    /// The rating a click or touch at horizontal position `x` (px, image
    /// coordinates) selects: 0 before the first star; inside star i at
    /// fraction f of its width (measured from its left edge, or from its right
    /// edge right to left), i + f rounded up to the fill mode's step (a whole
    /// star in `full`, half a star in `half`, exact in `precise`); in the gap
    /// after star i, i + 1; on the design's scale (`BadgeDesign.rating(forStars:)`).
    public func rating(atX x: Double) -> Double {
        design.rating(forStars: stars(atX: x))
    }

    /// The stars a click at `x` selects (see `rating(atX:)`).
    private func stars(atX x: Double) -> Double {
        let bounds = readingBounds
        let x = design.readingDirection == .leftToRight ? x : -x
        guard let first = bounds.first, x >= first.minX else { return 0 }
        for (i, box) in bounds.enumerated() {
            let nextStart = i + 1 < bounds.count ? bounds[i + 1].minX : Double.infinity
            guard x < nextStart else { continue }
            let f = box.width > 0 ? min(1, max(0, (x - box.minX) / box.width)) : 1
            return Double(i) + Self.roundUp(f, design.fillMode)
        }
        return Double(design.starCount)
    }

    /// The horizontal span of positions whose `rating(atX:)` is at most
    /// `rating` and more than `previous`, both on the design's scale: where
    /// to click for that rating (`from` ≤ `to` in image coordinates).
    public func clickSpan(forRating rating: Double, after previous: Double) -> (from: Double, to: Double) {
        let (low, high) = (design.stars(forRating: previous), design.stars(forRating: rating))
        if design.readingDirection == .leftToRight { return (position(of: low), position(of: high)) }
        return (-position(of: high), -position(of: low))
    }

    /// Star bounds in a coordinate that grows in reading order: x itself
    /// left to right, −x right to left (so the logic below is the same).
    private var readingBounds: [Rect] {
        let bounds = starBounds
        guard design.readingDirection == .rightToLeft else { return bounds }
        return bounds.map { Rect(x: -$0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// The reading coordinate where ratings above `rating` stars begin.
    private func position(of rating: Double) -> Double {
        let bounds = readingBounds
        guard rating > 0, !bounds.isEmpty else { return bounds.first?.minX ?? 0 }  // also NaN
        let rating = min(rating, Double(design.starCount))
        let i = min(bounds.count - 1, Int(rating.rounded(.up)) - 1)
        let f = rating - Double(i)
        if f >= 1 {
            if i + 1 < bounds.count { return bounds[i + 1].minX }
            return design.readingDirection == .leftToRight ? layout.contentWidth : 0
        }
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
