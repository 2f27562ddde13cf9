import StarGeometry
import StarRaster
import StarText

/// A text label beside, above or below the stars.
public struct LabelSpec: Hashable, Sendable {
    /// The text, with `{rating}`, `{max}` and `{percent}` replaced.
    public let template: String
    public let numberFormat: NumberFormat
    public let position: LabelPosition
    /// Space between stars and label, px at scale 1 (nil: a quarter of the star size).
    public let gap: Double?
    /// Font size, px at scale 1 (nil: 0.6 × the star size).
    public let fontSize: Double?
    /// Text colour (nil: dark or light, whichever reads better on the background).
    public let textColor: Color?
    /// The face to set the text in.
    public let font: FontFace

    /// Longest template accepted, in characters.
    public static let maxLength = 1000

    public init(template: String, numberFormat: NumberFormat = .shortest, position: LabelPosition = .right,
                gap: Double? = nil, fontSize: Double? = nil, textColor: Color? = nil,
                font: FontFace) throws(BadgeError) {
        guard template.count <= Self.maxLength else {
            throw .invalid(.label, value: String(template.prefix(20)) + "…",
                           reason: "longer than \(Self.maxLength) characters")
        }
        guard !template.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalid(.label, value: template, reason: "contains a control character (the label is one line)")
        }
        if let gap, !(gap.isFinite && gap >= 0 && gap <= 4096) {
            throw .invalid(.labelGap, value: String(gap), reason: "must be a length from 0 to 4096 px")
        }
        if let fontSize, !(fontSize.isFinite && fontSize >= 1 && fontSize <= 1024) {
            throw .invalid(.fontSize, value: String(fontSize), reason: "must be from 1 to 1024 px")
        }
        self.template = template
        self.numberFormat = numberFormat
        self.position = position
        self.gap = gap
        self.fontSize = fontSize
        self.textColor = textColor
        self.font = font
    }

    /// The label's text for a displayed rating out of `max`.
    public func text(rating: Double, max: Int) -> String {
        let percent = max > 0 ? rating / Double(max) * 100 : 0
        return template
            .replacing("{rating}", with: numberFormat.format(rating))
            .replacing("{max}", with: String(max))
            .replacing("{percent}", with: NumberFormat.shortest.format(percent))
    }

    public static func == (a: LabelSpec, b: LabelSpec) -> Bool {
        a.template == b.template && a.numberFormat == b.numberFormat && a.position == b.position
            && a.gap == b.gap && a.fontSize == b.fontSize && a.textColor == b.textColor
            && a.font.source == b.font.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(position)
        hasher.combine(gap)
        hasher.combine(fontSize)
        hasher.combine(font.source)
    }
}
