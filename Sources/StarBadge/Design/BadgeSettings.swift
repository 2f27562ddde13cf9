import StarGeometry
import StarRaster

/// Every setting of a badge but its rating, as one plain value: each
/// setting is a property whose default is the documented one (README,
/// docs/CONTRACT.md), equality and hashing cover every property, and a copy
/// with changes is `with { $0.x = … }`. It is not checked: `BadgeDesign`
/// checks it (throwing a `BadgeError` naming the setting).
///
/// Lengths are in px at scale 1; `scale` multiplies every length.
public struct BadgeSettings: Hashable, Sendable {
    /// Number of stars, 1…`BadgeLimits.maxStars`.
    public var starCount: Int = 5
    /// The rating's scale: ratings run from 0 to `outOf` (nil: the star
    /// count, one point a star), and the stars show the rating's share of
    /// them (7.8 out of 10 on 5 stars: 3.9 stars, then the fill mode's
    /// rounding). Positive and finite.
    ///
    /// The scale is a setting, not part of one rating: a site's scores share
    /// it, so a design checks every rating against it, and a sprite sheet's
    /// states and `SpriteSheet.state(for:)` read scores on it. The number of
    /// ratings differs from badge to badge and goes with the rating instead
    /// (`BadgeSpec.count`).
    public var outOf: Double? = nil
    /// How the rating is rounded before filling.
    public var fillMode: FillMode = .half
    /// Side of each star's square box as given, px (> 0); a `fit` or a
    /// shields-like `style` computes it instead (see `BadgeSpec.starSize`).
    public var starSize: Double = 24
    /// Gap between neighbouring star boxes, px (≥ 0).
    public var spacing: Double = 4
    /// Margin around the stars, px (≥ 0).
    public var padding: Double = 4
    /// Colour of the unfilled part of the stars (#D9D9D9, light grey).
    public var offColor: Color = BadgeSettings.defaultOffColor
    /// Colour under everything (transparent by default); in a shields-like
    /// style, the label section's colour (transparent: the default grey).
    public var background: Color = .transparent
    /// Multiplies every length (> 0, ≤ `BadgeLimits.maxScale`); the image is
    /// `scale` times the size of the badge at scale 1, rounded up (padded on
    /// the right and bottom where the drawing itself rounds up to less).
    public var scale: Double = 1
    /// The text label, if any (in a shields-like style, the label section's text).
    public var label: LabelSpec? = nil
    /// The shape drawn for each star; a star's points and inner ratio are
    /// its own (3…`BadgeLimits.maxPoints` points, see `BadgeShape.star(points:innerRatio:)`).
    public var shape: BadgeShape = .default
    /// The on colour: one colour (#FFB400, amber), or a ramp or steps by
    /// rating. In a shields-like style it is the filled stars' colour too.
    public var onColorScale: ColorScale = .constant(BadgeSettings.defaultOnColor)
    /// What a partial star's fraction measures: its width (the contract) or its area.
    public var fillMeasure: FillMeasure = .width
    /// The order the stars are read and filled in; `.auto` (the default, as
    /// on the command line) follows the first strong letter of the label (or
    /// value text), left to right without one.
    public var direction: BadgeDirection = .auto
    /// The background's corner radius, border and inset.
    public var backgroundShape: BackgroundShape = .none
    /// Empty stars filled or outlined, star borders, rounded corners.
    public var starAppearance: StarAppearance = .default
    /// Pictures drawn instead of the shape, if any.
    public var images: StarImages? = nil
    /// Plain, or one of the shields.io-like looks.
    public var style: BadgeStyle = .plain
    /// Text after the stars in a shields-like style's coloured section.
    public var value: LabelSpec? = nil
    /// In a shields-like style, the colour of the section with the stars
    /// (shields' `color`); nil: `onColorScale`'s colour, the stars then
    /// white or dark grey, whichever reads better on it.
    public var sectionColor: Color? = nil
    /// A logo before the label, if any.
    public var logo: BadgeLogo? = nil
    /// The frame the badge is fitted to, if its star size is computed.
    public var fit: FrameFit? = nil
    /// The largest image allowed, in pixels (`BadgeLimits.maxPixels` unless
    /// raised, at most `BadgeLimits.maxSide`²).
    public var maxPixels: Int = BadgeLimits.maxPixels
    /// Whether a PNG's texts are hinted (grid-fitted vertically): `.auto`
    /// hints text of `TextHinting.autoLightLimit` px or less in the image.
    /// Never changes the layout, nor an SVG.
    public var hinting: TextHinting = .auto
    /// The caller's own template fields by name (`{title}` in the label,
    /// value text or alt text), each drawn as given; no name may be a
    /// placeholder's, and every field the label and value text name needs one.
    public var fields: [String: String] = [:]
    /// A named set of star colours: setting it sets `onColorScale`,
    /// `offColor` and `starAppearance` to the palette's; change any of them
    /// after it to override that part. `BadgeDesign` checks that it applies
    /// (a plain style with drawn shapes).
    public var palette: BadgePalette = .standard {
        didSet {
            onColorScale = .constant(palette.onColor)
            offColor = palette.offColor
            starAppearance = palette.starAppearance
        }
    }
    /// The pages a badge will sit on (opaque colours), for the contrast
    /// check alone (`BadgeSpec.contrastWarnings`): a transparent or
    /// translucent badge is judged over each of them. Empty: only an
    /// opaque background is judged. Never changes the drawing.
    public var pageColors: [Color] = []
    /// The image size is padded to this, px, when it is larger than the
    /// drawing's own (a k× variant of a 1× image: exactly k times its size).
    public var minimumPixelSize: PixelSize? = nil

    /// The default on colour, #FFB400 (amber).
    public static let defaultOnColor = Color(red: 0xFF, green: 0xB4, blue: 0x00)
    /// The default off colour, #D9D9D9 (light grey).
    public static let defaultOffColor = Color(red: 0xD9, green: 0xD9, blue: 0xD9)

    /// The default settings: the default badge of docs/CONTRACT.md.
    public init() {}

    /// A copy with `change` applied (which may throw, e.g. while making a shape).
    public func with<E: Error>(_ change: (inout BadgeSettings) throws(E) -> Void) throws(E) -> BadgeSettings {
        var copy = self
        try change(&copy)
        return copy
    }

    /// The star's points and inner ratio (the default star when `shape` is not a star).
    public var star: StarShape {
        if case .star(let star) = shape { return star }
        return .default
    }
}
