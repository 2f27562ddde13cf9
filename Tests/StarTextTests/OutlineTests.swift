import Testing
import StarGeometry
import StarText

@Suite struct OutlineTests {
    @Test func outlineIsInPixelsWithYDownFromTheBaseline() throws {
        let face = try TestFonts.dejaVuSans()
        let outline = try face.outline(of: face.glyphIndex(for: "A"), pixelSize: 64)
        let bounds = try #require(outline.controlBounds)
        // "A" sits on the baseline (y = 0) and rises to the cap height
        // (1493 units = 46.66 px at 64 px), so its y values are negative.
        #expect(abs(bounds.maxY) < 1e-9)
        #expect(abs(bounds.minY - -1493.0 * 64 / 2048) < 1.0 / 64)
        #expect(bounds.minX >= 0 && bounds.maxX <= 43.78125)

        // "g" descends below the baseline: positive y.
        let g = try #require(try face.outline(of: face.glyphIndex(for: "g"), pixelSize: 64).controlBounds)
        #expect(g.maxY > 10)
    }

    @Test func everyContourIsClosedAndStartsWithAMove() throws {
        let face = try TestFonts.dejaVuSans()
        // "@" has 2 contours, "A" 2, "B" 3.
        for (scalar, contours) in [("@", 2), ("A", 2), ("B", 3)] as [(Unicode.Scalar, Int)] {
            let elements = try face.outline(of: face.glyphIndex(for: scalar), pixelSize: 24).elements
            guard case .move = elements.first else {
                Issue.record("\(scalar) does not start with a move")
                continue
            }
            #expect(elements.last == .close)
            let moves = elements.filter { if case .move = $0 { true } else { false } }.count
            let closes = elements.filter { $0 == .close }.count
            #expect(moves == contours, "\(scalar)")
            #expect(closes == contours, "\(scalar)")
        }
    }

    @Test func trueTypeCurvesAreQuadraticAndCFFCurvesAreCubic() throws {
        let trueType = try TestFonts.dejaVuSans().outline(of: TestFonts.dejaVuSans().glyphIndex(for: "o"), pixelSize: 24)
        #expect(trueType.elements.contains { if case .quadratic = $0 { true } else { false } })
        #expect(!trueType.elements.contains { if case .cubic = $0 { true } else { false } })

        let cff = try FontFace(contentsOfFile: TestFonts.fontAwesomeOpenTypePath)
        let heart = try cff.outline(of: cff.glyphIndex(for: "\u{F004}"), pixelSize: 24)
        #expect(heart.elements.contains { if case .cubic = $0 { true } else { false } })
        #expect(!heart.elements.contains { if case .quadratic = $0 { true } else { false } })
    }

    @Test func spaceHasAnAdvanceButNoOutline() throws {
        let face = try TestFonts.dejaVuSans()
        let space = face.glyphIndex(for: " ")
        #expect(try face.outline(of: space, pixelSize: 24).isEmpty)
        #expect(try face.advance(of: space, pixelSize: 24) > 5)
    }

    @Test func missingGlyphIsTheNotdefBox() throws {
        let face = try TestFonts.dejaVuSans()
        let box = try face.outline(of: .missing, pixelSize: 24)
        #expect(!box.isEmpty)
        #expect(try face.advance(of: .missing, pixelSize: 24) > 0)
    }

    @Test func outlineScalesWithPixelSize() throws {
        let face = try TestFonts.dejaVuSans()
        let glyph = face.glyphIndex(for: "&")
        let small = try #require(try face.outline(of: glyph, pixelSize: 16).controlBounds)
        let large = try #require(try face.outline(of: glyph, pixelSize: 64).controlBounds)
        // Exact outlines scale exactly (up to float rounding).
        #expect(abs(large.width - 4 * small.width) <= 1e-9)
        #expect(abs(large.minY - 4 * small.minY) <= 1e-9)
    }

    /// Exact outlines are the font's design scaled in double precision: at
    /// any size every point is the font-unit point (the outline at 1 px per
    /// font unit) times px per unit, not rounded to FreeType's 1/64 px grid,
    /// and their coverage at the default flattening is within 1.5/255 of the
    /// true outline's (the font units flattened 8 times finer).
    @Test(arguments: [("DejaVu", TestFonts.dejaVuSansPath), ("Font Awesome CFF", TestFonts.fontAwesomeOpenTypePath)])
    func exactOutlinesAreTheDesignScaled(name: String, path: String) throws {
        let face = try FontFace(contentsOfFile: path)
        let unitsPerEm = Double(face.unitsPerEm)
        let scalars: [Unicode.Scalar] = name == "DejaVu" ? ["a", "g", "&", "@", "R"] : ["\u{F004}", "\u{F005}"]
        for scalar in scalars {
            let glyph = face.glyphIndex(for: scalar)
            let design = try face.outline(of: glyph, pixelSize: unitsPerEm)
            for size in [11.0, 14.0, 20.0, 13.37] {
                let scale = (size * 64).rounded() / 64 / unitsPerEm
                let outline = try face.outline(of: glyph, pixelSize: size)
                let expected = design.transformed(by: .scale(x: scale, y: scale))
                #expect(outline.elements.count == expected.elements.count)
                for (a, b) in zip(Self.points(outline), Self.points(expected)) {
                    #expect(abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9, "\(scalar) at \(size) px")
                }
                let grid = try #require(expected.controlBounds.flatMap { bounds in
                    GlyphGrid(x0: Int(bounds.minX.rounded(.down)) - 1, y0: Int(bounds.minY.rounded(.down)) - 1,
                              width: Int(bounds.width.rounded(.up)) + 3, height: Int(bounds.height.rounded(.up)) + 3)
                })
                let difference = CoverageDifference(grid.coverage(of: outline, flatteningTolerance: defaultFlatteningTolerance),
                                                    grid.coverage(of: expected, flatteningTolerance: 0.0005))
                #expect(difference.max <= 1.5, "\(scalar) at \(size) px: \(difference)")
            }
        }
    }

    private static func points(_ path: Path) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadratic(let c, let p): [c, p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }
    }
}
