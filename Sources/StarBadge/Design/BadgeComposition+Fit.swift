/// Fitting a plain badge with a label to its frame without the label
/// becoming illegible (`FrameFit.labelOverflow`).
extension BadgeComposition {
    /// The star size (px at scale 1) for `design`'s frame, and the number
    /// of the label's characters kept before an ellipsis (nil: all of it).
    ///
    /// Without a label, or with `.shrink`, the stars (and a label whose size
    /// follows them) shrink down to `fit.minStarSize`. Otherwise the stars
    /// stop where the label's text would go below `FrameFit.minimumTextSize`;
    /// a label that does not fit there is cut (`.ellipsis`, at the most
    /// characters that fit, found by bisection on the shaped width) or
    /// refused, the error naming the frame side and the length it needs.
    static func fittedStarSize(_ design: BadgeDesign, fit: FrameFit, values: TemplateValues,
                               edge: Double) throws(BadgeError) -> (size: Double, keeping: Int?) {
        let hasLabel = design.label != nil || design.logo != nil
        func solve(_ fit: FrameFit, keeping: Int?) throws(BadgeError) -> Double {
            try BadgeSpec.starSize(fitting: fit, starCount: design.starCount, spacing: design.spacing, edge: edge,
                                   hasLabel: hasLabel) { size throws(BadgeError) in
                try plainLabel(design, values: values, starSize: size, scale: 1, keeping: keeping).box
            }
        }
        guard let label = design.label, fit.labelOverflow != .shrink else { return (try solve(fit, keeping: nil), nil) }
        // The text follows the stars (0.6 × their size) unless its size is given.
        let textSize = label.fontSize ?? FrameFit.minimumTextSize
        let legibleStars = label.fontSize == nil ? max(fit.minStarSize, FrameFit.minimumTextSize / 0.6) : fit.minStarSize
        var legible = fit
        legible.minStarSize = legibleStars
        func natural(keeping: Int?) -> (width: Double, height: Double)? {
            guard let box = try? plainLabel(design, values: values, starSize: legibleStars, scale: 1, keeping: keeping).box,
                  let layout = BadgeLayout(starCount: design.starCount, starSize: legibleStars, spacing: design.spacing,
                                           padding: edge, label: box) else { return nil }
            return (layout.naturalWidth, layout.naturalHeight)
        }
        func fits(_ content: (width: Double, height: Double)?) -> Bool {
            guard let content else { return false }
            return (fit.width.map { content.width <= $0 + 1e-9 } ?? true) && (fit.height.map { content.height <= $0 + 1e-9 } ?? true)
        }
        let whole = natural(keeping: nil)
        if fits(whole) { return (try solve(legible, keeping: nil), nil) }
        if fit.labelOverflow == .ellipsis {
            let characters = label.text(values).count
            // The most characters whose cut label fits: the shaped width grows with the characters kept.
            var lo = -1, hi = characters
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if fits(natural(keeping: mid)) { lo = mid } else { hi = mid }
            }
            if lo >= 0 { return (legibleStars, lo) }
        }
        throw labelTooLong(fit, needs: whole, textSize: textSize, sizeGiven: label.fontSize != nil,
                           ellipsis: fit.labelOverflow == .ellipsis)
    }

    /// The error for a label that does not fit the frame at `textSize`: the
    /// side that is short and the length it needs.
    private static func labelTooLong(_ fit: FrameFit, needs content: (width: Double, height: Double)?, textSize: Double,
                                     sizeGiven: Bool, ellipsis: Bool) -> BadgeError {
        let widthShort = content.map { c in fit.width.map { c.width > $0 + 1e-9 } ?? false } ?? (fit.width != nil)
        let setting: BadgeSetting = widthShort ? .fitWidth : .fitHeight
        let given = (widthShort ? fit.width : fit.height) ?? 0
        let needed = content.map { formatLength((widthShort ? $0.width : $0.height).rounded(.up)) } ?? "more"
        // Cutting the label shortens it, never lowers it: a short height is only the smaller text's to fix.
        let advice: BadgeReason.Words
        if !widthShort {
            advice = sizeGiven ? "" : "; or let it shrink with \(setting: .fitLabelOverflow) shrink"
        } else if ellipsis {
            advice = "; even an ellipsis alone does not fit"
        } else {
            advice = sizeGiven ? "; or cut it with \(setting: .fitLabelOverflow) ellipsis"
                : "; or cut it with \(setting: .fitLabelOverflow) ellipsis (or let it shrink with \(setting: .fitLabelOverflow) shrink)"
        }
        let size: BadgeReason.Words = sizeGiven
            ? "at its \(setting: .labelFontSize) of \(formatLength(textSize)) px"
            : "at \(formatLength(textSize)) px, the smallest text a fit gives"
        let reason: BadgeReason = .notApplicable("is too small for the label: it needs \(setting: setting) \(needed) ")
        let parts = reason.parts + size.parts + advice.parts
        return .invalid(setting, value: formatLength(given),
                        reason: BadgeReason(kind: .outOfRange, parts: parts))
    }
}
