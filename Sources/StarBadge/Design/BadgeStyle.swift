import StarSupport

/// The overall look of a badge (`--style`).
public enum BadgeStyle: String, CaseIterable, Hashable, Sendable {
    /// Stars (and an optional label) on the background: the default badge.
    case plain
    /// shields.io "flat": a grey label section and a coloured section with
    /// the stars, 20 px high, 3 px rounded corners, text with a faint shadow.
    case flat
    /// Like `flat` with square corners and no text shadow.
    case flatSquare = "flat-square"
    /// 28 px high, square, upper-case letter-spaced text.
    case forTheBadge = "for-the-badge"
    /// shields.io "plastic": 18 px high, 4 px rounded corners, a glossy
    /// light-to-dark sheen over both sections, text with a faint shadow.
    case plastic
    /// shields.io "social": the label in a light box with a grey outline
    /// (first letter capitalised), the stars in a speech bubble beside it
    /// pointing at the label; dark text with a white shadow, the stars in
    /// their own on and off colours.
    case social

    /// True for the shields.io-like styles.
    package var isShields: Bool { self != .plain }

    /// True for the styles whose stars section takes the on colour (or
    /// `sectionColor`) with the stars white or dark grey on it: every
    /// shields-like style but `social`, whose stars keep their own colours.
    package var colorsStarsSection: Bool { isShields && self != .social }

    /// The shields-like styles' names, for messages.
    package static var shieldsNames: String {
        ListJoin.joined(allCases.filter(\.isShields).map(\.rawValue), separator: ", ")
    }

    /// `background`'s default in this style: the label section's grey in
    /// the styles that colour their sections, else transparent.
    package var defaultBackground: Color { colorsStarsSection ? Self.shieldsLabelColor : .transparent }

    /// The social style's label box, #FCFCFC.
    package static let socialLabelColor = Color(red: 0xFC, green: 0xFC, blue: 0xFC)
    /// The social style's bubble, #FAFAFA.
    package static let socialBubbleColor = Color(red: 0xFA, green: 0xFA, blue: 0xFA)
    /// The social style's outlines, #D5D5D5.
    package static let socialOutlineColor = Color(red: 0xD5, green: 0xD5, blue: 0xD5)

    /// The label section's default colour (`--background` in these styles).
    package static let shieldsLabelColor = Color(red: 0x55, green: 0x55, blue: 0x55)
    /// The label text when none is given.
    package static let shieldsDefaultLabel = "rating"

    /// Sizes of a shields-like style, px at scale 1.
    struct Metrics {
        init(height: Double, fontSize: Double, textPadding: Double, sectionPadding: Double, starSize: Double,
             spacing: Double, valueGap: Double, cornerRadius: Double, letterSpacing: Double, uppercase: Bool,
             textShadow: TextShadow, capitalized: Bool = false, widths: Widths? = nil) {
            self.height = height
            self.fontSize = fontSize
            self.textPadding = textPadding
            self.sectionPadding = sectionPadding
            self.starSize = starSize
            self.spacing = spacing
            self.valueGap = valueGap
            self.cornerRadius = cornerRadius
            self.letterSpacing = letterSpacing
            self.uppercase = uppercase
            self.textShadow = textShadow
            self.capitalized = capitalized
            self.widths = widths
        }

        /// shields' own section widths (see `ShieldsWidths`), px at scale 1.
        struct Widths {
            let labelPadding: Double, valuePadding: Double, gutter: Double, outline: Double
            let labelShift: Double, valueShift: Double
        }

        let height: Double
        let fontSize: Double
        let textPadding: Double
        let sectionPadding: Double
        let starSize: Double
        let spacing: Double
        let valueGap: Double
        let cornerRadius: Double
        let letterSpacing: Double
        let uppercase: Bool
        let textShadow: TextShadow
        /// The label's first letter upper-cased (social).
        let capitalized: Bool
        let widths: Widths?
    }

    var metrics: Metrics {
        switch self {
        case .plain, .flat:
            return Metrics(height: 20, fontSize: 11, textPadding: 6, sectionPadding: 5, starSize: 12, spacing: 2,
                           valueGap: 4, cornerRadius: 3, letterSpacing: 0, uppercase: false, textShadow: .underLightText)
        case .flatSquare:
            return Metrics(height: 20, fontSize: 11, textPadding: 6, sectionPadding: 5, starSize: 12, spacing: 2,
                           valueGap: 4, cornerRadius: 0, letterSpacing: 0, uppercase: false, textShadow: .none)
        case .forTheBadge:
            return Metrics(height: 28, fontSize: 10, textPadding: 10, sectionPadding: 8, starSize: 16, spacing: 3,
                           valueGap: 6, cornerRadius: 0, letterSpacing: 1.25, uppercase: true, textShadow: .none)
        case .plastic:
            // shields' plastic: 18 px, corners of 4, texts padded by 5 and
            // their widths made odd; the label's centre 1 px right of its
            // section's, the value's 1 px left.
            return Metrics(height: 18, fontSize: 11, textPadding: 5, sectionPadding: 5, starSize: 12, spacing: 2,
                           valueGap: 4, cornerRadius: 4, letterSpacing: 0, uppercase: false, textShadow: .shields,
                           widths: Metrics.Widths(labelPadding: 5, valuePadding: 5, gutter: 0, outline: 0, labelShift: 1, valueShift: -1))
        case .social:
            // shields' social: 20 px, two boxes of radius 2 outlined by 1 px
            // (2.5 at the outline's outer edge), the label padded by 5, the
            // bubble by 4, 6 px between the boxes' strokes for the bubble's tail.
            return Metrics(height: 20, fontSize: 11, textPadding: 5, sectionPadding: 4, starSize: 12, spacing: 2,
                           valueGap: 4, cornerRadius: 2.5, letterSpacing: 0, uppercase: false, textShadow: .white,
                           capitalized: true,
                           widths: Metrics.Widths(labelPadding: 5, valuePadding: 4, gutter: 5, outline: 1,
                                          labelShift: -0.5, valueShift: -0.5))
        }
    }
}
