import StarGeometry

/// Where a glyph of a raster text is drawn: its pen position snapped to the
/// nearest 1/`steps` px, split into whole pixels and a sub-pixel phase. The
/// one place glyph positions are quantised, so a glyph's coverage depends
/// only on its outline and phase, and the coverage kept for one phase is
/// exactly what drawing the glyph afresh there gives (`reusingWork: false`
/// draws the same positions).
struct GlyphPlacement: Hashable, Sendable {
    /// Phases per px, on each axis. A glyph moves by at most 1/(2·steps) px
    /// from its shaped position: 1/2048 px moves no pixel's coverage by more
    /// than 0.18/255 (an edge is at most √2 px long in a pixel), so the
    /// coverage stays within 1/255 of the exact union at the shaped
    /// positions (issue 36: 1/64 px phases, FreeType's grid, were 2.6/255
    /// off where an origin falls between its steps). A line's glyphs still
    /// share phases: HarfBuzz's positions are whole 1/64 px from its origin.
    static let steps = 1024

    /// The whole pixel the phase is measured from.
    let pixelX: Int
    let pixelY: Int
    /// The sub-pixel offset in 1/`steps` px, 0..<steps.
    let phaseX: Int
    let phaseY: Int

    /// The placement nearest `position` (px, finite and within ±2³⁰).
    init?(_ position: Point) {
        let limit = Double(1 << 30)
        guard position.x.isFinite, position.y.isFinite, abs(position.x) < limit, abs(position.y) < limit else { return nil }
        let x = Int((position.x * Double(Self.steps)).rounded()), y = Int((position.y * Double(Self.steps)).rounded())
        pixelX = x >> Self.shift
        pixelY = y >> Self.shift
        phaseX = x & (Self.steps - 1)
        phaseY = y & (Self.steps - 1)
    }

    private static let shift = steps.trailingZeroBitCount

    /// The phase in px (0 ≤ offset < 1), where the glyph's local coverage puts its pen.
    var phase: Point { Point(x: Double(phaseX) / Double(Self.steps), y: Double(phaseY) / Double(Self.steps)) }

    /// The snapped pen position, px.
    var position: Point { Point(x: Double(pixelX) + phase.x, y: Double(pixelY) + phase.y) }
}
