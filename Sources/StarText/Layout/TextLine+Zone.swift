import CHarfBuzz
import StarGeometry

extension TextLine {
    /// The zone of a shaped line: the reference zone of `script` in font
    /// `scriptFont` (the caller's choice: the first run in logical order set
    /// in a text font, whose script digits and emoji share), and the union of
    /// its glyphs' ink boxes (colour layers' and colour bitmaps' included),
    /// exact or light-hinted (a raster may draw either, and hinting moves
    /// edges vertically by a fraction of a pixel: the layout that keeps ink
    /// inside the image must hold both). Neither depends on the pen
    /// position, so letter spacing changes neither.
    static func zone(of glyphs: [PositionedGlyph], faces: [FontFace], script: hb_script_t, scriptFont: Int,
                     pixelSize: Double) -> LineZone {
        let face = faces[scriptFont]
        let zoneScale = pixelSize / Double(max(1, face.storage.harfBuzz.unitsPerEm))
        let reference = face.referenceZone(of: script)
        var ink = InkBounds()
        let size = try? FontSize.fixed26Dot6(pixelSize)
        for (index, font) in faces.enumerated() {
            let placed = faces.count == 1 ? glyphs : glyphs.filter { $0.font == index }
            guard !placed.isEmpty else { continue }
            let scale = pixelSize / Double(max(1, font.storage.harfBuzz.unitsPerEm))
            if let size, !font.isColorFont {
                // Plain outlines: every glyph's facts in one hold of the face's lock.
                let facts = font.storage.placementFacts(of: placed.map(\.glyph), hintedSize: size)
                for (glyph, fact) in zip(placed, facts) {
                    if let glyphInk = fact.ink { ink.add(glyphInk, scale: scale, at: glyph) }
                    if let hinted = fact.hinted { ink.addHinted(hinted, at: glyph) }
                }
                continue
            }
            for glyph in placed {
                // A colour-layered glyph draws its layers, not its base glyph.
                let layers = font.hasColorLayers ? font.colorLayers(of: glyph.glyph) : []
                for part in layers.isEmpty ? [glyph.glyph] : layers.map(\.glyph) {
                    if let glyphInk = font.storage.ink(of: part) { ink.add(glyphInk, scale: scale, at: glyph) }
                }
                if layers.isEmpty, !font.isColorBitmapFont, let size,
                   let hinted = try? font.storage.cachedOutlineBounds(glyph.glyph, size: size, from: .lightHinted) {
                    ink.addHinted(hinted, at: glyph)
                }
            }
        }
        return LineZone(zoneBottom: Double(reference.bottom) * zoneScale, zoneTop: Double(reference.top) * zoneScale,
                        inkBottom: ink.bottom, inkTop: ink.top, inkLeft: ink.left, inkRight: ink.right)
    }
}

/// The union of a line's glyph ink boxes, px, y up from the baseline, x
/// from the line's start; all 0 while it holds none.
private struct InkBounds {
    private var lowest = Double.infinity, highest = -Double.infinity
    private var leftmost = Double.infinity, rightmost = -Double.infinity

    var bottom: Double { isEmpty ? 0 : lowest }
    var top: Double { isEmpty ? 0 : highest }
    var left: Double { isEmpty ? 0 : leftmost }
    var right: Double { isEmpty ? 0 : rightmost }
    private var isEmpty: Bool { lowest > highest }

    /// Adds a glyph's ink (font units, `scale` px each) at its place on the line.
    mutating func add(_ ink: GlyphInk, scale: Double, at glyph: PositionedGlyph) {
        // `glyph.y` grows down; the zone's lengths grow up.
        lowest = min(lowest, Double(ink.bottom) * scale - glyph.y)
        highest = max(highest, Double(ink.top) * scale - glyph.y)
        leftmost = min(leftmost, glyph.x + Double(ink.left) * scale)
        rightmost = max(rightmost, glyph.x + Double(ink.right) * scale)
    }

    /// Adds the vertical extent of a glyph's light-hinted outline (`box`:
    /// its control bounds, px, y down) where a hinted line draws it: its
    /// offset rounded to whole pixels. Hinting moves edges vertically only.
    mutating func addHinted(_ box: Rect, at glyph: PositionedGlyph) {
        let y = glyph.y.rounded()
        lowest = min(lowest, -box.maxY - y)
        highest = max(highest, -box.minY - y)
    }
}
