import StarGeometry

extension BadgeSpec {
    /// The largest star size whose badge (at scale 1) fits `fit`'s width
    /// and/or height, keeping the spacing and the space `edge` between the
    /// image's edge and the stars (padding, border, inset).
    ///
    /// Without a label the content is affine in the star size, so the size is
    /// solved exactly: width = n·s + (n−1)·spacing + 2·edge, height = s + 2·edge.
    /// A label's size may follow the star size (default font size and gap), so
    /// with one the size is found by bisection on the measured layout, to 1e-9 px.
    /// Throws, naming the frame side that is too short, when even stars of
    /// `fit.minStarSize` do not fit; the message gives the smallest frame that does.
    /// `labelBox` gives the box of the label (and logo) beside stars of a
    /// size, at scale 1; nil when `hasLabel` is false.
    static func starSize(fitting fit: FrameFit, starCount: Int, spacing: Double, edge: Double, hasLabel: Bool,
                         labelBox: (Double) throws(BadgeError) -> LabelBox?) throws(BadgeError) -> Double {
        func natural(_ size: Double) -> (width: Double, height: Double)? {
            var box: LabelBox? = nil
            if hasLabel {
                guard let measured = try? labelBox(size) else { return nil }  // nil: cannot be laid out
                box = measured
            }
            guard let layout = BadgeLayout(starCount: starCount, starSize: size, spacing: spacing,
                                           padding: edge, label: box) else { return nil }
            return (layout.naturalWidth, layout.naturalHeight)
        }
        let slack = 1e-9
        func fits(_ size: Double) -> Bool {
            guard let content = natural(size) else { return false }
            return (fit.width.map { content.width <= $0 + slack } ?? true)
                && (fit.height.map { content.height <= $0 + slack } ?? true)
        }
        let minimum = fit.minStarSize
        guard fits(minimum) else { throw tooSmall(fit, smallest: natural(minimum), starCount: starCount) }
        let n = Double(starCount)
        var best: Double
        if !hasLabel {
            let byWidth = fit.width.map { ($0 - 2 * edge - (n - 1) * spacing) / n } ?? .infinity
            let byHeight = fit.height.map { $0 - 2 * edge } ?? .infinity
            best = max(minimum, min(byWidth, byHeight))
        } else {
            var lo = minimum
            var hi = max(minimum, min(fit.width ?? .infinity, fit.height ?? .infinity))
            if fits(hi) { return hi }
            for _ in 0..<200 where hi - lo > 1e-9 {
                let mid = (lo + hi) / 2
                if fits(mid) { lo = mid } else { hi = mid }
            }
            best = lo
        }
        best = min(best, Double(BadgeLimits.maxSide))
        return best
    }

    private static func tooSmall(_ fit: FrameFit, smallest: (width: Double, height: Double)?,
                                 starCount: Int) -> BadgeError {
        let size = smallest.map { "\(formatLength($0.width.rounded(.up)))×\(formatLength($0.height.rounded(.up))) px" }
            ?? "larger"
        let widthShort = smallest.map { content in fit.width.map { content.width > $0 } ?? false } ?? (fit.width != nil)
        let setting: BadgeSetting = widthShort ? .fitWidth : .fitHeight
        let given = (widthShort ? fit.width : fit.height) ?? 0
        return .invalid(setting, value: formatLength(given),
                        reason: .notApplicable("""
                            the frame is too small for \(starCount) star\(starCount == 1 ? "" : "s") of at least \
                            \(formatLength(fit.minStarSize)) px (\(setting: .fitMinStarSize)) with this padding and spacing; \
                            the smallest frame that fits is \(size)
                            """))
    }
}
