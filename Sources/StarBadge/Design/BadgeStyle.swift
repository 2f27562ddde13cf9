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

    /// True for the shields.io-like styles.
    public var isShields: Bool { self != .plain }

    /// The label section's default colour (`--background` in these styles).
    public static let shieldsLabelColor = Color(red: 0x55, green: 0x55, blue: 0x55)
    /// The label text when none is given.
    public static let shieldsDefaultLabel = "rating"

    /// Sizes of a shields-like style, px at scale 1.
    struct Metrics {
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
        let textShadow: Bool
    }

    var metrics: Metrics {
        switch self {
        case .plain, .flat:
            return Metrics(height: 20, fontSize: 11, textPadding: 6, sectionPadding: 5, starSize: 12, spacing: 2,
                           valueGap: 4, cornerRadius: 3, letterSpacing: 0, uppercase: false, textShadow: true)
        case .flatSquare:
            return Metrics(height: 20, fontSize: 11, textPadding: 6, sectionPadding: 5, starSize: 12, spacing: 2,
                           valueGap: 4, cornerRadius: 0, letterSpacing: 0, uppercase: false, textShadow: false)
        case .forTheBadge:
            return Metrics(height: 28, fontSize: 10, textPadding: 10, sectionPadding: 8, starSize: 16, spacing: 3,
                           valueGap: 6, cornerRadius: 0, letterSpacing: 1.25, uppercase: true, textShadow: false)
        }
    }
}
