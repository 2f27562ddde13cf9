import StarSupport
import StarBadge

/// `starbadge measure`: the image size and layout boxes as JSON, without
/// rendering — for site builds that need width and height up front.
enum MeasureCommand: Command {
    static let name = "measure"
    static let summary = "Print a badge's size and layout as JSON, without rendering."
    static let usage = "starbadge measure [--rating <rating>] [<options>]"

    static let options: [OptionDefinition] = [
        OptionDefinition(.rating, value: "rating", kind: .number, help: "The rating (it can change the label's width).",
                         default: .number(0)),
        RenderCommand.ratingCountOption,
    ] + BadgeOptions.definitions + OutputOptions.definitions + [
        OptionDefinition(.help, short: "h", value: nil, help: "Show this help."),
    ]

    static var help: String {
        HelpFormatter(
            overview: "Print a badge's size and layout as JSON without rendering it.",
            usage: usage, options: options,
            notes: ["EXAMPLE:", "  starbadge measure --rating 4 --label 'Rating: {rating}'"]
        ).render()
    }

    static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> ExitStatus {
        guard let parsed = try ArgumentParser(command: name, options: options)
            .parseOrShowHelp(arguments, help: help, console: context.console) else { return .success }
        let read = ValueReader(arguments: parsed, options: options, command: name)
        let rating = try read.number(.rating)
        let spec = try BadgeOptions.spec(rating: rating, count: BadgeOptions.ratingCount(read), values: parsed.values,
                                         command: name, context: context)
        context.warnings.missingCharacters(of: spec)
        try context.console.writeOutput(json(spec, alt: OutputOptions.altText(read)))
        return .success
    }

    static func json(_ spec: BadgeSpec, alt: AltText = AltText()) -> String {
        let layout = spec.layout
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
            JSON.object([("x", JSON.number(x)), ("y", JSON.number(y)), ("width", JSON.number(w)), ("height", JSON.number(h))])
        }
        let stars = layout.starBoxes.map { box($0.minX, $0.minY, $0.width, $0.height) }
        var pairs: [(String, String)] = [
            ("width", String(spec.pixelSize.width)), ("height", String(spec.pixelSize.height)),
            ("exactWidth", JSON.number(layout.contentWidth)), ("exactHeight", JSON.number(layout.contentHeight)),
            ("rating", JSON.number(spec.rating)), ("shown", JSON.number(spec.displayedRating)),
            ("alt", JSON.string(spec.altText(alt))),
            ("direction", JSON.string(spec.design.readingDirection.rawValue)),
            ("stars", "[" + stars.joined(separator: ", ") + "]"),
        ]
        if let label = layout.label, let baseline = layout.labelBaseline, let text = spec.labelText {
            pairs.append(("label", JSON.object([
                ("text", JSON.string(text)),
                ("x", JSON.number(baseline.x - label.leading)), ("y", JSON.number(baseline.y - label.ascent)),
                ("width", JSON.number(label.width)), ("height", JSON.number(label.height)),
                ("baseline", JSON.number(baseline.y)),
            ])))
        }
        let texts = spec.placedTexts.map(textJSON)
        if !texts.isEmpty { pairs.append(("texts", "[" + texts.joined(separator: ", ") + "]")) }
        return JSON.object(pairs) + "\n"
    }

    /// A drawn text: its fonts and every glyph (font file, glyph id, the
    /// cluster's first character as an index in Unicode scalars, and the
    /// glyph's origin in image px), in visual order, left to right.
    static func textJSON(_ placed: PlacedText) -> String {
        let line = placed.line
        let glyphs = zip(line.glyphs, placed.glyphOrigins).map { glyph, origin in
            JSON.object([("font", JSON.string(line.fonts[glyph.font].source)), ("glyph", String(glyph.glyph.rawValue)),
                         ("cluster", String(glyph.cluster)), ("x", JSON.number(origin.x)), ("y", JSON.number(origin.y))])
        }
        let used = Set(line.glyphs.map(\.font))
        let fonts = line.fonts.indices.filter(used.contains).map { JSON.string(line.fonts[$0].source) }
        let missing = line.missingCharacters.map { JSON.string(String($0)) }
        return JSON.object([
            ("role", JSON.string(placed.role.rawValue)), ("text", JSON.string(placed.text)),
            ("direction", JSON.string(line.isRightToLeft ? "rtl" : "ltr")),
            ("fonts", "[" + fonts.joined(separator: ", ") + "]"),
            ("missing", "[" + missing.joined(separator: ", ") + "]"),
            ("glyphs", "[" + glyphs.joined(separator: ", ") + "]"),
        ])
    }
}
