import Testing
@testable import StarBadge
import StarBadgeTestSupport
import StarGeometry
import StarRaster
import StarText

/// A text's coverage is the union of its glyphs: where glyphs join (every
/// Arabic and Persian join, Devanagari and Bengali headlines, Tamil
/// overlaps) the shared part counts once. The renderer's line coverage is
/// compared with a slow reference that integrates the non-zero rule of every
/// glyph edge of the line exactly along 1024 scanlines a pixel (error
/// ≤ 0.25/255 a pixel: a slab of 1/1024 px holding a kink of the covered
/// length), on the same glyph outlines at the same positions.
@Suite("text coverage is the union of the glyphs")
struct TextUnionTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let font: DebianFonts.Font
        let text: String
        var testDescription: String { text }
    }

    static let samples: [Sample] = [
        Sample(font: DebianFonts.notoSansArabic, text: "تقييم ممتاز للمنتج"),
        Sample(font: DebianFonts.notoSansArabic, text: "امتیاز عالی است"),
        Sample(font: DebianFonts.notoSansDevanagari, text: "रेटिंग उत्कृष्ट क्षत्रिय"),
        Sample(font: DebianFonts.notoSansBengali, text: "রেটিং চমৎকার ক্ষমা"),
        Sample(font: DebianFonts.notoSansTamil, text: "மதிப்பீடு சிறப்பு க்ஷ"),
        // Issue 32's hostile shapes, short: letters under three stacked marks, one conjunct chain.
        Sample(font: DebianFonts.notoSansArabic, text: String(repeating: "\u{0628}\u{0651}\u{064E}\u{0653}", count: 12)),
        Sample(font: DebianFonts.notoSansDevanagari, text: String(repeating: "\u{0915}\u{094D}", count: 12) + "\u{0915}"),
    ]

    static let sizes: [Double] = [11, 14, 20]

    @Test("the union within 1.5/255 of the exact union on joined scripts", arguments: samples)
    func unionMatchesReference(sample: Sample) throws {
        try #require(sample.font.isInstalled, "needs \(sample.font)")
        let face = try FontFace(contentsOfFile: sample.font.path)
        var worstSum = 0.0
        for size in Self.sizes {
            let line = try TextLine(sample.text, fonts: FontChain(face, usesSystemFonts: false), pixelSize: size)
            // An origin with fractions on both axes.
            let paint = TextPaint(line: line, origin: Point(x: 2.3, y: 3.71 + size), letterSpacing: 0,
                                  color: .black, drawsBitmapGlyphs: false, outlines: .exact)
            for reusing in [false, true] {
                var backend = RasterBackend(reusingWork: reusing)
                let drawn = backend.lineCoverage(paint)
                let ours = try #require(drawn)
                let reference = Self.reference(paint, over: ours.bounds)
                let difference = Self.maxDifference(ours, reference)
                #expect(difference <= 1.5, "\(sample.text) at \(size) px (reusing \(reusing)): \(difference)/255")
            }
            // The sum of the glyphs' coverages, clamped, is what the union replaces.
            let summed = try #require(Self.summedCoverage(paint))
            worstSum = max(worstSum, Self.maxDifference(summed, Self.reference(paint, over: summed.bounds)))
        }
        // The samples do have overlapping glyphs.
        #expect(worstSum > 8, "\(sample.text): the clamped sum is within \(worstSum)/255 of the union")
    }

    /// Issue 32: each shared pixel of a row was computed from every glyph
    /// touching any shared pixel of that row, so a PNG label of 1,000 joined
    /// letters took 4 s (250: 0.24 s). A shared pixel meets only the glyphs
    /// whose boxes hold it: twice the letters, twice the glyph-pixel visits.
    @Test("a shared pixel meets only the glyphs whose boxes hold it: work linear in the line",
          arguments: ["\u{0628}", "\u{0628}\u{0651}\u{064E}\u{0653}"])
    func unionWorkIsLinear(letter: String) throws {
        let face = try FontLibrary.defaultFace()
        var visits: [Int] = []
        for count in [60, 120, 240] {
            let line = try TextLine(String(repeating: letter, count: count), fonts: FontChain(face, usesSystemFonts: false),
                                    pixelSize: 11)
            let paint = TextPaint(line: line, origin: Point(x: 2.3, y: 14.71), letterSpacing: 0, color: .black,
                                  drawsBitmapGlyphs: false, outlines: .exact)
            var backend = RasterBackend(reusingWork: false)
            _ = backend.lineCoverage(paint)
            visits.append(backend.union.partPixelVisits)
        }
        #expect(visits[0] > 0, "the letters join: some pixels are shared")
        #expect(Double(visits[1]) <= 2.2 * Double(visits[0]) && Double(visits[2]) <= 2.2 * Double(visits[1]), "\(visits)")
    }

    /// Found beside issue 32: one character may hold 4,000 code points, and
    /// a base under 3,999 of one mark set at one place took seconds as a PNG
    /// label (enclosing circles U+20DD, from a system font: 25 s; fathas on
    /// ب: 1.4 s, four times as long for twice the marks), every pixel there
    /// meeting every mark. A glyph drawn again where it already is adds
    /// nothing to the union: the line draws as with one mark, meeting as
    /// many glyphs. (DejaVu Sans sets these two marks at one place; it
    /// stacks acute accents, each above the last.)
    @Test("a mark repeated at the same place draws, and costs, as one", arguments: ["\u{064E}", "\u{0332}"])
    func repeatedMarkIsOne(mark: String) throws {
        let face = try FontLibrary.defaultFace()
        var results: [(visits: Int, mask: CoverageMask?)] = []
        for count in [1, 240] {
            let line = try TextLine("a" + String(repeating: mark, count: count), fonts: FontChain(face, usesSystemFonts: false),
                                    pixelSize: 11)
            let paint = TextPaint(line: line, origin: Point(x: 2.3, y: 14.71), letterSpacing: 0, color: .black,
                                  drawsBitmapGlyphs: false, outlines: .exact)
            var backend = RasterBackend(reusingWork: false)
            let mask = backend.lineCoverage(paint)
            results.append((backend.union.partPixelVisits, mask))
        }
        #expect(results[1].visits == results[0].visits, "\(results.map(\.visits))")
        #expect(results[1].mask?.bounds == results[0].mask?.bounds && results[1].mask?.values == results[0].mask?.values)
    }

    /// Glyph coverage kept by phase between texts and badges draws exactly
    /// what drawing every glyph afresh gives: labels of shared glyphs at
    /// many sub-pixel origins, each drawn by one backend that keeps
    /// everything (twice, the second time from its caches) and by a plain one.
    @Test("glyphs kept between texts draw exactly as glyphs drawn afresh")
    func keptGlyphsEqualFreshOnes() throws {
        let face = try FontLibrary.defaultFace()
        var kept = RasterBackend()
        for (index, text) in ["Vote 1", "Vote 12", "Rating: 4.5", "fi ff AV To", "Vote 123"].enumerated() {
            let line = try TextLine(text, face: face, pixelSize: 13.3)
            for shift in 0..<5 {
                let origin = Point(x: 1.5 + Double(shift) * 0.173 + Double(index) * 0.031, y: 14.2 + Double(shift) * 0.07)
                let paint = TextPaint(line: line, origin: origin, letterSpacing: shift == 3 ? 0.6 : 0, color: .black,
                                      drawsBitmapGlyphs: false, outlines: shift.isMultiple(of: 2) ? .exact : .lightHinted)
                var plain = RasterBackend(reusingWork: false)
                let freshMask = plain.lineCoverage(paint)
                let fresh = try #require(freshMask)
                for _ in 0..<2 {
                    let drawnMask = kept.lineCoverage(paint)
                    let drawn = try #require(drawnMask)
                    #expect(drawn.bounds == fresh.bounds && drawn.values == fresh.values, "\(text) at \(origin)")
                }
            }
        }
    }

    /// The glyphs' coverages added up and clamped to 1, over the union's pixels.
    static func summedCoverage(_ paint: TextPaint) -> CoverageMask? {
        var backend = RasterBackend(reusingWork: false)
        guard let union = backend.lineCoverage(paint) else { return nil }
        var values = [Float](repeating: 0, count: union.values.count)
        var rasterizer = Rasterizer(width: 0, height: 0)
        for glyph in (try? paint.line.outlineGlyphs(baselineOrigin: paint.origin)) ?? [] {
            guard let placement = GlyphPlacement(glyph.position), let polygon = GlyphCoverageCache.polygon(glyph.key) else { continue }
            let mask = GlyphCoverageCache.coverage(of: polygon, phase: placement.phase, rasterizer: &rasterizer)
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    let column = mask.originX + placement.pixelX + x - union.originX
                    let row = mask.originY + placement.pixelY + y - union.originY
                    values[row * union.width + column] = min(1, values[row * union.width + column] + mask[x, y])
                }
            }
        }
        return CoverageMask(originX: union.originX, originY: union.originY, width: union.width, height: union.height,
                            values: values)
    }

    /// Largest difference between two masks of the same bounds, in 1/255.
    static func maxDifference(_ a: CoverageMask, _ b: CoverageMask) -> Double {
        zip(a.values, b.values).map { Double(abs($0 - $1)) * 255 }.max() ?? 0
    }

    /// The non-zero area of all the line's glyph edges in every pixel of
    /// `bounds`, by scanlines: each scanline's crossings sorted, the spans of
    /// non-zero winding added to the pixels they cross, exactly in x.
    static func reference(_ paint: TextPaint, over bounds: PixelRect) -> CoverageMask {
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, winding: Int)] = []
        for glyph in (try? paint.line.outlineGlyphs(baselineOrigin: paint.origin)) ?? [] {
            guard let placement = GlyphPlacement(glyph.position), let polygon = GlyphCoverageCache.polygon(glyph.key) else { continue }
            let pen = placement.position
            for contour in polygon.contours where contour.count >= 2 {
                var previous = contour[contour.count - 1]
                for point in contour {
                    let a = Point(x: previous.x + pen.x, y: previous.y + pen.y), b = Point(x: point.x + pen.x, y: point.y + pen.y)
                    previous = point
                    if a.y < b.y { edges.append((a.x, a.y, b.x, b.y, 1)) } else if a.y > b.y { edges.append((b.x, b.y, a.x, a.y, -1)) }
                }
            }
        }
        let scanlines = 1024
        var values = [Double](repeating: 0, count: bounds.width * bounds.height)
        for row in 0..<bounds.height {
            let top = Double(bounds.minY + row)
            let rowEdges = edges.filter { $0.y1 > top && $0.y0 < top + 1 }
            for k in 0..<scanlines {
                let y = top + (Double(k) + 0.5) / Double(scanlines)
                var crossings: [(x: Double, winding: Int)] = []
                for e in rowEdges where e.y0 <= y && y < e.y1 {
                    crossings.append((e.x0 + (y - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0), e.winding))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (i, crossing) in crossings.enumerated() {
                    winding += crossing.winding
                    guard winding != 0, i + 1 < crossings.count else { continue }
                    let x0 = crossing.x - Double(bounds.minX), x1 = crossings[i + 1].x - Double(bounds.minX)
                    for column in max(0, Int(x0.rounded(.down)))..<min(bounds.width, Int(x1.rounded(.up))) {
                        let covered = min(x1, Double(column + 1)) - max(x0, Double(column))
                        if covered > 0 { values[row * bounds.width + column] += covered / Double(scanlines) }
                    }
                }
            }
        }
        return CoverageMask(originX: bounds.minX, originY: bounds.minY, width: bounds.width, height: bounds.height,
                            values: values.map { Float(min($0, 1)) })
    }
}
