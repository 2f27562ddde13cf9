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
    /// The page a transparent background stands for: a dark page, #0d1117.
    public var page: Color

    /// A dark page (GitHub's dark background, #0d1117): what a transparent
    /// dark background is judged over unless told.
    public static let darkPage = Contrast.darkPage

    public init(onColor: Color? = nil, offColor: Color? = nil, background: Color? = nil, textColor: Color? = nil,
                page: Color = DarkAppearance.darkPage) {
        self.onColor = onColor
        self.offColor = offColor
        self.background = background
        self.textColor = textColor
        self.page = page
    }

    /// True when no colour is given (a variant would look like the light badge
    /// apart from its label colour).
    public var isEmpty: Bool { onColor == nil && offColor == nil && background == nil && textColor == nil }

    /// `settings` in dark mode: the colours given replace theirs, and the
    /// label (a plain badge's, on the background; a shields-like style's
    /// label sits on its own section and keeps its colour) gets `textColor`
    /// or the colour chosen for the dark background.
    public func applied(to settings: BadgeSettings) -> BadgeSettings {
        var dark = settings
        if let onColor { dark.onColorScale = .constant(onColor) }
        if let offColor { dark.offColor = offColor }
        if let background { dark.background = background }
        if let label = dark.label {
            let chosen = settings.style.isShields ? label.textColor : Contrast.readableText(on: dark.background, over: page)
            dark.label = label.with(textColor: textColor ?? chosen)
        }
        return dark
    }
}
