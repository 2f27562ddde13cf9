import StarBadge
import StarText

/// The style options every badge-making command shares (`render`, `sprite`,
/// `batch`, `measure`), and the `BadgeSpec` they describe. Values come as
/// strings by long option name, from a command line or from a batch entry alike.
enum BadgeOptions {
    static let definitions: [OptionDefinition] = [
        OptionDefinition("stars", value: "n", help: "Number of stars, 1–\(BadgeLimits.maxStars).", default: "5"),
        OptionDefinition("out-of", value: "n",
                         help: "The rating's scale, any number above 0: --rating 7.8 --out-of 10 on 5 stars fills 3.9 of them; "
                             + "{max} and the alt text say it.", default: "the number of stars"),
        OptionDefinition("fill", value: "mode",
                         help: "Rounding: full (whole stars), half (nearest 0.5), precise (exact width), "
                             + "area (exact, the filled part has that share of the star's area).",
                         default: "half", choices: FillMode.allCases.map(\.rawValue) + [FillMeasure.area.rawValue]),
        OptionDefinition("size", value: "px", help: "Side of each star's square box.", default: "24"),
        OptionDefinition("spacing", value: "px", help: "Gap between star boxes.", default: "4"),
        OptionDefinition("padding", value: "px", help: "Margin around the stars.", default: "4"),
        OptionDefinition("on-color", value: "color",
                         help: "Colour of filled stars, or a colour by rating: ramp:C1,C2,… or steps:T1=C1,…,C.",
                         default: "#FFB400"),
        OptionDefinition("off-color", value: "color", help: "Colour of empty stars.", default: "#D9D9D9"),
        OptionDefinition("background", value: "color",
                         help: "Background colour (in shields styles: the label section's).", default: "transparent"),
        OptionDefinition("section-color", value: "color",
                         help: "Shields styles: the stars section's colour (shields' color). Without it the section takes "
                             + "--on-color and the stars are white or dark grey on it; with it, --on-color colours the stars."),
        OptionDefinition("shape", value: "shape",
                         help: "star, heart, circle, polygon:N, path:SVG-PATH-DATA or glyph:U+XXXX (a font glyph).",
                         default: "star"),
        OptionDefinition("shape-font", value: "font", help: "Font for --shape glyph:… (a file or a family name).",
                         default: "the label font"),
        OptionDefinition("points", value: "n", help: "Points of each star, 3–\(BadgeLimits.maxPoints).", default: "5"),
        OptionDefinition("inner-ratio", value: "x", help: "Inner radius / outer radius, between 0 and 1.",
                         default: "0.381966"),
        OptionDefinition("direction", value: "dir",
                         help: "ltr; rtl: first star on the right, filling from the right, text right to left; "
                             + "auto: rtl when the label's first letter is of a right-to-left script (Arabic, Hebrew, …).",
                         default: "auto", choices: ReadingDirection.allCases.map(\.rawValue) + ["auto"]),
        OptionDefinition("empty-style", value: "style", help: "fill, or outline: empty stars drawn as an outline.",
                         default: "fill", choices: EmptyStars.allCases.map(\.rawValue)),
        OptionDefinition("outline-width", value: "px", help: "Width of the outline of empty stars.",
                         default: "\(formatted(StarAppearance.defaultOutlineWidth))"),
        OptionDefinition("star-border-color", value: "color", help: "Border around the filled part of the stars."),
        OptionDefinition("star-border-width", value: "px", help: "Width of that border.",
                         default: "\(formatted(StarAppearance.defaultBorderWidth))"),
        OptionDefinition("star-corner-radius", value: "px", help: "Rounds the corners (tips) of the stars.", default: "0"),
        OptionDefinition("corner-radius", value: "px", help: "Rounded corners of the background.", default: "0"),
        OptionDefinition("border-color", value: "color", help: "Border ring inside the background's edge."),
        OptionDefinition("border-width", value: "px", help: "Width of the border ring.", default: "1"),
        OptionDefinition("inset", value: "px", help: "Space between the border and the content.", default: "0"),
        OptionDefinition("width", value: "px", help: "Fit the badge to this width: the star size is computed."),
        OptionDefinition("height", value: "px", help: "Fit the badge to this height: the star size is computed."),
        OptionDefinition("min-size", value: "px", help: "Smallest star size --width/--height may give.",
                         default: "\(formatted(FrameFit.defaultMinStarSize))"),
        OptionDefinition("full-image", value: "file", help: "PNG drawn for a full star instead of the shape."),
        OptionDefinition("half-image", value: "file", help: "PNG for a half star.", default: "full image up to the split"),
        OptionDefinition("empty-image", value: "file", help: "PNG for an empty star.",
                         default: "full image's silhouette in --off-color"),
        OptionDefinition("style", value: "style",
                         help: "plain, or a shields.io look: flat, flat-square, for-the-badge.", default: "plain",
                         choices: BadgeStyle.allCases.map(\.rawValue)),
        OptionDefinition("value-text", value: "text",
                         help: "In shields styles, text after the stars, e.g. '{rating}/{max}'."),
        OptionDefinition("scale", value: "k", help: "Multiplies every length (2 for a @2x image).", default: "1"),
        OptionDefinition("max-pixels", value: "n", help: "Largest image allowed, in pixels (up to 16384²).",
                         default: "16777216"),
        OptionDefinition("label", value: "text",
                         help: "Text beside the stars, any script; {rating} (the score given), {shown} (the rating "
                             + "the stars show), {max} (the best rating), {percent} and {count} (--count, grouped: 1,234) "
                             + "are replaced, {{ and }} write braces, "
                             + "e.g. 'Rating: {rating}/{max}'.",
                         default: "none; 'rating' in shields styles"),
        OptionDefinition("label-format", value: "format", help: "How {rating} and {shown} are written: %.1f, %.2f, %d, "
                             + "or %g (at most 2 decimals).", default: "%g"),
        OptionDefinition("label-position", value: "side", help: "left, right, top or bottom.",
                         default: "after the stars: right, or left when --direction is rtl",
                         choices: LabelPosition.allCases.map(\.rawValue)),
        OptionDefinition("label-gap", value: "px", help: "Space between stars and label.", default: "size/4"),
        OptionDefinition("font", value: "font",
                         help: "Font for the label: an OpenType/TrueType file or a family name alone ('Noto Sans'; "
                             + "for one style, its file). Give it "
                             + "several times for a chain: each character is set in the first font that has it, "
                             + "then in an installed font that has it.",
                         default: "DejaVu Sans", repeatable: true),
        OptionDefinition("no-system-fonts", value: nil,
                         help: "Set text only in the --font chain (or the bundled font), never in other installed fonts."),
        OptionDefinition("font-size", value: "px", help: "Label font size.", default: "0.6 × size"),
        OptionDefinition("text-color", value: "color", help: "Label colour.", default: "readable on the background"),
    ]

    /// The names of all style options (what a batch entry may set).
    static let names: Set<String> = Set(definitions.map(\.name))
    /// Options that may be given several times (a batch field: an array).
    static let repeatable: Set<String> = Set(definitions.filter(\.isRepeatable).map(\.name))

    /// Options a shields-like style sets itself.
    static let setByShieldsStyle = ["size", "spacing", "padding", "label-position", "label-gap", "font-size",
                                    "corner-radius", "border-color", "border-width", "inset", "width", "height", "min-size"]

    /// The badge for `rating` (from `count` ratings, if known) with the
    /// style in `values` (by long name). Errors name the option and quote
    /// the value as given. Warns once per process when colours will be hard to see.
    static func spec(rating: Double, count: Int? = nil, values: [String: String], defaultFill: FillMode = .half,
                     command: String, namePrefix: String = "--") throws(CLIError) -> BadgeSpec {
        let read = ValueReader(values: values, command: command, namePrefix: namePrefix)
        try checkCombinations(read)
        let style: BadgeStyle = try read.choice("style", default: .plain)
        if style.isShields {
            for name in setByShieldsStyle where read.string(name) != nil {
                throw .usage("'\(namePrefix)\(name)' cannot be used with '\(namePrefix)style \(style.rawValue)': "
                             + "that style sets its own sizes and colours", command: command)
            }
            // With a section colour of the user's, the stars take the on and off colours as in the plain style.
            if read.string("off-color") != nil && read.string("section-color") == nil {
                throw .usage("'\(namePrefix)off-color' with '\(namePrefix)style \(style.rawValue)' needs "
                             + "'\(namePrefix)section-color': without it the style draws the stars white or dark grey "
                             + "on the '\(namePrefix)on-color' section", command: command)
            }
        }
        let stars = try read.integer("stars", default: 5)
        let outOf = try ratingScale(read)
        let (fill, measure) = try fillSetting(read, default: defaultFill)
        let size = try read.number("size", default: 24)
        let spacing = try read.number("spacing", default: 4)
        let padding = try read.number("padding", default: 4)
        let onScale = try colorScale(read, "on-color", default: .constant(BadgeSettings.defaultOnColor))
        let off = try plainColor(read, "off-color", default: BadgeSettings.defaultOffColor)
        let background = try plainColor(read, "background", default: style.isShields ? BadgeStyle.shieldsLabelColor : .transparent)
        let section = read.string("section-color") == nil ? nil : try plainColor(read, "section-color", default: .black)
        let points = read.string("points") == nil ? nil : try read.integer("points", default: 5)
        let innerRatio = read.string("inner-ratio") == nil ? nil : try read.number("inner-ratio", default: 0)
        let scale = try read.number("scale", default: 1)
        let fonts = try labelFonts(read, needed: read.string("label") != nil || style.isShields)
        let direction = try self.direction(read)
        let texts = [read.string("label"), read.string("value-text")]
        let label = try self.label(read, style: style, fonts: fonts, direction: direction.resolved(texts: texts))
        let value = try valueText(read, style: style, fonts: fonts, format: label?.numberFormat ?? .shortest)
        let shape = try self.shape(read, labelFont: fonts?.primary)
        let images = try self.images(read)
        let maxPixels = try read.integer("max-pixels", default: BadgeLimits.maxPixels)
        let starAppearance = try self.starAppearance(read, values: values)
        let backgroundShape = try self.backgroundShape(read, values: values)
        let fit = try self.fit(read, values: values)
        do {
            let settings = try BadgeSettings().with { (s: inout BadgeSettings) throws(BadgeError) in
                s.starCount = stars
                s.outOf = outOf
                s.fillMode = fill
                s.starSize = size
                s.spacing = spacing
                s.padding = padding
                s.offColor = off
                s.background = background
                s.scale = scale
                s.label = label
                s.shape = try shape.with(points: points, innerRatio: innerRatio)
                s.onColorScale = onScale
                s.fillMeasure = measure
                s.direction = direction
                s.backgroundShape = backgroundShape
                s.starAppearance = starAppearance
                s.images = images
                s.style = style
                s.value = value
                s.sectionColor = section
                s.fit = fit
                s.maxPixels = maxPixels
            }
            let spec = try BadgeSpec(rating: rating, count: count, settings)
            warnAboutContrast(spec)
            return spec
        } catch {
            throw failure(error, read, values: values)
        }
    }

    /// `--out-of`: the rating's scale, nil without it (the library checks its range).
    static func ratingScale(_ read: ValueReader) throws(CLIError) -> Double? {
        read.string("out-of") == nil ? nil : try read.number("out-of", default: 0)
    }

    /// `--count` (a batch entry's `count`): the number of ratings, a whole
    /// number 0 or more; nil without it.
    static func ratingCount(_ read: ValueReader) throws(CLIError) -> Int? {
        guard let text = read.string("count") else { return nil }
        let count = try read.integer("count", default: 0)
        guard count >= 0 else { throw read.invalid("count", text, "must be a whole number, 0 or more (the number of ratings)") }
        return count
    }

    /// Refuses an alt text template that shows `{count}` for a badge whose
    /// count is not known, naming the alt option.
    static func checkAltCount(_ alt: AltText, spec: BadgeSpec, _ read: ValueReader) throws(CLIError) {
        guard spec.count == nil, let template = alt.template, template.uses(.count) else { return }
        throw read.invalid("alt", template.text, "shows {count}, the number of ratings: give '\(read.namePrefix)count'")
    }

    /// `--empty-style`, `--outline-width` and the star border and corner options.
    private static func starAppearance(_ read: ValueReader, values: [String: String]) throws(CLIError) -> StarAppearance {
        let emptyStars: EmptyStars = try read.choice("empty-style", default: .fill)
        let outlineWidth = try read.number("outline-width", default: StarAppearance.defaultOutlineWidth)
        let starBorder = read.string("star-border-color") == nil ? nil : try plainColor(read, "star-border-color", default: .black)
        let starBorderWidth = try read.number("star-border-width", default: StarAppearance.defaultBorderWidth)
        let starCornerRadius = try read.number("star-corner-radius", default: 0)
        do {
            return try StarAppearance(emptyStars: emptyStars, outlineWidth: outlineWidth, borderColor: starBorder,
                                      borderWidth: starBorderWidth, cornerRadius: starCornerRadius)
        } catch {
            throw failure(error, read, values: values)
        }
    }

    /// `--corner-radius`, the border and `--inset`.
    private static func backgroundShape(_ read: ValueReader, values: [String: String]) throws(CLIError) -> BackgroundShape {
        let cornerRadius = try read.number("corner-radius", default: 0)
        let border = read.string("border-color") == nil ? nil : try plainColor(read, "border-color", default: .black)
        let borderWidth = read.string("border-width") == nil ? nil : try read.number("border-width", default: 0)
        let inset = try read.number("inset", default: 0)
        do {
            return try BackgroundShape(cornerRadius: cornerRadius, borderColor: border, borderWidth: borderWidth, inset: inset)
        } catch {
            throw failure(error, read, values: values)
        }
    }

    /// The frame to fit (`--width`, `--height`, `--min-size`), if any.
    private static func fit(_ read: ValueReader, values: [String: String]) throws(CLIError) -> FrameFit? {
        let width = read.string("width") == nil ? nil : try read.number("width", default: 0)
        let height = read.string("height") == nil ? nil : try read.number("height", default: 0)
        let minSize = try read.number("min-size", default: FrameFit.defaultMinStarSize)
        guard width != nil || height != nil else { return nil }
        do { return try FrameFit(width: width, height: height, minStarSize: minSize) } catch {
            throw failure(error, read, values: values)
        }
    }

    /// A badge setting refused: the option named and its value quoted as given.
    private static func failure(_ error: BadgeError, _ read: ValueReader, values: [String: String]) -> CLIError {
        switch error {
        case .invalid(let setting, let value, _):
            return read.invalid(setting.optionName, values[setting.optionName] ?? value, error.commandLineReason)
        case .imageTooLarge:
            return .usage("\(error.commandLineMessage); or use a smaller --size, --spacing, --padding, --border-width, --inset, --stars or --scale",
                          command: read.command)
        case .font(let path, _):
            return fontError(error, name: path, option: "font", read)
        case .svgTooLarge:
            return .usage("\(error)", command: read.command)
        }
    }

    /// The files the style options read (fonts given as files, pictures),
    /// which no output may replace.
    static func inputs(of read: ValueReader) -> [(option: String, path: String)] {
        var files = read.strings("font").map { (option: "font", path: $0) }
        for option in ["shape-font", "full-image", "half-image", "empty-image"] {
            if let path = read.string(option) { files.append((option, path)) }
        }
        return files
    }

    /// Options that only mean something together with another.
    private static func checkCombinations(_ read: ValueReader) throws(CLIError) {
        let p = read.namePrefix
        func needs(_ name: String, _ other: String, _ why: String) throws(CLIError) {
            throw .usage("'\(p)\(name)' needs '\(p)\(other)'\(why)", command: read.command)
        }
        if read.string("shape-font") != nil, !BadgeShape.isGlyphSpec(read.string("shape") ?? "") {
            try needs("shape-font", "shape glyph:U+XXXX", " (the font the glyph is taken from)")
        }
        if read.string("outline-width") != nil, (read.string("empty-style") ?? "").trimmingCharacters().lowercased() != "outline" {
            try needs("outline-width", "empty-style outline", "")
        }
        if read.string("star-border-width") != nil, read.string("star-border-color") == nil {
            try needs("star-border-width", "star-border-color", "")
        }
        if read.string("border-width") != nil, read.string("border-color") == nil {
            try needs("border-width", "border-color", "")
        }
        if read.string("min-size") != nil, read.string("width") == nil, read.string("height") == nil {
            try needs("min-size", "width' or '\(p)height", " (it bounds the star size computed from the frame)")
        }
        if read.string("size") != nil, read.string("width") != nil || read.string("height") != nil {
            throw .usage("'\(p)size' cannot be combined with '\(p)width' or '\(p)height': "
                         + "the star size is computed from the frame (use '\(p)min-size' to bound it)", command: read.command)
        }
        for name in ["half-image", "empty-image"] where read.string(name) != nil && read.string("full-image") == nil {
            try needs(name, "full-image", " (the picture of a full star)")
        }
        if read.string("full-image") != nil {
            for name in ["shape", "points", "inner-ratio", "empty-style", "star-border-color", "star-corner-radius"]
            where read.string(name) != nil {
                throw .usage("'\(p)\(name)' does not apply to '\(p)full-image' stars (pictures replace the shape)",
                             command: read.command)
            }
        }
    }

    /// `--fill`: a rounding mode, or `area` (not rounded, split by area).
    private static func fillSetting(_ read: ValueReader, default fallback: FillMode) throws(CLIError) -> (FillMode, FillMeasure) {
        guard let text = read.string("fill") else { return (fallback, .width) }
        let name = text.trimmingCharacters().lowercased()
        if name == FillMeasure.area.rawValue { return (.precise, .area) }
        if let mode = FillMode(rawValue: name) { return (mode, .width) }
        throw read.invalid("fill", text, "expected one of full, half, precise, area")
    }

    /// A colour, or (for `--on-color`) a ramp or steps by rating.
    private static func colorScale(_ read: ValueReader, _ name: String, default fallback: ColorScale) throws(CLIError) -> ColorScale {
        guard let text = read.string(name) else { return fallback }
        do {
            return try ColorScale(parsing: text)
        } catch {
            throw read.invalid(name, text, error.reason)
        }
    }

    /// A single colour; a ramp or steps here gets a message saying where they go.
    private static func plainColor(_ read: ValueReader, _ name: String, default fallback: Color) throws(CLIError) -> Color {
        guard let text = read.string(name) else { return fallback }
        let lower = text.trimmingCharacters().lowercased()
        if lower.hasPrefix("ramp:") || lower.hasPrefix("steps:") {
            throw read.invalid(name, text, "a colour by rating (ramp:/steps:) is only for '\(read.namePrefix)on-color'; give one colour")
        }
        return try read.color(name, default: fallback)
    }

    /// The fonts for text and glyph shapes: the `--font` chain, or the
    /// bundled font when needed; the system's fonts after them unless
    /// `no-system-fonts`.
    private static func labelFonts(_ read: ValueReader, needed: Bool) throws(CLIError) -> FontChain? {
        let names = read.strings("font")
        let system = !read.flag("no-system-fonts")
        guard !names.isEmpty else {
            let glyph = BadgeShape.isGlyphSpec(read.string("shape") ?? "") && read.string("shape-font") == nil
            guard needed || glyph else { return nil }
            do { return FontChain(try FontLibrary.defaultFace(), usesSystemFonts: system) } catch {
                throw fontError(error, name: FontLibrary.defaultFontFile, option: "font", read)
            }
        }
        var faces: [FontFace] = []
        for name in names {
            guard !name.isEmpty else { throw read.invalid("font", name, "give a font file or a font family name") }
            try checkFamilyName(read, "font", name)
            do { faces.append(try FontLibrary.face(named: name)) } catch {
                throw fontError(error, name: name, option: "font", read)
            }
        }
        return FontChain(faces[0], fallbacks: Array(faces.dropFirst()), usesSystemFonts: system)
    }

    /// `--direction`; `auto` is right to left when the first strong
    /// character of the label (or value text), placeholders aside, is.
    private static func direction(_ read: ValueReader) throws(CLIError) -> BadgeDirection {
        guard let text = read.string("direction") else { return .auto }
        if let direction = BadgeDirection(rawValue: text.trimmingCharacters().lowercased()) { return direction }
        throw read.invalid("direction", text, "expected one of ltr, rtl, auto")
    }

    /// `--shape`, with `glyph:` taken from `--shape-font` or the label font.
    private static func shape(_ read: ValueReader, labelFont: FontFace?) throws(CLIError) -> BadgeShape {
        guard let text = read.string("shape") else { return .default }
        guard BadgeShape.isGlyphSpec(text) else {
            do {
                return try BadgeShape(parsing: text)
            } catch {
                throw read.invalid("shape", text, "\(error)")
            }
        }
        let glyphText: String
        do { glyphText = try BadgeShape.glyphText(in: text) } catch {
            throw read.invalid("shape", text, error.commandLineReason)
        }
        let face = try shapeFont(read, labelFont: labelFont)
        do {
            return try BadgeShape.glyph(glyphText, in: face)
        } catch {
            if case .font(let path, _) = error { throw fontError(error, name: path, option: "shape-font", read) }
            throw read.invalid("shape", text, error.commandLineReason)
        }
    }

    /// The font a glyph shape comes from: `--shape-font`, else the label font.
    private static func shapeFont(_ read: ValueReader, labelFont: FontFace?) throws(CLIError) -> FontFace {
        guard let path = read.string("shape-font") else {
            if let labelFont { return labelFont }
            do { return try FontLibrary.defaultFace() } catch {
                throw fontError(error, name: FontLibrary.defaultFontFile, option: "font", read)
            }
        }
        try checkFamilyName(read, "shape-font", path)
        do {
            return try FontLibrary.face(named: path)
        } catch {
            throw fontError(error, name: path, option: "shape-font", read)
        }
    }

    /// A font named by family is named by its family alone: a ':' (a
    /// fontconfig pattern such as "Noto Sans:style=Bold") is refused with
    /// how to pick a style, since a style no installed font has would
    /// silently give another. A file's path may hold a ':'.
    private static func checkFamilyName(_ read: ValueReader, _ option: String, _ name: String) throws(CLIError) {
        guard name.contains(":"), FontLibrary.isFamilyName(name) else { return }
        let family = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        throw read.invalid(option, name, "a font family is named alone, without ':' and a style; to use one style "
                           + "(bold, italic, a weight), give its font file (`fc-list '\(family)' file style` lists the family's files)")
    }

    /// The label options, or nil without `label` (a shields-like style has
    /// the label "rating" unless told otherwise).
    /// The label goes after the stars in reading order unless told: right
    /// of them left to right, left of them right to left.
    private static func label(_ read: ValueReader, style: BadgeStyle, fonts: FontChain?,
                              direction: ReadingDirection) throws(CLIError) -> LabelSpec? {
        let template = read.string("label") ?? (style.isShields ? BadgeStyle.shieldsDefaultLabel : nil)
        guard let template, let fonts else {
            for name in ["label-format", "label-position", "label-gap", "font-size", "text-color"] where read.string(name) != nil {
                throw .usage("'\(read.namePrefix)\(name)' needs '\(read.namePrefix)label'", command: read.command)
            }
            return nil
        }
        let format = try numberFormat(read)
        let position: LabelPosition = try read.choice("label-position", default: direction == .rightToLeft ? .left : .right)
        let gap = read.string("label-gap") == nil ? nil : try read.number("label-gap", default: 0)
        let fontSize = read.string("font-size") == nil ? nil : try read.number("font-size", default: 0)
        let textColor = read.string("text-color") == nil ? nil : try plainColor(read, "text-color", default: .black)
        do {
            return try LabelSpec(template: template, numberFormat: format, position: position, gap: gap,
                                 fontSize: fontSize, textColor: textColor, fonts: fonts, language: language(read))
        } catch {
            if case .invalid(let setting, let value, _) = error {
                return try read.fail(setting.optionName, read.string(setting.optionName) ?? value, error.commandLineReason)
            }
            throw .badData(error.commandLineMessage)
        }
    }

    private static func numberFormat(_ read: ValueReader) throws(CLIError) -> NumberFormat {
        do { return try NumberFormat(parsing: read.string("label-format") ?? "%g") } catch {
            return try read.fail("label-format", read.string("label-format") ?? "", "use %.Nf (N = 0–6, e.g. %.1f), %d or %g")
        }
    }

    /// `--value-text` of a shields-like style, set like the label.
    private static func valueText(_ read: ValueReader, style: BadgeStyle, fonts: FontChain?,
                                  format: NumberFormat) throws(CLIError) -> LabelSpec? {
        guard let template = read.string("value-text") else { return nil }
        guard style.isShields, let fonts else {
            throw .usage("'\(read.namePrefix)value-text' needs a shields style: '\(read.namePrefix)style flat', "
                         + "'flat-square' or 'for-the-badge'", command: read.command)
        }
        let textColor = read.string("text-color") == nil ? nil : try plainColor(read, "text-color", default: .black)
        do {
            return try LabelSpec(template: template, numberFormat: format, textColor: textColor, fonts: fonts,
                                 language: language(read))
        } catch {
            if case .invalid(_, let value, _) = error {
                return try read.fail("value-text", template.count > 40 ? value : template, error.commandLineReason)
            }
            throw .badData(error.commandLineMessage)
        }
    }

    /// The star pictures, each file read once per process.
    private static func images(_ read: ValueReader) throws(CLIError) -> StarImages? {
        guard let fullPath = read.string("full-image") else { return nil }
        let full = try image(read, "full-image", BadgeSetting.fullImage, fullPath)
        let half = try read.string("half-image").map { path throws(CLIError) in try image(read, "half-image", .halfImage, path) }
        let empty = try read.string("empty-image").map { path throws(CLIError) in try image(read, "empty-image", .emptyImage, path) }
        return StarImages(full: full, half: half, empty: empty)
    }

    private static let imageCache = Locked<[String: StarImage]>([:])

    /// One PNG: read with a size limit, then decoded with a pixel limit. A
    /// missing or unreadable file is missing input (66); anything else bad data (65).
    private static func image(_ read: ValueReader, _ name: String, _ setting: BadgeSetting,
                              _ path: String) throws(CLIError) -> StarImage {
        let option = "'\(read.namePrefix)\(name)'"
        guard !path.isEmpty else { throw read.invalid(name, path, "give a PNG file") }
        if let cached = imageCache.withLock({ $0[path] }) { return cached }
        let bytes: [UInt8]
        do { bytes = try InputFile.contents(of: path, limit: StarImage.maxFileBytes) } catch {
            throw .input(error, option: option)
        }
        do {
            let image = try StarImage(pngBytes: bytes, setting: setting, name: path)
            imageCache.withLock { $0[path] = image }
            return image
        } catch {
            if case .invalid = error {
                throw .badData("invalid value '\(Echo.value(path))' for \(option): \(error.commandLineReason)")
            }
            throw .badData("\(option) '\(Echo.value(path))': \(error.commandLineMessage)")
        }
    }

    private static let contrastWarned = Locked(false)

    /// Colours that will be hard to see, said on standard error at most once
    /// per process (a batch of many badges warns once).
    static func warnAboutContrast(_ spec: BadgeSpec) {
        let warnings = spec.contrastWarnings
        guard let first = warnings.first?.text(naming: \.flag) else { return }
        let isFirst = contrastWarned.withLock { said in
            defer { said = true }
            return !said
        }
        guard isFirst else { return }
        Warnings.say("low contrast: " + first + (warnings.count > 1 ? " (and \(warnings.count - 1) more)" : ""))
    }

    /// A missing font file is missing input (66); an unreadable one bad data (65).
    /// The text's language for shaping and font choice: the `locale` option,
    /// when it names one (`auto` leaves the script to decide, as without it).
    private static func language(_ read: ValueReader) -> String? {
        guard !OutputOptions.localeFollowsLabel(read) else { return nil }
        return read.string("locale").map { $0.trimmingCharacters().lowercased() }
    }

    /// A font that could not be had: missing (a file, the bundled font, a
    /// family no installed font has) is missing input; anything else bad data.
    private static func fontError(_ error: BadgeError, name: String, option: String, _ read: ValueReader) -> CLIError {
        if case .invalid = error { return read.invalid(option, name, error.commandLineReason) }
        let reason = error.commandLineMessage
        if name == FontLibrary.defaultFontFile { return .cannotRead(path: name, reason: reason) }
        // What is at the path, found by the opener that read it: the same exit status as any input.
        switch InputFile.problem(at: name) {
        case .missing?:
            let looksLikePath = name.contains("/") || name.contains(".")
            return .cannotRead(path: name, reason: looksLikePath ? "no such file ('\(read.namePrefix)\(option)')"
                                                                 : "\(reason) ('\(read.namePrefix)\(option)')")
        case let problem?:
            return .input(problem, option: "'\(read.namePrefix)\(option)'")
        case nil:
            return .badData("invalid value '\(Echo.value(name))' for '\(read.namePrefix)\(option)': \(reason)")
        }
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
