import StarColor
import StarSupport
import StarSVGLogo

/// A logo drawn before the label (shields' place: at the start of the label
/// section; at its end right to left): a picture, a single-colour SVG logo
/// in `color`, a glyph of the label's font in the text colour, or a colour
/// emoji found through the font chain.
public struct BadgeLogo: Hashable, Sendable {
    /// What the logo shows.
    public enum Source: Hashable, Sendable {
        /// A picture (a PNG, read like `images.full`).
        case picture(StarImage)
        /// The filled shapes of a single-colour SVG file, drawn in `color`.
        case vector(SVGLogo)
        /// A character set in the label's fonts, drawn in the text colour.
        case glyph(String)
        /// An emoji (one character) in its own colours, found through the font chain.
        case emoji(String)
    }

    /// Largest logo width, px at scale 1.
    package static let maxWidth = BadgeLimits.maxLogoWidth

    public var source: Source
    /// The logo's width, px at scale 1, its height following the picture's
    /// aspect (a glyph's size follows its advance); nil: as tall as the label
    /// text. Greater than 0, at most `maxWidth`.
    public var width: Double?
    /// A vector logo's colour; nil: the label's text colour (in a dark
    /// variant, the dark text colour). Pictures and emoji keep their own.
    public var color: Color?

    public init(_ source: Source, width: Double? = nil, color: Color? = nil) {
        self.source = source
        self.width = width
        self.color = color
    }

    /// Throws `.invalid(.logoWidth, …)` unless the width is in range.
    func check() throws(BadgeError) {
        guard let width else { return }
        try BadgeLimit.logoWidth.check(width)
    }

    /// True when `text` names a text logo rather than a file: `glyph:…`, or
    /// one character that is an emoji.
    package static func isTextSpec(_ text: String) -> Bool {
        BadgeShape.isGlyphSpec(text) || isEmoji(text.trimmingWhitespace())
    }

    /// One character (grapheme cluster) shown as an emoji by default, or
    /// asking for emoji presentation (U+FE0F).
    static func isEmoji(_ text: String) -> Bool {
        guard text.count == 1 else { return false }
        let scalars = text.unicodeScalars
        return scalars.contains { $0.properties.isEmojiPresentation }
            || (scalars.contains { $0.value == 0xFE0F } && scalars.contains { $0.properties.isEmoji })
    }

    /// The text logo `text` names: `glyph:U+XXXX` (or `glyph:` and the
    /// character) or an emoji. Throws `.invalid(.logo, …)` for anything else.
    package static func textSource(parsing text: String) throws(BadgeError) -> Source {
        if BadgeShape.isGlyphSpec(text) { return .glyph(try BadgeShape.glyphText(in: text, setting: .logo)) }
        let trimmed = text.trimmingWhitespace()
        guard isEmoji(trimmed) else {
            throw .invalid(.logo, value: text, reason: .unusable("expected a PNG or SVG file, glyph:U+XXXX or one emoji"))
        }
        return .emoji(trimmed)
    }
}
