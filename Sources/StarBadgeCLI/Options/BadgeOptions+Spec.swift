import StarBadge
import StarUnicode
import StarText
import StarSupport

extension BadgeOptions {
    /// The badge for `rating` with the style in `values` (by long name).
    /// Errors name the option and quote the value as given; pictures are
    /// read once per run and low contrast said once per run (`context`).
    /// `defaultFill` replaces the table's `--fill` default (a sprite's step
    /// may ask for precise filling).
    /// `implied`: options in `values` that the run gave, not the user
    /// (`--email`'s white background): no contrast warning is about them alone.
    static func spec(rating: Double, count: Int? = nil, values: OptionValues, defaultFill: FillMode? = nil, command: String,
                     namePrefix: String = "--", sources: [OptionName: String] = [:], fields: [String: String] = [:],
                     implied: Set<OptionName> = [], context: RunContext) throws(CLIError) -> BadgeSpec {
        var read = ValueReader(values: values, table: table, command: command, namePrefix: namePrefix)
        read.sources = sources
        let style: BadgeStyle = try read.choice(.style)
        try checkRules(read, style: style)
        let settings = try BadgeSettings().with { (s: inout BadgeSettings) throws(CLIError) in
            s.style = style
            // The palette first: colour options given with it override its parts.
            s.palette = try read.choice(.palette)
            s.starCount = try read.wholeNumber(.stars)
            (s.fillMode, s.fillMeasure) = try fillSetting(read, default: defaultFill)
            s.starSize = try read.number(.size)
            s.spacing = try read.number(.spacing)
            s.padding = try read.number(.padding)
            if s.palette == .standard || read.string(.onColor) != nil { s.onColorScale = try read.colorScale(.onColor) }
            if s.palette == .standard || read.string(.offColor) != nil { s.offColor = try read.color(.offColor) }
            s.pageColors = try pageColors(read)
            s.background = try read.optionalColor(.background) ?? style.defaultBackground
            s.sectionColor = try read.optionalColor(.sectionColor)
            let points = try read.optionalWholeNumber(.points)
            let innerRatio = try read.optionalNumber(.innerRatio)
            s.scale = try read.number(.scale)
            s.outOf = try read.optionalNumber(.outOf)
            let fonts = try labelFonts(read, needed: read.string(.label) != nil || style.isShields)
            s.direction = try read.choice(.direction)
            let texts = [read.string(.label), read.string(.valueText)]
            s.label = try label(read, style: style, fonts: fonts, direction: s.direction.resolved(texts: texts))
            s.value = try valueText(read, style: style, fonts: fonts, format: s.label?.numberFormat ?? .shortest)
            s.fields = fields
            s.hinting = try read.choice(.hinting)
            let shape = try self.shape(read, labelFont: fonts?.primary)
            s.images = try images(read, context: context)
            s.logo = try logo(read, context: context)
            s.maxPixels = try read.wholeNumber(.maxPixels)
            s.starAppearance = try starAppearance(read, palette: s.palette.starAppearance)
            s.backgroundShape = try backgroundShape(read)
            s.fit = try fit(read)
            do throws(BadgeError) { s.shape = try shape.with(points: points, innerRatio: innerRatio) } catch {
                throw .badge(error, read, suggestion: imageSuggestion(read))
            }
        }
        do throws(BadgeError) {
            let spec = try BadgeSpec(rating: rating, count: count, settings)
            context.warnings.lowContrast(of: spec, chosen: { setting in
                read.string(setting.optionName) != nil && !implied.contains(setting.optionName)
            })
            return spec
        } catch {
            throw .badge(error, read, suggestion: imageSuggestion(read))
        }
    }

    /// The style and file options by name, for the readers of every badge.
    private static let table = ValueReader.table(definitions + OutputOptions.definitions)

    /// What makes a badge's image smaller, after a message saying it is too large.
    private static func imageSuggestion(_ read: ValueReader) -> String {
        // The options that grow the badge, those given first (a wide logo is its --logo-width's to shrink).
        let given = [OptionName.logoWidth, .fontSize, .labelGap].filter { read.string($0) != nil || ($0 == .logoWidth && read.string(.logo) != nil) }
        let all = given + [.size, .spacing, .padding, .borderWidth, .inset, .stars, .scale]
        return "or use a smaller " + all.dropLast().map { "--\($0)" }.joined(separator: ", ") + " or --\(all.last!)"
    }

    /// The options with rules, in table order.
    private static let ruled = definitions.filter { !$0.rules.isEmpty }

    /// Each option with rules by its position in `ruled`: an entry's few
    /// names are looked up, no definition copied for those without rules.
    private static let ruledPositions = Dictionary(ruled.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every rule of every option given (`OptionDefinition.rules`), in the
    /// rules' stages, then in table order.
    private static func checkRules(_ read: ValueReader, style: BadgeStyle) throws(CLIError) {
        // The options given that have rules, in table order, found from the
        // few names given (a batch entry has a handful) rather than by asking
        // for each of the table's options: a batch checks every entry.
        var positions: [Int] = []
        for name in read.values.optionNames {
            if let position = ruledPositions[name] { positions.append(position) }
        }
        guard !positions.isEmpty else { return }
        let given = positions.sorted().map { ruled[$0] }
        for stage in 0...2 {
            for option in given {
                for rule in option.rules where rule.stage == stage {
                    if let message = rule.broken(by: option.name, read, style: style) {
                        throw .usage(message, command: read.command)
                    }
                }
            }
        }
    }

    /// `--empty-style`, `--outline-width` and the star border and corner options.
    /// `palette`: the palette's empty stars and outline width, which those options given override.
    private static func starAppearance(_ read: ValueReader, palette: StarAppearance) throws(CLIError) -> StarAppearance {
        let emptyStars: EmptyStars = read.string(.emptyStyle) == nil ? palette.emptyStars : try read.choice(.emptyStyle)
        let outlineWidth = read.string(.outlineWidth) == nil ? palette.outlineWidth : try read.number(.outlineWidth)
        let starBorder = try read.optionalColor(.starBorderColor)
        let starBorderWidth = try read.number(.starBorderWidth)
        let starCornerRadius = try read.number(.starCornerRadius)
        return StarAppearance(emptyStars: emptyStars, outlineWidth: outlineWidth, borderColor: starBorder,
                              borderWidth: starBorderWidth, cornerRadius: starCornerRadius)
    }

    /// `--corner-radius`, the border and `--inset`.
    private static func backgroundShape(_ read: ValueReader) throws(CLIError) -> BackgroundShape {
        let cornerRadius = try read.number(.cornerRadius)
        let border = try read.optionalColor(.borderColor)
        let borderWidth = try read.optionalNumber(.borderWidth)
        let inset = try read.number(.inset)
        return BackgroundShape(cornerRadius: cornerRadius, borderColor: border, borderWidth: borderWidth, inset: inset)
    }

    /// `--page-colors`: colours split at commas outside parentheses (rgb(…) holds commas).
    private static func pageColors(_ read: ValueReader) throws(CLIError) -> [Color] {
        guard let text = read.string(.pageColors) else { return [] }
        var entries: [String] = [], current = "", depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            if character == ",", depth == 0 { entries.append(current); current = "" } else { current.append(character) }
        }
        entries.append(current)
        var colors: [Color] = []
        for entry in entries {
            guard !entry.trimmingWhitespace().isEmpty else {
                throw read.invalid(.pageColors, text, "give colours separated by commas, e.g. white,#0D1117")
            }
            do { colors.append(try Color(parsing: entry)) } catch {
                throw read.invalid(.pageColors, text, "'\(Echo.value(entry.trimmingWhitespace()))': \(error.reason)")
            }
        }
        return colors
    }

    /// The frame to fit (`--width`, `--height`, `--min-size`), if any.
    private static func fit(_ read: ValueReader) throws(CLIError) -> FrameFit? {
        let width = try read.optionalNumber(.width)
        let height = try read.optionalNumber(.height)
        let minSize = try read.number(.minSize)
        let overflow: LabelOverflow = try read.choice(.labelOverflow)
        guard width != nil || height != nil else { return nil }
        return FrameFit(width: width, height: height, minStarSize: minSize, labelOverflow: overflow)
    }

    /// `--fill`: a rounding mode, or `area` (not rounded, split by area).
    private static func fillSetting(_ read: ValueReader, default fallback: FillMode?) throws(CLIError) -> (FillMode, FillMeasure) {
        guard let text = read.string(.fill) else {
            if let fallback { return (fallback, .width) }
            return (try read.choice(.fill), .width)
        }
        let name = text.trimmingWhitespace().lowercased()
        if name == FillMeasure.area.rawValue { return (.precise, .area) }
        if let mode = FillMode(rawValue: name) { return (mode, .width) }
        throw read.invalid(.fill, text, "expected one of full, half, precise, area")
    }

    /// The files the style options read (fonts given as files, pictures),
    /// which no output may replace: the values of every option whose kind is a file or a font, and a logo file.
    /// Repeated options come first (the order the batch fingerprint reads the files in).
    static func inputs(of read: ValueReader) -> [(option: OptionName, path: String)] {
        let files = definitions.filter { $0.kind == .file || $0.kind == .font }
        let pictures = (files.filter(\.isRepeatable) + files.filter { !$0.isRepeatable }).flatMap { option in
            read.strings(option.name).map { (option: option.name, path: $0) }
        }
        // A logo is a file unless it is a glyph or an emoji.
        return pictures + read.strings(.logo).filter { !BadgeLogo.isTextSpec($0) }.map { (option: .logo, path: $0) }
    }

    /// The star pictures, each file read once per run.
    private static func images(_ read: ValueReader, context: RunContext) throws(CLIError) -> StarImages? {
        guard read.string(.fullImage) != nil else { return nil }
        let full = try image(read, .fullImage, .imagesFull, context: context)
        let half = read.string(.halfImage) == nil ? nil : try image(read, .halfImage, .imagesHalf, context: context)
        let empty = read.string(.emptyImage) == nil ? nil : try image(read, .emptyImage, .imagesEmpty, context: context)
        return StarImages(full: full, half: half, empty: empty)
    }

    /// One PNG: read with a size limit, then decoded with a pixel limit. A
    /// missing or unreadable file is missing input (66); anything else bad data (65).
    static func image(_ read: ValueReader, _ name: OptionName, _ setting: BadgeSetting,
                              context: RunContext) throws(CLIError) -> StarImage {
        let path = read.string(name) ?? ""
        guard !path.isEmpty else { throw read.invalid(name, path, "give a PNG file") }
        return try context.picture(at: path) { () throws(CLIError) -> StarImage in
            let bytes: [UInt8]
            do throws(InputFileError) { bytes = try InputFile.contents(of: path, limit: StarImage.maxFileBytes) } catch {
                throw .input(error, option: read.quoted(name))
            }
            do throws(BadgeError) { return try StarImage(pngBytes: bytes, setting: setting, name: path) } catch {
                throw .badge(error, read, option: name)
            }
        }
    }
}
