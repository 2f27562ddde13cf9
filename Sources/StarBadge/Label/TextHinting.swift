import StarText

/// Whether a PNG's texts are grid-fitted to the pixel rows (`--hinting`).
///
/// Hinting here is vertical only (FreeType's light hinting): the baseline,
/// x-height, cap-height and horizontal strokes (T's bar, the tops of o and
/// a, the Devanagari headline) land on whole pixel rows, so small text is
/// drawn with solid rows as a browser draws it instead of two grey ones.
/// Advances and horizontal positions never change, so neither does the
/// layout; an SVG is never hinted (it has no pixel grid).
public enum TextHinting: String, CaseIterable, Hashable, Sendable {
    /// The font's exact outlines at every size.
    case none
    /// Light hinting at every size.
    case light
    /// Light hinting for text of `autoLightLimit` px per em or less (in
    /// image px, the scale included), exact outlines above it.
    case auto

    /// The largest text size, px per em in the image, that `auto` hints:
    /// up to 16 px a stroke is 1–1.5 px thick and an unhinted edge spreads
    /// it over two grey rows; the default label (0.6 × 24 = 14.4 px) is
    /// among them. Larger text keeps the design's exact proportions
    /// (docs/INTERNALS.md has the measurements against Chromium).
    package static let autoLightLimit = 16.0

    /// How the raster backend loads the outlines of text set at `pixelSize`
    /// (px per em in the image).
    package func outlines(pixelSize: Double) -> GlyphOutlineSource {
        switch self {
        case .none: .exact
        case .light: .lightHinted
        case .auto: pixelSize <= Self.autoLightLimit ? .lightHinted : .exact
        }
    }
}
