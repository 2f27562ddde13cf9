import StarGeometry
import StarRaster

/// Everything that defines one badge. A `BadgeSpec` is always valid: the
/// initializer checks every value (and the resulting image size) and throws
/// a `BadgeError` naming the setting otherwise.
///
/// Lengths are in px at scale 1; `scale` multiplies every length.
public struct BadgeSpec: Hashable, Sendable {
    /// The rating, 0 ≤ rating ≤ starCount.
    public let rating: Double
    /// Number of stars, 1…`BadgeLimits.maxStars`.
    public let starCount: Int
    /// How the rating is rounded before filling.
    public let fillMode: FillMode
    /// Side of each star's square box, px (> 0).
    public let starSize: Double
    /// Gap between neighbouring star boxes, px (≥ 0).
    public let spacing: Double
    /// Margin around the stars, px (≥ 0).
    public let padding: Double
    /// Colour of the filled part of the stars.
    public let onColor: Color
    /// Colour of the unfilled part of the stars.
    public let offColor: Color
    /// Colour under everything (transparent by default).
    public let background: Color
    /// The star polygon (points and inner ratio).
    public let star: StarShape
    /// Multiplies every length (> 0, ≤ `BadgeLimits.maxScale`).
    public let scale: Double
    /// The text label, if any.
    public let label: LabelSpec?
    /// The star boxes (and label box) at the output scale.
    public let layout: BadgeLayout
    /// The label laid out at the output scale.
    let labelLine: LabelLine?

    public static let defaultOnColor = Color(red: 0xFF, green: 0xB4, blue: 0x00)
    public static let defaultOffColor = Color(red: 0xD9, green: 0xD9, blue: 0xD9)

    public init(
        rating: Double,
        starCount: Int = 5,
        fillMode: FillMode = .half,
        starSize: Double = 24,
        spacing: Double = 4,
        padding: Double = 4,
        onColor: Color = BadgeSpec.defaultOnColor,
        offColor: Color = BadgeSpec.defaultOffColor,
        background: Color = .transparent,
        points: Int = 5,
        innerRatio: Double = StarShape.regularInnerRatio,
        scale: Double = 1,
        label: LabelSpec? = nil
    ) throws(BadgeError) {
        guard starCount >= 1, starCount <= BadgeLimits.maxStars else {
            throw .invalid(.stars, value: String(starCount),
                           reason: "must be a whole number from 1 to \(BadgeLimits.maxStars)")
        }
        guard rating.isFinite, rating >= 0, rating <= Double(starCount) else {
            throw .invalid(.rating, value: String(rating),
                           reason: "must be a number from 0 to \(starCount) (the number of stars)")
        }
        try Self.checkLength(starSize, .size, allowZero: false)
        try Self.checkLength(spacing, .spacing, allowZero: true)
        try Self.checkLength(padding, .padding, allowZero: true)
        guard points >= 3, points <= BadgeLimits.maxPoints else {
            throw .invalid(.points, value: String(points),
                           reason: "must be a whole number from 3 to \(BadgeLimits.maxPoints)")
        }
        guard let star = StarShape(points: points, innerRatio: innerRatio) else {
            throw .invalid(.innerRatio, value: String(innerRatio),
                           reason: "must be a number strictly between 0 and 1")
        }
        guard scale.isFinite, scale > 0, scale <= BadgeLimits.maxScale else {
            throw .invalid(.scale, value: String(scale),
                           reason: "must be a number greater than 0 and at most \(formatLength(BadgeLimits.maxScale))")
        }
        self.rating = rating
        self.starCount = starCount
        self.fillMode = fillMode
        self.starSize = starSize
        self.spacing = spacing
        self.padding = padding
        self.onColor = onColor
        self.offColor = offColor
        self.background = background
        self.star = star
        self.scale = scale
        self.label = label
        var box: LabelBox? = nil
        if let label {
            let line = try LabelLine(label, rating: fillMode.rounded(rating), max: starCount,
                                     starSize: starSize, scale: scale)
            labelLine = line
            box = line.box
        } else {
            labelLine = nil
        }
        guard let layout = BadgeLayout(starCount: starCount, starSize: starSize * scale,
                                       spacing: spacing * scale, padding: padding * scale, label: box) else {
            throw .invalid(.size, value: String(starSize), reason: "gives no drawable star at this scale")
        }
        self.layout = layout
        try checkImageSize()
    }

    private static func checkLength(_ value: Double, _ setting: BadgeSetting, allowZero: Bool) throws(BadgeError) {
        let limit = Double(BadgeLimits.maxSide)
        let ok = value.isFinite && (allowZero ? value >= 0 : value > 0) && value <= limit
        guard ok else {
            let lower = allowZero ? "0 or more" : "greater than 0"
            throw .invalid(setting, value: String(value),
                           reason: "must be a length in px, \(lower) and at most \(BadgeLimits.maxSide)")
        }
    }

    private func checkImageSize() throws(BadgeError) {
        let width = layout.contentWidth, height = layout.contentHeight
        let side = Double(BadgeLimits.maxSide)
        if width > side || height > side {
            throw .imageTooLarge(width: width, height: height,
                                 reason: "a side is longer than \(BadgeLimits.maxSide) px")
        }
        if (width.rounded(.up) * height.rounded(.up)) > Double(BadgeLimits.maxPixels) {
            throw .imageTooLarge(width: width, height: height,
                                 reason: "more than \(BadgeLimits.maxPixels) pixels")
        }
    }

    /// The image size in whole pixels: the exact size rounded up
    /// (ignoring float noise below 1e-9 px).
    public var pixelSize: (width: Int, height: Int) {
        let layout = self.layout
        return (Self.wholePixels(layout.contentWidth), Self.wholePixels(layout.contentHeight))
    }

    private static func wholePixels(_ length: Double) -> Int {
        max(1, Int((length - 1e-9).rounded(.up)))
    }

    /// The same badge with another rating (0 ≤ rating ≤ starCount).
    public func with(rating newRating: Double) throws(BadgeError) -> BadgeSpec {
        try with(rating: newRating, fillMode: fillMode, scale: scale)
    }

    /// The same badge with another rating, fill mode and scale.
    public func with(rating newRating: Double, fillMode newFill: FillMode, scale newScale: Double) throws(BadgeError) -> BadgeSpec {
        try BadgeSpec(rating: newRating, starCount: starCount, fillMode: newFill, starSize: starSize,
                      spacing: spacing, padding: padding, onColor: onColor, offColor: offColor,
                      background: background, points: star.points, innerRatio: star.innerRatio, scale: newScale,
                      label: label)
    }

    /// Characters of the label the font has no glyph for (drawn as its
    /// missing-glyph box), each once.
    public var missingCharacters: [Unicode.Scalar] { labelLine?.line.missingCharacters ?? [] }

    /// The label's text as drawn, or nil without a label.
    public var labelText: String? { labelLine?.text }

    /// The colour the label is drawn in.
    public var effectiveTextColor: Color { label?.textColor ?? Contrast.readableText(on: background) }

    /// The rating as displayed, after the fill mode's rounding.
    public var displayedRating: Double { fillMode.rounded(rating) }
}
