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

    /// A glyph's outline flattened, and whether it winds only once (`WindingCheck`).
    struct Outline: Sendable {
        let polygon: Polygon
        let windsOnce: Bool

        init(_ polygon: Polygon) {
            self.polygon = polygon
            windsOnce = WindingCheck.windsOnce(polygon)
        }
    }

    /// Which pixels of a glyph are computed again as the exact non-zero union
    /// of its own contours (`EdgePixelUnion`).
    enum OverlapRepair: Sendable {
        /// None: the rasterizer alone, which counts an overlap twice (for
        /// tests that show a font's glyphs do overlap).
        case never
        /// The edge pixels of glyphs whose contours overlap (or might: any
        /// `WindingCheck` failure); the rasterizer is exact for the others.
        case whereContoursOverlap
        /// Every edge pixel of every glyph: the slow reference the fast way
        /// is tested against.
        case everyEdgePixel
    }

    /// How far a glyph's flattened edges are from its curves, px. A chord
    /// this far from its curve changes a pixel's area by at most
    /// ⅔ · 0.002 · √2 ≈ 0.48/255 (the area between an arc and its chord is
    /// ⅔ of the chord's length times their distance, and at most √2 px of a
    /// curve's chords lie in a pixel where it bends this little), leaving
    /// the rest of 1/255 to the placement (`GlyphPlacement`). Issue 36: at
    /// the general 0.004 px curved strokes were up to 1/255 off alone;
    /// 0.001 px would halve the error again, but make joined labels, whose
    /// shared pixels see every edge in their row, a third slower.
    static let flatteningTolerance = 0.002

    /// Most coverage values kept (4 MiB), and most outlines; past either the cache starts over.
    private static let valueBudget = 1 << 20
    private static let outlineBudget = 4096
    private var polygons: [GlyphOutlineKey: Outline] = [:]
    private var masks = GlyphPhaseTable<Glyph>()
    private var valuesKept = 0
    private var repair = EdgePixelUnion()
    var overlaps = OverlapRepair.whereContoursOverlap

    /// Pixels computed as the union of a glyph's own contours, over every glyph drawn.
    var pixelsRepaired: Int { repair.pixelsComputed }

    /// The glyph at `placement`'s phase, kept or made (and kept when `keeps`);
    /// nil when it has no outline or the font fails.
    mutating func glyph(_ outline: GlyphOutlineKey, at placement: GlyphPlacement, keeps: Bool,
                        rasterizer: inout Rasterizer) -> Glyph? {
        guard keeps else {
            guard let polygon = Self.polygon(outline), !polygon.contours.isEmpty else { return nil }
            return Glyph(mask: coverage(of: Outline(polygon), phase: placement.phase, rasterizer: &rasterizer),
                         polygon: polygon)
        }
        let key = GlyphPhaseTable<Glyph>.Key(outline: outline, phaseX: placement.phaseX, phaseY: placement.phaseY)
        if let glyph = masks[key] { return glyph }
        let flattened: Outline
        if let known = polygons[outline] {
            flattened = known
        } else {
            guard let made = Self.polygon(outline) else { return nil }
            if polygons.count >= Self.outlineBudget { startOver() }
            flattened = Outline(made)
            polygons[outline] = flattened
        }
        if flattened.polygon.contours.isEmpty { return nil }
        let glyph = Glyph(mask: coverage(of: flattened, phase: placement.phase, rasterizer: &rasterizer),
                          polygon: flattened.polygon)
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
    static func polygon(_ outline: GlyphOutlineKey) -> Polygon? {
        (try? outline.outline())?.flattened(tolerance: flatteningTolerance)
    }

    /// The exact non-zero coverage of `outline` moved by `phase`: the
    /// rasterizer's, with the edge pixels computed again where `overlaps` says.
    mutating func coverage(of outline: Outline, phase: Point, rasterizer: inout Rasterizer) -> CoverageMask {
        var mask = Self.coverage(of: outline.polygon, phase: phase, rasterizer: &rasterizer)
        if overlaps == .everyEdgePixel || (overlaps == .whereContoursOverlap && !outline.windsOnce) {
            repair.repair(&mask, polygon: outline.polygon, dx: phase.x - Double(mask.originX),
                          dy: phase.y - Double(mask.originY))
        }
        return mask
    }

    /// The rasterizer's coverage of `polygon` moved by `phase` (min(|∫w|, 1)
    /// a pixel), over the pixels it touches, in the grid of the pen's whole pixel.
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
