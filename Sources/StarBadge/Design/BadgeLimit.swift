/// One limit of `BadgeLimits.table`: the setting it bounds, the range its
/// value must be in, the unit, and why the bound is there. The checks of
/// `BadgeSettings.check()` use it, so a message and docs/guide.md's limits
/// table say the same range.
package struct BadgeLimit: Hashable, Sendable {
    /// What a value is measured in, and how a message names the value.
    package enum Unit: String, Hashable, Sendable {
        /// A length in px at scale 1.
        case px
        /// A count: a whole number.
        case wholeNumber
        /// A number without a unit (a ratio, a factor, a rating).
        case number
    }

    /// The setting bounded.
    package let setting: BadgeSetting
    /// The smallest value, or the bound values must be greater than (`includesLowest` false).
    package let lowest: Double
    /// Whether `lowest` itself is allowed.
    package let includesLowest: Bool
    /// The largest value, or the bound values must be less than (`includesHighest` false).
    package let highest: Double
    /// Whether `highest` itself is allowed.
    package let includesHighest: Bool
    /// What the value is measured in.
    package let unit: Unit
    /// Why the limit is there, in words for the documentation.
    package let reason: String
    /// What a message adds after the range, if anything ("(the best rating)").
    let note: String?

    init(_ setting: BadgeSetting, _ unit: Unit, from lowest: Double, including includesLowest: Bool = true,
         to highest: Double, including includesHighest: Bool = true, note: String? = nil, reason: String) {
        self.setting = setting
        self.unit = unit
        self.lowest = lowest
        self.includesLowest = includesLowest
        self.highest = highest
        self.includesHighest = includesHighest
        self.note = note
        self.reason = reason
    }

    /// Whether `value` is within the limit (never for a value that is not finite).
    package func contains(_ value: Double) -> Bool {
        value.isFinite && (includesLowest ? value >= lowest : value > lowest)
            && (includesHighest ? value <= highest : value < highest)
    }

    /// The range in words: "from 0 to 4096", "greater than 0 and at most
    /// 64", "strictly between 0 and 1".
    package var rangeText: String { range(unit == .wholeNumber ? { String(Int($0)) } : formatLength) }

    /// The range in words, numbers as `number` writes them.
    package func range(_ number: (Double) -> String) -> String {
        switch (includesLowest, includesHighest) {
        case (true, true): return "from \(number(lowest)) to \(number(highest))"
        case (false, true): return "greater than \(number(lowest)) and at most \(number(highest))"
        case (true, false): return "from \(number(lowest)) and less than \(number(highest))"
        case (false, false): return "strictly between \(number(lowest)) and \(number(highest))"
        }
    }

    /// What a value out of range is told: "must be a length in px from 0 to 4096".
    var words: String {
        let noun: String
        switch unit {
        case .px: noun = "a length in px"
        case .wholeNumber: noun = "a whole number"
        case .number: noun = "a number"
        }
        return "must be \(noun) \(rangeText)" + (note.map { " \($0)" } ?? "")
    }

    /// Throws `BadgeError.invalid` naming the setting unless `value` is within the limit.
    func check(_ value: Double) throws(BadgeError) {
        guard contains(value) else {
            throw .invalid(setting, value: formatLength(value), reason: .outOfRange("\(words)"))
        }
    }

    /// Throws `BadgeError.invalid` naming the setting unless `value` is within the limit.
    func check(_ value: Int) throws(BadgeError) {
        guard contains(Double(value)) else {
            throw .invalid(setting, value: String(value), reason: .outOfRange("\(words)"))
        }
    }
}

/// The table's limits by setting, for the checks (`try BadgeLimit.starSize.check(starSize)`).
extension BadgeLimit {
    private static let side = Double(BadgeLimits.maxSide)
    private static let sideReason = "an image side is at most \(BadgeLimits.maxSide) px"

    package static let labelGap = BadgeLimit(.labelGap, .px, from: 0, to: BadgeLimits.maxLabelGap,
        reason: "the gap adds to the image's side")
    package static let labelFontSize = BadgeLimit(.labelFontSize, .px, from: 1, to: BadgeLimits.maxFontSize,
        reason: "text under 1 px draws nothing; the bound keeps glyph drawing and its caches small")
    package static let fitWidth = BadgeLimit(.fitWidth, .px, from: 0, including: false, to: side, reason: sideReason)
    package static let fitHeight = BadgeLimit(.fitHeight, .px, from: 0, including: false, to: side, reason: sideReason)
    package static let fitMinStarSize = BadgeLimit(.fitMinStarSize, .px, from: 1, to: side, reason: "a star under 1 px draws nothing; " + sideReason)
    package static let maxPixels = BadgeLimit(.maxPixels, .wholeNumber, from: 1, to: side * side, note: "(\(BadgeLimits.maxSide)²)",
        reason: "a render's peak memory is about 10–12 bytes a pixel (docs/MEMORY.md); 16 megapixels unless raised")
    package static let starCount = BadgeLimit(.starCount, .wholeNumber, from: 1, to: Double(BadgeLimits.maxStars),
        reason: "bounds a badge's drawing, its SVG and a sprite sheet's states")
    package static let outOf = BadgeLimit(.outOf, .number, from: BadgeLimits.minOutOf, to: BadgeLimits.maxOutOf, note: "(the best rating)",
        reason: "texts write a score with at least the scale's decimals and never with an exponent")
    package static let starSize = BadgeLimit(.starSize, .px, from: 0, including: false, to: side, reason: sideReason)
    package static let spacing = BadgeLimit(.spacing, .px, from: 0, to: side, reason: sideReason)
    package static let padding = BadgeLimit(.padding, .px, from: 0, to: side, reason: sideReason)
    package static let shapePoints = BadgeLimit(.shapePoints, .wholeNumber, from: 3, to: Double(BadgeLimits.maxPoints),
        reason: "a star needs 3 points; more are no longer told apart at a badge's size")
    package static let shapeInnerRatio = BadgeLimit(.shapeInnerRatio, .number, from: 0, including: false, to: 1, including: false,
        reason: "0 draws no area and 1 no star")
    package static let scale = BadgeLimit(.scale, .number, from: 0, including: false, to: BadgeLimits.maxScale,
        reason: "every length is multiplied by it (and the image limits still apply)")
    package static let starAppearanceOutlineWidth = BadgeLimit(.starAppearanceOutlineWidth, .px, from: 0, including: false, to: BadgeLimits.maxStarStroke,
        reason: "a stroke inside the star's edge; the bound keeps stroking work small")
    package static let starAppearanceBorderWidth = BadgeLimit(.starAppearanceBorderWidth, .px, from: 0, including: false, to: BadgeLimits.maxStarStroke,
        reason: "a stroke inside the star's edge; the bound keeps stroking work small")
    package static let starAppearanceCornerRadius = BadgeLimit(.starAppearanceCornerRadius, .px, from: 0, to: BadgeLimits.maxStarStroke,
        reason: "rounds the star's corners; the bound keeps the rounding's work small")
    package static let backgroundShapeCornerRadius = BadgeLimit(.backgroundShapeCornerRadius, .px, from: 0, to: BadgeLimits.maxBackgroundLength,
        reason: "at most half the shorter side is used; bounded as the border and inset are")
    package static let backgroundShapeBorderWidth = BadgeLimit(.backgroundShapeBorderWidth, .px, from: 0, to: BadgeLimits.maxBackgroundLength,
        reason: "the border adds to every side of the image")
    package static let backgroundShapeInset = BadgeLimit(.backgroundShapeInset, .px, from: 0, to: BadgeLimits.maxBackgroundLength,
        reason: "the inset adds to every side of the image")
    package static let logoWidth = BadgeLimit(.logoWidth, .px, from: 0, including: false, to: BadgeLimits.maxLogoWidth,
        reason: "the bound keeps the logo's drawing small (without a width, it is as tall as the label text)")
    package static let pageColors = BadgeLimit(.pageColors, .wholeNumber, from: 0, to: Double(BadgeLimits.maxPageColors),
        reason: "each page colour is one more contrast check of every part")
}
