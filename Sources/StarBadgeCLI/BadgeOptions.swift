import StarBadge

/// The style options every badge-making command shares (`render`, `sprite`,
/// `batch`), and the `BadgeSpec` they describe. Values come as strings by
/// long option name, from a command line or from a batch entry alike.
enum BadgeOptions {
    static let definitions: [OptionDefinition] = [
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
        OptionDefinition("label", value: "text",
                         help: "Text beside the stars; {rating}, {max} and {percent} are replaced, e.g. 'Rating: {rating}/{max}'."),
        OptionDefinition("label-format", value: "format", help: "How {rating} is written: %.1f, %.2f, %d or %g.", default: "%g"),
        OptionDefinition("label-position", value: "side", help: "left, right, top or bottom.", default: "right"),
        OptionDefinition("label-gap", value: "px", help: "Space between stars and label.", default: "size/4"),
        OptionDefinition("font", value: "file", help: "TrueType/OpenType font for the label.", default: "DejaVu Sans"),
        OptionDefinition("font-size", value: "px", help: "Label font size.", default: "0.6 × size"),
        OptionDefinition("text-color", value: "color", help: "Label colour.", default: "readable on the background"),
    ]

    /// The names of all style options (what a batch entry may set).
    static let names: Set<String> = Set(definitions.map(\.name))

    /// The badge for `rating` with the style in `values` (by long name).
    /// Errors name the option and quote the value as given.
    static func spec(rating: Double, values: [String: String], defaultFill: FillMode = .half,
                     command: String, namePrefix: String = "--") throws(CLIError) -> BadgeSpec {
        let read = ValueReader(values: values, command: command, namePrefix: namePrefix)
        let stars = try read.integer("stars", default: 5)
        let fill: FillMode = try read.choice("fill", default: defaultFill)
        let size = try read.number("size", default: 24)
        let spacing = try read.number("spacing", default: 4)
        let padding = try read.number("padding", default: 4)
        let on = try read.color("on-color", default: BadgeSpec.defaultOnColor)
        let off = try read.color("off-color", default: BadgeSpec.defaultOffColor)
        let background = try read.color("background", default: .transparent)
        let points = try read.integer("points", default: 5)
        let innerRatio = try read.number("inner-ratio", default: StarShape.regularInnerRatio)
        let scale = try read.number("scale", default: 1)
        let label = try self.label(read)
        do {
            return try BadgeSpec(
                rating: rating, starCount: stars, fillMode: fill, starSize: size, spacing: spacing,
                padding: padding, onColor: on, offColor: off, background: background,
                points: points, innerRatio: innerRatio, scale: scale, label: label)
        } catch {
            switch error {
            case .invalid(let setting, let value, let reason):
                return try read.fail(setting.rawValue, values[setting.rawValue] ?? value, reason)
            case .imageTooLarge:
                throw .usage("\(error); use a smaller --size, --spacing, --padding, --stars or --scale",
                             command: command)
            case .font(let path, _):
                throw fontError(error, path: path)
            }
        }
    }

    /// The label options, or nil without `label`; loads the font.
    private static func label(_ read: ValueReader) throws(CLIError) -> LabelSpec? {
        guard let template = read.string("label") else {
            for name in ["label-format", "label-position", "label-gap", "font-size", "text-color"] where read.string(name) != nil {
                throw .usage("'\(read.namePrefix)\(name)' needs '\(read.namePrefix)label'", command: read.command)
            }
            return nil
        }
        let format: NumberFormat
        do { format = try NumberFormat(parsing: read.string("label-format") ?? "%g") } catch {
            return try read.fail("label-format", read.string("label-format") ?? "", "use %.Nf (N = 0–6, e.g. %.1f), %d or %g")
        }
        let position: LabelPosition = try read.choice("label-position", default: .right)
        let gap = read.string("label-gap") == nil ? nil : try read.number("label-gap", default: 0)
        let fontSize = read.string("font-size") == nil ? nil : try read.number("font-size", default: 0)
        let textColor = read.string("text-color") == nil ? nil : try read.color("text-color", default: .black)
        let font: FontFace
        do {
            if let path = read.string("font") { font = try FontLibrary.face(atPath: path) } else { font = try FontLibrary.defaultFace() }
        } catch {
            if case .font(let path, _) = error { throw fontError(error, path: path) }
            throw .badData("\(error)")
        }
        do {
            return try LabelSpec(template: template, numberFormat: format, position: position, gap: gap,
                                 fontSize: fontSize, textColor: textColor, font: font)
        } catch {
            if case .invalid(let setting, let value, let reason) = error {
                return try read.fail(setting.rawValue, read.string(setting.rawValue) ?? value, reason)
            }
            throw .badData("\(error)")
        }
    }

    /// A missing font file is missing input (66); an unreadable one bad data (65).
    private static func fontError(_ error: BadgeError, path: String) -> CLIError {
        if path == FontLibrary.defaultFontFile { return .cannotRead(path: path, reason: "\(error)") }
        if POSIX.kind(path) == .missing { return .cannotRead(path: path, reason: "no such file (--font)") }
        return .badData("\(error)")
    }
}
