import StarBadge

/// `starbadge render`: one badge to a PNG file or standard output.
enum RenderCommand {
    static let name = "render"
    static let usage = "starbadge render --rating <rating> [<options>] [-o <file>]"

    static let options: [OptionDefinition] = [
        OptionDefinition("rating", value: "rating", help: "The rating, from 0 to the number of stars.", required: true),
        OptionDefinition("stars", value: "n", help: "Number of stars, 1–\(BadgeLimits.maxStars).", default: "5"),
        OptionDefinition("fill", value: "mode",
                         help: "Rounding: full (whole stars), half (nearest 0.5), precise (exact width).",
                         default: "half"),
        OptionDefinition("size", value: "px", help: "Side of each star's square box.", default: "24"),
        OptionDefinition("spacing", value: "px", help: "Gap between star boxes.", default: "4"),
        OptionDefinition("padding", value: "px", help: "Margin around the stars.", default: "4"),
        OptionDefinition("on-color", value: "color", help: "Colour of filled stars.", default: "#FFB400"),
        OptionDefinition("off-color", value: "color", help: "Colour of empty stars.", default: "#D9D9D9"),
        OptionDefinition("background", value: "color", help: "Background colour.", default: "transparent"),
        OptionDefinition("points", value: "n", help: "Points of each star, 3–\(BadgeLimits.maxPoints).", default: "5"),
        OptionDefinition("inner-ratio", value: "x", help: "Inner radius / outer radius, between 0 and 1.",
                         default: "0.381966"),
        OptionDefinition("scale", value: "k", help: "Multiplies every length (2 for a @2x image).", default: "1"),
        OptionDefinition("output", short: "o", value: "file",
                         help: "PNG file to write; '-' for standard output (the default when it is not a terminal)."),
        OptionDefinition("help", short: "h", value: nil, help: "Show this help."),
    ]

    static var help: String {
        HelpFormatter(
            overview: "Render a star-rating badge as a PNG image.",
            usage: usage,
            options: options,
            notes: [
                "COLORS: \(Color.syntaxSummary).",
                "",
                "EXAMPLES:",
                "  starbadge render --rating 4.5 -o rating.png",
                "  starbadge render --rating 3.37 --fill precise --scale 2 -o rating@2x.png",
            ]
        ).render()
    }

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        let parsed = try ArgumentParser(command: name, options: options).parse(arguments)
        if parsed.has("help") {
            try console.writeOutput(help)
            return
        }
        let spec = try badgeSpec(from: parsed)
        let destination = try OutputDestination(parsed.value("output"), console: console, command: name)
        var renderer = BadgeRenderer()
        let bytes: [UInt8]
        do {
            bytes = try renderer.png(for: spec)
        } catch {
            throw .io("cannot encode the badge: \(error)")
        }
        try destination.write(bytes, console: console)
    }

    /// The badge the options describe; errors name the offending option.
    static func badgeSpec(from parsed: ParsedArguments) throws(CLIError) -> BadgeSpec {
        let read = ValueReader(arguments: parsed, command: name)
        let rating = try read.number("rating", default: 0)
        let stars = try read.integer("stars", default: 5)
        let fill: FillMode = try read.choice("fill", default: .half)
        let size = try read.number("size", default: 24)
        let spacing = try read.number("spacing", default: 4)
        let padding = try read.number("padding", default: 4)
        let on = try read.color("on-color", default: BadgeSpec.defaultOnColor)
        let off = try read.color("off-color", default: BadgeSpec.defaultOffColor)
        let background = try read.color("background", default: .transparent)
        let points = try read.integer("points", default: 5)
        let innerRatio = try read.number("inner-ratio", default: StarShape.regularInnerRatio)
        let scale = try read.number("scale", default: 1)
        do {
            return try BadgeSpec(
                rating: rating, starCount: stars, fillMode: fill, starSize: size, spacing: spacing,
                padding: padding, onColor: on, offColor: off, background: background,
                points: points, innerRatio: innerRatio, scale: scale)
        } catch {
            throw badgeError(error, parsed: parsed, reader: read)
        }
    }

    private static func badgeError(_ error: BadgeError, parsed: ParsedArguments, reader: ValueReader) -> CLIError {
        switch error {
        case .invalid(let setting, let value, let reason):
            let text = parsed.value(setting.rawValue) ?? value
            return reader.invalid(setting.rawValue, text, reason)
        case .imageTooLarge:
            return .usage("\(error); use a smaller --size, --spacing, --padding, --stars or --scale", command: name)
        }
    }
}
