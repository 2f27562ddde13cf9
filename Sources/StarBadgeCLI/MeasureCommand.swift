import StarBadge

/// `starbadge measure`: the image size and layout boxes as JSON, without
/// rendering — for site builds that need width and height up front.
enum MeasureCommand {
    static let name = "measure"
    static let usage = "starbadge measure [--rating <rating>] [<options>]"

    static let options: [OptionDefinition] = [
        OptionDefinition("rating", value: "rating", help: "The rating (it can change the label's width).", default: "0"),
    ] + BadgeOptions.definitions + [
        OptionDefinition("help", short: "h", value: nil, help: "Show this help."),
    ]

    static var help: String {
        HelpFormatter(
            overview: "Print a badge's size and layout as JSON without rendering it.",
            usage: usage, options: options,
            notes: ["EXAMPLE:", "  starbadge measure --rating 4 --label 'Rating: {rating}'"]
        ).render()
    }

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        guard let parsed = try ArgumentParser(command: name, options: options)
            .parseOrShowHelp(arguments, help: help, console: console) else { return }
        let rating = try ValueReader(arguments: parsed, command: name).number("rating", default: 0)
        let spec = try BadgeOptions.spec(rating: rating, values: parsed.values, command: name)
        Warnings.missingCharacters(of: spec)
        try console.writeOutput(json(spec))
    }

    static func json(_ spec: BadgeSpec) -> String {
        let layout = spec.layout
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
            JSON.object([("x", JSON.number(x)), ("y", JSON.number(y)), ("width", JSON.number(w)), ("height", JSON.number(h))])
        }
        let stars = layout.starBoxes.map { box($0.minX, $0.minY, $0.width, $0.height) }
        var pairs: [(String, String)] = [
            ("width", String(spec.pixelSize.width)), ("height", String(spec.pixelSize.height)),
            ("exactWidth", JSON.number(layout.contentWidth)), ("exactHeight", JSON.number(layout.contentHeight)),
            ("rating", JSON.number(spec.displayedRating)), ("alt", JSON.string(spec.altText())),
            ("stars", "[" + stars.joined(separator: ", ") + "]"),
        ]
        if let label = layout.label, let baseline = layout.labelBaseline, let text = spec.labelText {
            pairs.append(("label", JSON.object([
                ("text", JSON.string(text)),
                ("x", JSON.number(baseline.x)), ("y", JSON.number(baseline.y - label.ascent)),
                ("width", JSON.number(label.width)), ("height", JSON.number(label.height)),
                ("baseline", JSON.number(baseline.y)),
            ])))
        }
        return JSON.object(pairs) + "\n"
    }
}
