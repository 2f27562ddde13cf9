import StarColor

/// The shadow a shields-like style draws 1 px (at scale 1) below each text.
enum TextShadow: Hashable, Sendable {
    /// No shadow (flat-square, for-the-badge).
    case none
    /// A faint dark shadow under light text only (flat).
    case underLightText
    /// shields' own: dark (#010101) under light text, light grey (#CCC)
    /// under dark text, both at 30 % opacity (plastic).
    case shields
    /// Opaque white under the text (social).
    case white

    /// The shadow's colour under text of `color`, or nil for none.
    func color(under color: Color) -> Color? {
        let light = Contrast.luminance(color) > 0.5
        switch self {
        case .none: return nil
        case .underLightText: return light ? Color(red: 1, green: 1, blue: 1, alpha: 77) : nil
        case .shields:
            return light ? Color(red: 1, green: 1, blue: 1, alpha: 77) : Color(red: 0xCC, green: 0xCC, blue: 0xCC, alpha: 77)
        case .white: return Color(red: 255, green: 255, blue: 255)
        }
    }
}
