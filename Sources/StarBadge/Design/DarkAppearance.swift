/// The colours of a badge's dark-mode variant, each replacing the light
/// badge's own when given (nil keeps it). The text colour, when not given,
/// is chosen for the dark background, so the label reads on a dark page.
public struct DarkAppearance: Hashable, Sendable {
    /// The stars' filled colour (replaces the light badge's on colour or ramp).
    public var onColor: Color?
    /// The empty stars' colour.
    public var offColor: Color?
    /// The background; transparent or translucent, it is judged over `page`.
    public var background: Color?
    /// The label's colour (nil: dark grey or white, whichever contrasts more
    /// with the dark background over `page`; black or white when neither
    /// reaches 4.5:1).
    public var textColor: Color?
    /// An SVG logo's colour (nil: the light badge's `BadgeLogo.color` if
    /// given, else the dark label colour).
    public var logoColor: Color?
    /// The page a transparent background stands for: a dark page, #0d1117.
    public var page: Color

    /// A dark page (GitHub's dark background, #0d1117): what a transparent
    /// dark background is judged over unless told.
    public static let darkPage = Contrast.darkPage

    public init(onColor: Color? = nil, offColor: Color? = nil, background: Color? = nil, textColor: Color? = nil,
                logoColor: Color? = nil, page: Color = DarkAppearance.darkPage) {
        self.logoColor = logoColor
        self.onColor = onColor
        self.offColor = offColor
        self.background = background
        self.textColor = textColor
        self.page = page
    }

    /// The empty stars' colour on a dark background (over `page` when see-through):
    /// the darkest grey with the 3:1 contrast graphics need against it (WCAG
    /// 1.4.11), so empty stars show as empty; nil on a light background.
    static func emptyStarColor(on background: Color, over page: Color) -> Color? {
        let ground = Contrast.flattened(background, over: page)
        guard Contrast.luminance(ground) < 0.18 else { return nil }
        for level in 0...255 {
            let grey = Color(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
            if Contrast.luminance(grey) > Contrast.luminance(ground), Contrast.ratio(grey, ground) >= BadgeSpec.minimumStarContrast {
                return grey
            }
        }
        return nil
    }

    /// True when no colour is given (a variant would look like the light badge
    /// apart from its label colour).
    public var isEmpty: Bool { onColor == nil && offColor == nil && background == nil && textColor == nil && logoColor == nil }

    /// `settings` in dark mode: the colours given replace theirs, and the
    /// label (a plain badge's, on the background; a shields-like style's
    /// label sits on its own section and keeps its colour) gets `textColor`
    /// or the colour chosen for the dark background.
    public func applied(to settings: BadgeSettings) -> BadgeSettings {
        var dark = settings
        if let onColor { dark.onColorScale = .constant(onColor) }
        if let background { dark.background = background }
        if let offColor {
            dark.offColor = offColor
        } else if !settings.style.isShields, let derived = Self.emptyStarColor(on: dark.background, over: page) {
            // The light badge's pale grey would read as five bright stars on a dark page.
            dark.offColor = derived
        }
        if let label = dark.label {
            let chosen = settings.style.isShields ? label.textColor : Contrast.readableText(on: dark.background, over: page)
            dark.label = label.with(textColor: textColor ?? chosen)
        }
        if var logo = dark.logo, case .vector = logo.source {
            // Without a label, the logo takes the colour a label would have on the dark background.
            if let logoColor {
                logo.color = logoColor
            } else if logo.color == nil, dark.label == nil, !settings.style.isShields {
                logo.color = textColor ?? Contrast.readableText(on: dark.background, over: page)
            }
            dark.logo = logo
        }
        return dark
    }
}
