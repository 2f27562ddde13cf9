import CFreeType
import CFreeTypeShim
import StarGeometry

/// The FreeType calls behind glyph queries. Each takes a face already locked
/// and sized by `FreeTypeFace.withFace`; px values are for that size.
enum FreeTypeGlyphs {
    /// The glyph for a Unicode scalar, or glyph 0 when the font lacks it.
    static func index(_ face: FT_Face, for scalar: Unicode.Scalar) -> GlyphIndex {
        GlyphIndex(UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value))))
    }

    /// The unhinted advance width in px: FT_Get_Advance with a scaling load
    /// returns 16.16 fixed-point pixels.
    static func advance(_ face: FT_Face, of glyph: GlyphIndex, source: String) throws(FontError) -> Double {
        try check(glyph, face: face, source: source)
        var advance: FT_Fixed = 0
        let error = FT_Get_Advance(face, FT_UInt(glyph.rawValue), sbft_load_flags_unhinted_outline(), &advance)
        guard error == 0 else {
            throw .freeType(error, source: source, operation: "read the advance of \(glyph)")
        }
        return Double(advance) / 65536
    }

    /// The horizontal kerning between two glyphs in px (negative: closer),
    /// scaled but not grid-fitted (26.6 fixed point). 0 without a 'kern' table.
    static func kerning(_ face: FT_Face, _ left: GlyphIndex, _ right: GlyphIndex,
                        source: String) throws(FontError) -> Double {
        guard sbft_has_kerning(face) != 0 else { return 0 }
        try check(left, face: face, source: source)
        try check(right, face: face, source: source)
        var vector = FT_Vector(x: 0, y: 0)
        let error = FT_Get_Kerning(face, FT_UInt(left.rawValue), FT_UInt(right.rawValue),
                                   FT_UInt(FT_KERNING_UNFITTED.rawValue), &vector)
        guard error == 0 else {
            throw .freeType(error, source: source, operation: "read the kerning of \(left) and \(right)")
        }
        return Double(vector.x) / 64
    }

    /// Loads the glyph unhinted as an outline into the face's glyph slot,
    /// scaled to the face's size (26.6 px): FreeType's own rendering of it is
    /// the tests' reference bitmap.
    static func load(_ face: FT_Face, _ glyph: GlyphIndex, source: String) throws(FontError) -> FT_GlyphSlot {
        try load(face, glyph, flags: sbft_load_flags_unhinted_outline(), source: source)
    }

    private static func load(_ face: FT_Face, _ glyph: GlyphIndex, flags: Int32,
                             source: String) throws(FontError) -> FT_GlyphSlot {
        try check(glyph, face: face, source: source)
        let error = FT_Load_Glyph(face, FT_UInt(glyph.rawValue), flags)
        guard error == 0 else { throw .freeType(error, source: source, operation: "load \(glyph)") }
        guard let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
            throw .unsupportedGlyphFormat(source: source, glyph: glyph.rawValue)
        }
        return slot
    }

    /// The glyph's outline at `size` (1/64 px per em, the face set to it) from
    /// `origin`, in px, y growing down, origin at the pen position on the
    /// baseline. Conic arcs become quadratic curves and cubic arcs cubic
    /// curves; every contour is closed. The one place an outline source
    /// turns into FreeType calls.
    static func outline(_ face: FT_Face, of glyph: GlyphIndex, size: Int, from origin: GlyphOutlineSource,
                        source: String) throws(FontError) -> Path {
        switch origin {
        case .exact:
            // Font units, y up, scaled here in double precision: (x·s, −y·s).
            let slot = try load(face, glyph, flags: sbft_load_flags_unscaled_outline(), source: source)
            let unitsPerEm = Double(max(1, Int(face.pointee.units_per_EM)))
            let scale = Double(size) / 64 / unitsPerEm
            return try decompose(slot, glyph, scale: scale, source: source)
        case .lightHinted:
            return try lightHintedOutline(face, of: glyph, size: size, source: source)
        }
    }

    /// The outline in the glyph slot as a `Path`, each FreeType coordinate
    /// multiplied by `scale` (and y negated); x by `xScale` when given.
    static func decompose(_ slot: FT_GlyphSlot, _ glyph: GlyphIndex, scale: Double, xScale: Double? = nil,
                          source: String) throws(FontError) -> Path {
        let capacity = withUnsafePointer(to: &slot.pointee.outline) { sbft_outline_segment_bound($0) }
        var segments = [sbft_segment](repeating: sbft_segment(), count: capacity)
        var count = 0
        let error = segments.withUnsafeMutableBufferPointer { buffer in
            withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
                sbft_outline_decompose(outline, buffer.baseAddress, buffer.count, &count)
            }
        }
        guard error == 0 else {
            throw .freeType(error, source: source, operation: "decompose the outline of \(glyph)")
        }
        return path(from: segments.prefix(count), xScale: xScale ?? scale, yScale: scale)
    }

    /// The glyph's outline grid-fitted vertically by FreeType's light
    /// hinting (the auto-hinter's, or the font driver's own light hinter) at
    /// `size` (1/64 px per em, set on the face), in px, y growing down,
    /// origin at the pen position on the baseline. Only y coordinates move:
    /// light hinting still nudges a few x coordinates (composite glyphs'
    /// component offsets rounded to the grid, some stems: up to 0.7 px in
    /// DejaVu Sans at 11 px), so each point gets back its design x, in font
    /// units scaled in double precision as `.exact` scales it. The hinted
    /// advance is not used.
    private static func lightHintedOutline(_ face: FT_Face, of glyph: GlyphIndex, size: Int,
                                           source: String) throws(FontError) -> Path {
        let designX = try load(face, glyph, flags: sbft_load_flags_unscaled_outline(), source: source)
            .pointee.outline.xCoordinates
        let slot = try load(face, glyph, flags: sbft_load_flags_light_hinted_outline(), source: source)
        let outline = slot.pointee.outline
        let unitsPerEm = Double(max(1, Int(face.pointee.units_per_EM)))
        // Hinting keeps the points (it only moves them); were it ever to
        // change their number, the hinted x coordinates (26.6 px) would stand.
        guard let points = outline.points, Int(outline.n_points) == designX.count else {
            return try decompose(slot, glyph, scale: 1.0 / 64, source: source)
        }
        for index in designX.indices { points[index].x = designX[index] }
        return try decompose(slot, glyph, scale: 1.0 / 64, xScale: Double(size) / 64 / unitsPerEm, source: source)
    }

    /// Converts FreeType segments (y up) to a `Path` (px, y down).
    private static func path(from segments: ArraySlice<sbft_segment>, xScale: Double, yScale: Double) -> Path {
        func point(_ s: sbft_segment, _ i: Int) -> Point {
            let (x, y): (Int64, Int64)
            switch i {
            case 0: (x, y) = (s.x.0, s.y.0)
            case 1: (x, y) = (s.x.1, s.y.1)
            default: (x, y) = (s.x.2, s.y.2)
            }
            return Point(x: Double(x) * xScale, y: -Double(y) * yScale)
        }
        var path = Path()
        var contourOpen = false
        for s in segments {
            switch Int(s.kind) {
            case Int(SBFT_SEGMENT_MOVE.rawValue):
                if contourOpen { path.close() }
                path.move(to: point(s, 0))
                contourOpen = true
            case Int(SBFT_SEGMENT_LINE.rawValue):
                path.line(to: point(s, 0))
            case Int(SBFT_SEGMENT_CONIC.rawValue):
                path.quadratic(to: point(s, 1), control: point(s, 0))
            case Int(SBFT_SEGMENT_CUBIC.rawValue):
                path.cubic(to: point(s, 2), control1: point(s, 0), control2: point(s, 1))
            default:
                continue
            }
        }
        if contourOpen { path.close() }
        return path
    }

    /// Throws unless the glyph index exists in the face.
    private static func check(_ glyph: GlyphIndex, face: FT_Face, source: String) throws(FontError) {
        let count = Int(face.pointee.num_glyphs)
        guard Int(glyph.rawValue) < count else {
            throw .glyphOutOfRange(source: source, glyph: glyph.rawValue, glyphCount: count)
        }
    }
}

extension FT_Outline {
    /// The points' x coordinates (26.6), in order.
    fileprivate var xCoordinates: [FT_Pos] {
        guard let points, n_points > 0 else { return [] }
        return (0..<Int(n_points)).map { points[$0].x }
    }
}
