import StarGeometry

/// A named set of star colours (`--palette`). Setting
/// `BadgeSettings.palette` sets the parts the palette has (the on colour,
/// the off colour and how empty stars are drawn); a part changed after it
/// overrides the palette's (the command line sets the palette first, then
/// any colour option given with it).
public enum BadgePalette: String, CaseIterable, Hashable, Sendable {
    /// The default look: amber filled stars, light grey filled empty stars.
    /// Filled and empty differ by colour alone, and neither reaches 3:1 on
    /// a white page (WCAG 1.4.11 and 1.4.1 are not met).
    case standard
    /// Filled stars, empty-star outlines and the edge between a star's
    /// filled and empty parts each have at least 3:1 contrast with a white
    /// page and with a dark one (#0D1117, `Contrast.darkPage`), and empty
    /// stars are outlined, so a star's state is its shape too, not only
    /// its colour (WCAG 1.4.11 and 1.4.1 for the stars).
    case accessible

    /// The filled stars' colour.
    public var onColor: Color {
        switch self {
        case .standard: BadgeSettings.defaultOnColor
        case .accessible: Color(red: 0xC7, green: 0x77, blue: 0x00)
        }
    }

    /// The empty stars' colour (the outline's, for the accessible palette).
    public var offColor: Color {
        switch self {
        case .standard: BadgeSettings.defaultOffColor
        case .accessible: Color(red: 0x7A, green: 0x7A, blue: 0x7A)
        }
    }

    /// How empty stars are drawn: filled, or outlined.
    public var starAppearance: StarAppearance {
        switch self {
        case .standard: .default
        case .accessible: .accessibleOutline
        }
    }

    /// The pages the accessible palette is made for: white and #0D1117.
    package static let accessiblePages: [Color] = [.white, Contrast.darkPage]
}
