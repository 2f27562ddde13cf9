import StarGeometry
import CHarfBuzz

/// A single line of text, shaped and laid out as a browser would set it.
///
/// The steps, each a type of its own:
/// 1. Each cluster (a base and its marks) gets a font from the chain, or
///    from the system's fonts (`ClusterFonts`, `SystemFonts`).
/// 2. The Unicode Bidirectional Algorithm gives every character a level
///    (`BidiLevels`); every character gets a script (`ScriptRuns`).
/// 3. The text is cut into runs of one level, script and font, each shaped
///    by HarfBuzz with the whole line as context (`HarfBuzzShaper`).
/// 4. The runs are placed in visual order (rule L2), left to right.
///
/// Advances are unhinted, exact font units scaled to px; every font is used
/// at the same size. Lengths are in px.
public struct TextLine: Sendable {
    /// The text as given.
    public let text: String
    /// The fonts the glyphs come from; the chain's primary font first.
    public let fonts: [FontFace]
    /// The size, px per em, rounded to 1/64 px as FreeType uses it.
    public let pixelSize: Double
    /// Glyphs in visual order, left to right, with their positions.
    public let glyphs: [PositionedGlyph]
    /// Pen advance from the start to the end of the line, in px.
    public let advanceWidth: Double
    /// Characters that no font has a glyph for, each once, in the order
    /// they first appear (drawn as the primary font's missing-glyph box).
    public let missingCharacters: [Unicode.Scalar]
    /// The largest ascender and descender (and line gap) of the fonts used, at this size.
    public let metrics: FontMetrics
    /// The line's resolved base direction.
    public let isRightToLeft: Bool
    /// Where the line sits about its baseline: its script's reference zone
    /// and its ink, px. What a badge centres and sizes a label by.
    public let zone: LineZone

    /// The primary font.
    public var face: FontFace { fonts[0] }

    /// Shapes `text` (one line, any Unicode) in `chain` at `pixelSize` px per em.
    /// - Parameters:
    ///   - direction: the base (paragraph) direction; `.auto` takes it from
    ///     the first strong character.
    ///   - language: a BCP 47 tag ("ar", "sr", "ja") for language-specific
    ///     forms and for choosing system fonts; nil for the script's defaults.
    /// - Throws: `FontError` when the size is outside `FontFace.pixelSizeRange`.
    public init(_ text: String, fonts chain: FontChain, pixelSize: Double, direction: TextDirection = .auto,
                language: String? = nil) throws(FontError) {
        let size = try FontSize.fixed26Dot6(pixelSize)
        let px = Double(size) / 64
        let scalars = text.unicodeScalars.map(\.value)
        let assignment = ClusterFonts(text, chain: chain, language: language)
        let bidi = BidiLevels(scalars, direction: direction)
        let runs = TextRun.split(levels: bidi.levels, scripts: ScriptRuns.scripts(of: scalars), fonts: assignment.fontOfScalar,
                                 clusterStarts: assignment.clusterStarts)
        let hbLanguage = HarfBuzzShaper.language(language)

        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        var pen = 0.0
        for index in BidiLevels.visualOrder(ofRunsAt: runs.map(\.level)) {
            let run = runs[index]
            let font = assignment.faces[run.font].storage.harfBuzz
            let scale = px / Double(max(1, font.unitsPerEm))
            for shaped in HarfBuzzShaper.shape(scalars, run: run.range, font: font, rightToLeft: run.level & 1 == 1,
                                               script: run.script, language: hbLanguage) {
                let advance = Double(shaped.xAdvance) * scale
                glyphs.append(PositionedGlyph(glyph: GlyphIndex(shaped.id), font: run.font, cluster: shaped.cluster,
                                              x: pen + Double(shaped.xOffset) * scale, y: -Double(shaped.yOffset) * scale,
                                              advance: advance))
                pen += advance
            }
        }
        self.text = text
        self.fonts = assignment.faces
        self.pixelSize = px
        self.glyphs = glyphs
        self.advanceWidth = pen
        self.missingCharacters = assignment.missing
        self.isRightToLeft = bidi.isRightToLeft
        self.metrics = try Self.metrics(of: assignment.faces, glyphs: glyphs, pixelSize: px)
        // The zone is the first run's that is set in a text font (an emoji before the words does not decide it).
        let main = runs.first { !assignment.faces[$0.font].isColorFont } ?? runs.first
        self.zone = Self.zone(of: glyphs, faces: assignment.faces, script: main?.script ?? HB_SCRIPT_COMMON,
                              scriptFont: main?.font ?? 0, pixelSize: px)
    }

    /// Shapes `text` in `face` alone (no fallback), left to right.
    public init(_ text: String, face: FontFace, pixelSize: Double) throws(FontError) {
        try self.init(text, fonts: FontChain(face, usesSystemFonts: false), pixelSize: pixelSize, direction: .leftToRight)
    }

    /// The deepest extent of the fonts glyphs were taken from (the primary
    /// font's always counts, as a browser's line box does).
    private static func metrics(of faces: [FontFace], glyphs: [PositionedGlyph], pixelSize: Double) throws(FontError) -> FontMetrics {
        var metrics = try faces[0].metrics(pixelSize: pixelSize)
        for index in faces.indices.dropFirst() where glyphs.contains(where: { $0.font == index }) {
            let other = try faces[index].metrics(pixelSize: pixelSize)
            metrics = FontMetrics(pixelSize: metrics.pixelSize, ascender: max(metrics.ascender, other.ascender),
                                  descender: max(metrics.descender, other.descender), lineGap: max(metrics.lineGap, other.lineGap))
        }
        return metrics
    }

    /// The outlines of every glyph in one path, in px, y growing down, with
    /// the line's start on the baseline at `origin`. Fill it non-zero.
    /// Colour glyphs (emoji) are pictures or coloured layers, not one outline:
    /// see `colorGlyphs` and `colorLayerPaths`.
    ///
    /// `outlines: .lightHinted` grid-fits each glyph vertically; its grid is
    /// the pixel grid only when the glyph's origin is on a whole pixel row,
    /// so the baseline (`origin.y`) and each glyph's vertical offset are
    /// rounded to whole pixels then (`outlineGlyphs`). x positions are the
    /// same either way.
    public func path(baselineOrigin origin: Point = .zero, letterSpacing: Double = 0,
                     outlines: GlyphOutlineSource = .exact) throws(FontError) -> Path {
        var line = Path()
        for placed in try outlineGlyphs(baselineOrigin: origin, letterSpacing: letterSpacing, from: outlines) {
            let outline = try placed.key.outline()
            guard !outline.isEmpty else { continue }
            line.append(outline.transformed(by: .translation(x: placed.position.x, y: placed.position.y)))
        }
        return line
    }

    /// Extra space before each glyph when `spacing` px is added between
    /// neighbouring clusters (never inside one: a ligature or a base and its
    /// marks stay together).
    public func clusterSpacingOffsets(_ spacing: Double) -> [Double] {
        var offsets: [Double] = []
        offsets.reserveCapacity(glyphs.count)
        var gaps = 0
        var previous: Int? = nil
        for placed in glyphs {
            if let previous, previous != placed.cluster { gaps += 1 }
            previous = placed.cluster
            offsets.append(Double(gaps) * spacing)
        }
        return offsets
    }

    /// How many gaps between clusters `clusterSpacingOffsets` fills.
    public var clusterGapCount: Int {
        var gaps = 0
        for (a, b) in zip(glyphs, glyphs.dropFirst()) where a.cluster != b.cluster { gaps += 1 }
        return gaps
    }
}

/// One glyph of a shaped line of text.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph drawn, in the font `font`; glyph 0 (the missing-glyph box)
    /// when no font has the character.
    public var glyph: GlyphIndex
    /// The font the glyph is from: an index into `TextLine.fonts`.
    public var font: Int
    /// The index, in Unicode scalars of the line's text, of the first
    /// character of the cluster this glyph belongs to (a ligature's glyph
    /// stands for its whole cluster; a base and its marks share one).
    public var cluster: Int
    /// The glyph's origin on the baseline, in px from the line's start,
    /// kerning and mark positioning included.
    public var x: Double
    /// The glyph's vertical offset from the baseline, px, y growing down
    /// (non-zero for marks placed above or below their base).
    public var y: Double
    /// The pen advance after this glyph, px.
    public var advance: Double

    public init(glyph: GlyphIndex, font: Int = 0, cluster: Int, x: Double, y: Double = 0, advance: Double) {
        self.glyph = glyph
        self.font = font
        self.cluster = cluster
        self.x = x
        self.y = y
        self.advance = advance
    }
}

/// A stretch of a line shaped in one call: one bidi level, one script, one font.
struct TextRun {
    /// Scalar offsets in the line.
    var range: Range<Int>
    var level: UInt8
    var script: hb_script_t
    /// Index into the line's fonts.
    var font: Int

    /// Cuts a line wherever the level, the script or the font changes, at
    /// the start of a cluster only (a cluster is shaped whole: an emoji ZWJ
    /// sequence, a base and its marks), taking each cluster's properties
    /// from its first character.
    static func split(levels: [UInt8], scripts: [hb_script_t], fonts: [Int], clusterStarts: [Bool]) -> [TextRun] {
        guard !levels.isEmpty else { return [] }
        var runs: [TextRun] = []
        var start = 0
        for index in 1...levels.count where index == levels.count
            || clusterStarts[index] && (levels[index] != levels[start] || scripts[index] != scripts[start]
                                        || fonts[index] != fonts[start]) {
            runs.append(TextRun(range: start..<index, level: levels[start], script: scripts[start], font: fonts[start]))
            start = index
        }
        return runs
    }
}

/// The script each character is shaped in (a simplified UAX #24
/// itemization): a character of the Common or Inherited script (spaces,
/// digits, punctuation, combining marks) belongs to the script of the text
/// before it, or after it at the start of the line, so a word and its
/// marks and punctuation are shaped together.
enum ScriptRuns {
    static func scripts(of scalars: [UInt32]) -> [hb_script_t] {
        var scripts = scalars.map(script(of:))
        var current: hb_script_t? = nil
        var pendingStart = 0
        for index in scripts.indices {
            let script = scripts[index]
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN {
                if let current { scripts[index] = current }
                continue
            }
            if current == nil {
                // The line began with neutral characters: they take the first real script.
                for earlier in pendingStart..<index { scripts[earlier] = script }
            }
            current = script
            pendingStart = index + 1
        }
        return scripts
    }

    /// The Unicode script of `scalar` (HarfBuzz's), without a lookup for
    /// ASCII: its letters are Latin, everything else in it Common.
    static func script(of scalar: UInt32) -> hb_script_t {
        guard scalar >= 0x80 else {
            let folded = scalar | 0x20
            return folded >= 0x61 && folded <= 0x7A ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
        }
        return hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    }
}
