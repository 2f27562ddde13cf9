import Testing
import StarText

@Suite struct FontLoadingTests {
    @Test func dejaVuSansLoadsWithPlausibleMetrics() throws {
        let face = try TestFonts.dejaVuSans()
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.unitsPerEm == 2048)
        #expect(face.glyphCount > 5000)
        #expect(face.faceCount == 1)
        #expect(face.source == TestFonts.dejaVuSansPath)

        let metrics = try face.metrics(pixelSize: 24)
        #expect(metrics.pixelSize == 24)
        // DejaVu Sans hhea: ascender 1901, descender −483, line gap 0 (units of 1/2048 em).
        #expect(abs(metrics.ascender - 1901.0 * 24 / 2048) < 1e-9)
        #expect(abs(metrics.descender - 483.0 * 24 / 2048) < 1e-9)
        #expect(metrics.lineGap == 0)
        #expect(metrics.ascender > 0.7 * 24 && metrics.ascender < 24)
        #expect(metrics.descender > 0.1 * 24 && metrics.descender < 0.4 * 24)
        #expect(abs(metrics.lineHeight - 2384.0 * 24 / 2048) < 1e-9)
    }

    @Test func metricsScaleLinearlyWithFractionalSizes() throws {
        let face = try TestFonts.dejaVuSans()
        let small = try face.metrics(pixelSize: 10)
        let large = try face.metrics(pixelSize: 16.5)
        #expect(large.pixelSize == 16.5)
        #expect(abs(large.ascender / small.ascender - 1.65) < 1e-12)
        // Sizes are used rounded to 1/64 px.
        #expect(try face.metrics(pixelSize: 12.004).pixelSize == 12)
    }

    @Test func advanceIsUnhintedAndExact() throws {
        let face = try TestFonts.dejaVuSans()
        let a = face.glyphIndex(for: "A")
        // "A" advances 1401 font units: 1401 × 64 / 2048 = 43.78125 px at 64 px,
        // and at 13 px it is 8.8931… px, not a whole pixel (no hinting).
        #expect(try face.advance(of: a, pixelSize: 64) == 43.78125)
        #expect(abs(try face.advance(of: a, pixelSize: 13) - 1401.0 * 13 / 2048) < 1.0 / 65536)
    }

    @Test func latinGlyphExistsAndCJKIsMissing() throws {
        let face = try TestFonts.dejaVuSans()
        #expect(!face.glyphIndex(for: "A").isMissing)
        #expect(face.glyphIndex(for: "\u{4E2D}") == .missing)  // 中
        #expect(face.glyphIndex(for: "\u{4E2D}").rawValue == 0)
    }

    @Test(arguments: [
        "Ω", "α", "λ",          // Greek
        "Ж", "я", "Щ",          // Cyrillic
        "É", "ß", "ø",          // Latin-1
        "\u{2605}", "\u{2606}", // ★ ☆
    ] as [Unicode.Scalar])
    func dejaVuCoversScript(_ scalar: Unicode.Scalar) throws {
        let face = try TestFonts.dejaVuSans()
        #expect(!face.glyphIndex(for: scalar).isMissing, "U+\(String(scalar.value, radix: 16, uppercase: true))")
    }

    @Test func dejaVuKernsAVAndTo() throws {
        let face = try TestFonts.dejaVuSans()
        #expect(face.hasKerning)
        let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [("A", "V"), ("T", "o")]
        for (left, right) in pairs {
            let kern = try face.kerning(between: face.glyphIndex(for: left), and: face.glyphIndex(for: right),
                                        pixelSize: 24)
            #expect(kern < 0, "\(left)\(right) should kern closer, got \(kern) px")
            #expect(kern > -24, "\(left)\(right) kerning \(kern) px is implausibly large")
        }
        // Unfitted kerning scales linearly with the size (no rounding to whole pixels).
        let av12 = try face.kerning(between: face.glyphIndex(for: "A"), and: face.glyphIndex(for: "V"), pixelSize: 12)
        let av48 = try face.kerning(between: face.glyphIndex(for: "A"), and: face.glyphIndex(for: "V"), pixelSize: 48)
        #expect(abs(av48 - 4 * av12) <= 4.0 / 64)
        // A pair the font does not kern.
        let none = try face.kerning(between: face.glyphIndex(for: "l"), and: face.glyphIndex(for: "l"), pixelSize: 24)
        #expect(none == 0)
    }

    @Test func fontAwesomeHasTheStarGlyph() throws {
        for path in [TestFonts.fontAwesomePath, TestFonts.fontAwesomeOpenTypePath] {
            let face = try FontFace(contentsOfFile: path)
            #expect(face.familyName == "FontAwesome")
            let star = face.glyphIndex(for: "\u{F005}")
            #expect(!star.isMissing, "\(path)")
            let outline = try face.outline(of: star, pixelSize: 24)
            let bounds = try #require(outline.controlBounds)
            #expect(bounds.width > 15 && bounds.width < 30)
            #expect(bounds.height > 15 && bounds.height < 30)
            // Empty star and half star, as Fonts/README.md lists them.
            #expect(!face.glyphIndex(for: "\u{F006}").isMissing)
            #expect(!face.glyphIndex(for: "\u{F089}").isMissing)
            #expect(face.glyphIndex(for: "A").isMissing)
        }
    }

    @Test func bytesOutliveTheCallersArray() throws {
        func makeFace() throws -> FontFace {
            let bytes = try TestFonts.bytes(of: TestFonts.dejaVuSansPath)
            return try FontFace(bytes: bytes, name: "DejaVu from memory")
        }
        let face = try makeFace()
        #expect(face.source == "DejaVu from memory")
        let outline = try face.outline(of: face.glyphIndex(for: "g"), pixelSize: 32)
        #expect(!outline.isEmpty)
        let fromFile = try TestFonts.dejaVuSans().outline(of: face.glyphIndex(for: "g"), pixelSize: 32)
        #expect(outline == fromFile)
    }
}
