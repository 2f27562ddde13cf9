import StarGeometry

extension FontFace {
    /// The glyph the font maps a Unicode scalar to, or `GlyphIndex.missing`
    /// (glyph 0) when the font has no glyph for it.
    public func glyphIndex(for scalar: Unicode.Scalar) -> GlyphIndex {
        storage.withUnsizedFace { face in FreeTypeGlyphs.index(face, for: scalar) }
    }

    /// The glyph's advance width at `pixelSize` (px per em), unhinted, in px.
    public func advance(of glyph: GlyphIndex, pixelSize: Double) throws(FontError) -> Double {
        let size = try FontSize.fixed26Dot6(pixelSize)
        let source = self.source
        return try storage.withFace(size: size) { face throws(FontError) in
            try FreeTypeGlyphs.advance(face, of: glyph, source: source)
        }
    }

    /// The pair kerning to add to the pen position between `left` and
    /// `right` at `pixelSize`, in px (negative moves `right` closer); 0 when
    /// the font has no kerning. Scaled but not rounded to whole pixels.
    public func kerning(between left: GlyphIndex, and right: GlyphIndex,
                        pixelSize: Double) throws(FontError) -> Double {
        let size = try FontSize.fixed26Dot6(pixelSize)
        let source = self.source
        return try storage.withFace(size: size) { face throws(FontError) in
            try FreeTypeGlyphs.kerning(face, left, right, source: source)
        }
    }

    /// The glyph's outline at `pixelSize` (rounded to 1/64 px) from `origin`
    /// (by default the exact design, unhinted), in px, with y growing down and
    /// the origin at the pen position on the baseline (so most of a Latin
    /// glyph has negative y). Fill it with the non-zero rule.
    public func outline(of glyph: GlyphIndex, pixelSize: Double,
                        from origin: GlyphOutlineSource = .exact) throws(FontError) -> Path {
        let size = try FontSize.fixed26Dot6(pixelSize)
        let source = self.source
        return try storage.withFace(size: size) { face throws(FontError) in
            try FreeTypeGlyphs.outline(face, of: glyph, size: size, from: origin, source: source)
        }
    }
}

extension FontFace {
    /// Whether the font's character map has a glyph for `scalar` (read by
    /// HarfBuzz, without FreeType's lock).
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 128 else {
            let ascii = storage.info.asciiGlyphs
            return (value < 64 ? ascii.low >> value : ascii.high >> (value - 64)) & 1 == 1
        }
        return storage.harfBuzz.glyph(for: value) != nil
    }

    /// Whether `text` is all ASCII and the character map has a glyph for
    /// every character of it (one test of the text's characters as bits).
    func hasGlyphs(forEveryASCIIOf text: String) -> Bool {
        var low: UInt64 = 0, high: UInt64 = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return false }
            if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
        }
        let ascii = storage.info.asciiGlyphs
        return low & ~ascii.low == 0 && high & ~ascii.high == 0
    }
}
