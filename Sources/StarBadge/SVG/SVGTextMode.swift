/// How an SVG writes texts.
public enum SVGTextMode: String, CaseIterable, Hashable, Sendable {
    /// As glyph outlines (`<path>`): the file looks the same on every reader,
    /// with or without the font. The default.
    case outlines
    /// As `<text>` elements in the label's font families, stretched to the
    /// width our layout gives them (`textLength`): a much smaller file, drawn
    /// with the reader's fonts (another font where it lacks ours), as
    /// shields.io's badges are.
    case fonts
}
