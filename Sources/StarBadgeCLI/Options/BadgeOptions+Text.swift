import StarBadge
import StarText

/// The texts of a badge's options: fonts, the label and value text, and glyph shapes.
extension BadgeOptions {
    /// The fonts for text and glyph shapes: the `--font` chain, or the
    /// bundled font when needed; the system's fonts after them unless
    /// `no-system-fonts`.
    static func labelFonts(_ read: ValueReader, needed: Bool) throws(CLIError) -> FontChain? {
        let names = read.strings(.font)
        let system = !read.flag(.noSystemFonts)
        guard !names.isEmpty else {
            let glyph = BadgeShape.isGlyphSpec(read.string(.shape) ?? "") && read.string(.shapeFont) == nil
            guard needed || glyph else { return nil }
            do { return FontChain(try FontLibrary.defaultFace(), usesSystemFonts: system) } catch {
                throw .badge(error, read)
            }
        }
        var faces: [FontFace] = []
        for name in names {
            guard !name.isEmpty else { throw read.invalid(.font, name, "give a font file or a font family name") }
            try checkFamilyName(read, .font, name)
            do { faces.append(try FontLibrary.face(named: name)) } catch {
                throw .badge(error, read)
            }
        }
        return FontChain(faces[0], fallbacks: Array(faces.dropFirst()), usesSystemFonts: system)
    }

    /// `--shape`, with `glyph:` taken from `--shape-font` or the label font.
    static func shape(_ read: ValueReader, labelFont: FontFace?) throws(CLIError) -> BadgeShape {
        guard let text = read.string(.shape) else { return .default }
        guard BadgeShape.isGlyphSpec(text) else {
            do {
                return try BadgeShape(parsing: text)
            } catch {
                throw read.invalid(.shape, text, "\(error)")
            }
        }
        let glyphText: String
        do { glyphText = try BadgeShape.glyphText(in: text) } catch {
            throw .badge(error, read, option: .shape)
        }
        let face = try shapeFont(read, labelFont: labelFont)
        do {
            return try BadgeShape.glyph(glyphText, in: face)
        } catch {
            // The glyph's font is `--shape-font`'s (or the label's); anything else is the shape's.
            if case .font = error { throw .badge(error, read, option: .shapeFont) }
            throw .badge(error, read, option: .shape)
        }
    }

    /// The font a glyph shape comes from: `--shape-font`, else the label font.
    private static func shapeFont(_ read: ValueReader, labelFont: FontFace?) throws(CLIError) -> FontFace {
        guard let path = read.string(.shapeFont) else {
            if let labelFont { return labelFont }
            do { return try FontLibrary.defaultFace() } catch {
                throw .badge(error, read)
            }
        }
        try checkFamilyName(read, .shapeFont, path)
        do {
            return try FontLibrary.face(named: path)
        } catch {
            throw .badge(error, read, option: .shapeFont)
        }
    }

    /// A font named by family is named by its family alone: a ':' (a
    /// fontconfig pattern such as "Noto Sans:style=Bold") is refused with
    /// how to pick a style, since a style no installed font has would
    /// silently give another. A file's path may hold a ':'.
    private static func checkFamilyName(_ read: ValueReader, _ option: OptionName, _ name: String) throws(CLIError) {
        guard name.contains(":"), FontLibrary.isFamilyName(name) else { return }
        let family = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        throw read.invalid(option, name, "a font family is named alone, without ':' and a style; to use one style "
                           + "(bold, italic, a weight), give its font file (`fc-list '\(family)' file style` lists the family's files)")
    }

    /// The label options, or nil without `label` (a shields-like style has
    /// the label "rating" unless told otherwise).
    /// The label goes after the stars in reading order unless told: right
    /// of them left to right, left of them right to left.
    static func label(_ read: ValueReader, style: BadgeStyle, fonts: FontChain?,
                              direction: ReadingDirection) throws(CLIError) -> LabelSpec? {
        // Options that need a label are refused without one by their rules (`OptionRule.needsLabel`).
        let template = read.string(.label) ?? (style.isShields ? BadgeStyle.shieldsDefaultLabel : nil)
        guard let template, let fonts else { return nil }
        let format = try numberFormat(read)
        // Without one, the library puts it after the stars in reading order.
        let position: LabelPosition? = try read.optionalChoice(.labelPosition)
        let gap = try read.optionalNumber(.labelGap)
        let fontSize = try read.optionalNumber(.fontSize)
        let textColor = try read.optionalColor(.textColor)
        // Its template, gap and font size are checked with the badge's settings (`BadgeSettings.check()`).
        return LabelSpec(template: template, numberFormat: format, position: position, gap: gap,
                         fontSize: fontSize, textColor: textColor, fonts: fonts, language: language(read))
    }

    private static func numberFormat(_ read: ValueReader) throws(CLIError) -> NumberFormat {
        guard let text = read.string(.labelFormat) else { return .shortest }
        do { return try NumberFormat(parsing: text) } catch {
            return try read.fail(.labelFormat, text, "use %.Nf (N = 0–6, e.g. %.1f), %d or %g")
        }
    }

    /// `--value-text` of a shields-like style, set like the label.
    static func valueText(_ read: ValueReader, style: BadgeStyle, fonts: FontChain?,
                                  format: NumberFormat) throws(CLIError) -> LabelSpec? {
        // Without a shields style, `--value-text` is refused by its rule (`OptionRule.needsShieldsStyle`).
        guard let template = read.string(.valueText), let fonts else { return nil }
        let textColor = try read.optionalColor(.textColor)
        return LabelSpec(template: template, numberFormat: format, textColor: textColor, fonts: fonts, language: language(read))
    }

    /// The text's language for shaping and font choice: the `locale` option, when given.
    /// `auto` leaves the script to decide, as without the option.
    private static func language(_ read: ValueReader) -> String? {
        guard !OutputOptions.localeFollowsLabel(read) else { return nil }
        return read.string(.locale).map { $0.trimmingWhitespace().lowercased() }
    }
}
