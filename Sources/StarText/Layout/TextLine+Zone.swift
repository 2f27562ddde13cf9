import CHarfBuzz

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
        var inkBottom = Double.infinity, inkTop = -Double.infinity
        var inkLeft = Double.infinity, inkRight = -Double.infinity
        for placed in glyphs {
            let font = faces[placed.font]
            let harfBuzz = font.storage.harfBuzz
            let scale = pixelSize / Double(max(1, harfBuzz.unitsPerEm))
            func add(_ glyph: GlyphIndex) {
                guard let ink = harfBuzz.inkExtents(of: glyph.rawValue) else { return }
                // `placed.y` grows down; the zone's lengths grow up.
                inkBottom = min(inkBottom, Double(ink.bottom) * scale - placed.y)
                inkTop = max(inkTop, Double(ink.top) * scale - placed.y)
                inkLeft = min(inkLeft, placed.x + Double(ink.left) * scale)
                inkRight = max(inkRight, placed.x + Double(ink.right) * scale)
            }
            // A colour-layered glyph draws its layers, not its base glyph.
            let layers = font.hasColorLayers ? font.colorLayers(of: placed.glyph) : []
            if layers.isEmpty { add(placed.glyph) } else { layers.forEach { add($0.glyph) } }
            if layers.isEmpty, !font.isColorBitmapFont, let hinted = hintedInk(of: placed, in: font, pixelSize: pixelSize) {
                inkBottom = min(inkBottom, hinted.bottom)
                inkTop = max(inkTop, hinted.top)
            }
        }
        if inkBottom > inkTop { (inkBottom, inkTop, inkLeft, inkRight) = (0, 0, 0, 0) }
        return LineZone(zoneBottom: Double(reference.bottom) * zoneScale, zoneTop: Double(reference.top) * zoneScale,
                        inkBottom: inkBottom, inkTop: inkTop, inkLeft: inkLeft, inkRight: inkRight)
    }

    /// The vertical extent of a glyph's light-hinted outline where a hinted
    /// line draws it (its offset rounded to whole pixels), px up from the
    /// baseline; nil for a glyph without an outline.
    private static func hintedInk(of placed: PositionedGlyph, in font: FontFace,
                                  pixelSize: Double) -> (bottom: Double, top: Double)? {
        guard let size = try? FontSize.fixed26Dot6(pixelSize),
              let box = try? GlyphOutlineKey(face: font.storage, glyph: placed.glyph, size: size, source: .lightHinted)
                .outlineBounds() else { return nil }
        let y = placed.y.rounded()
        return (-box.maxY - y, -box.minY - y)
    }
}
