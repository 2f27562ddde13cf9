import StarGeometry
import StarRaster
import StarText

/// Glyph outlines and coverage kept between texts and badges: a new label
/// is mostly glyphs drawn before (digits, the letters of a word), and a
/// glyph's coverage at a given sub-pixel phase (`GlyphPlacement`) is the
/// same wherever it is drawn. Kept by outline key and phase; bounded.
struct GlyphCoverageCache: Sendable {
    /// A glyph ready to draw at one phase.
    struct Glyph: Sendable {
        /// Coverage with the pen at (phase) in the pixel grid whose (0, 0) is
        /// the pen's whole pixel.
        let mask: CoverageMask
        /// The outline, flattened, pen at (0, 0).
        let polygon: Polygon
    }

    /// Most coverage values kept (4 MiB), and most outlines; past either the cache starts over.
    private static let valueBudget = 1 << 20
    private static let outlineBudget = 4096
    private var polygons: [GlyphOutlineKey: Polygon] = [:]
    private var masks = GlyphPhaseTable<Glyph>()
    private var valuesKept = 0

    /// The glyph at `placement`'s phase, kept or made (and kept when `keeps`);
    /// nil when it has no outline or the font fails.
    mutating func glyph(_ outline: GlyphOutlineKey, at placement: GlyphPlacement, keeps: Bool,
                        rasterizer: inout Rasterizer) -> Glyph? {
        guard keeps else {
            guard let polygon = Self.polygon(outline), !polygon.contours.isEmpty else { return nil }
            return Glyph(mask: Self.coverage(of: polygon, phase: placement.phase, rasterizer: &rasterizer), polygon: polygon)
        }
        let key = GlyphPhaseTable<Glyph>.Key(outline: outline, phaseX: placement.phaseX, phaseY: placement.phaseY)
        if let glyph = masks[key] { return glyph }
        let polygon: Polygon
        if let known = polygons[outline] {
            polygon = known
        } else {
            guard let made = Self.polygon(outline) else { return nil }
            if polygons.count >= Self.outlineBudget { startOver() }
            polygons[outline] = made
            polygon = made
        }
        if polygon.contours.isEmpty { return nil }
        let glyph = Glyph(mask: Self.coverage(of: polygon, phase: placement.phase, rasterizer: &rasterizer), polygon: polygon)
        if valuesKept + glyph.mask.values.count > Self.valueBudget {
            masks.removeAll()
            valuesKept = 0
        }
        masks.keep(glyph, for: key)
        valuesKept += glyph.mask.values.count
        return glyph
    }

    private mutating func startOver() {
        polygons.removeAll(keepingCapacity: true)
        masks.removeAll()
        valuesKept = 0
    }

    /// The glyph's outline flattened with its pen at (0, 0); empty for a
    /// glyph without one, nil when the font fails.
    private static func polygon(_ outline: GlyphOutlineKey) -> Polygon? {
        (try? outline.outline())?.flattened()
    }

    /// Coverage of `polygon` moved by `phase`, over the pixels it touches,
    /// in the grid of the pen's whole pixel.
    static func coverage(of polygon: Polygon, phase: Point, rasterizer: inout Rasterizer) -> CoverageMask {
        guard let extent = polygon.bounds,
              let bounds = PixelRect(covering: Rect(x: extent.minX + phase.x, y: extent.minY + phase.y,
                                                    width: extent.width, height: extent.height)) else {
            return CoverageMask(originX: 0, originY: 0, width: 0, height: 0, values: [])
        }
        rasterizer.reset(width: bounds.width, height: bounds.height)
        rasterizer.add(polygon, dx: phase.x - Double(bounds.minX), dy: phase.y - Double(bounds.minY))
        return rasterizer.coverage(originX: bounds.minX, originY: bounds.minY)
    }
}
