import StarBadge
import StarPNG

/// `starbadge sprite`: every rating state in one PNG, with CSS, JSON and an HTML input.
enum SpriteCommand {
    static let name = "sprite"
    static let usage = "starbadge sprite -o <sprite.png> [--step <x>] [--css <file>] [--json <file>] [<options>]"

    static let options: [OptionDefinition] = [
        OptionDefinition("output", short: "o", value: "file",
                         help: "Sprite PNG to write; scale k also writes <name>@<k>x.png. A .svg name writes one SVG sheet "
                             + "(each state also addressable as <name>.svg#<class>).", required: true),
        OptionDefinition("format", value: "format", help: "png or svg; by default the output's extension decides.",
                         choices: RenderCommand.Format.allCases.map(\.rawValue)),
        OptionDefinition("step", value: "x", help: "Rating step between states (0.5, 0.25, 0.1, …; in --out-of's units when given).",
                         default: "0.5"),
        OptionDefinition("layout", value: "kind", help: "vertical, horizontal or grid.", default: "vertical",
                         choices: ["vertical", "horizontal", "grid"]),
        OptionDefinition("columns", value: "n", help: "Cells per row for --layout grid.", default: "√states"),
        OptionDefinition("scales", value: "list", help: "Integer scales to write, e.g. 1,2,3.", default: "1"),
        OptionDefinition("css", value: "file", help: "Write a stylesheet with one class per state."),
        OptionDefinition("json", value: "file", help: "Write the states' positions and alt texts as JSON."),
        OptionDefinition("html", value: "file", help: "Write an accessible no-JavaScript rating input using the sprite."),
        OptionDefinition("class-prefix", value: "name", help: "CSS class prefix.", default: "stars"),
        OptionDefinition("checked", value: "r",
                         help: "The rating the --html input starts with (its nearest state, as for a score).",
                         default: "none checked"),
    ] + OutputOptions.definitions + BadgeOptions.definitions + [
        OptionDefinition("help", short: "h", value: nil, help: "Show this help."),
    ]

    static var help: String {
        HelpFormatter(
            overview: "Render every rating state of one badge style into a sprite sheet.",
            usage: usage, options: options,
            notes: [
                "Without --fill, a step that is not a multiple of 0.5 fills precisely.",
                "",
                "A score's state (its CSS class): the score rounded as --fill rounds it (half: nearest 0.5,",
                "full: nearest whole star, ties up; precise and area: as it is), then the state whose rating",
                "is nearest, ties going up. At the default --step 0.5: 3.3 -> stars-3-5, 3.2 -> stars-3.",
                "At --step 0.1: 3.37 -> stars-3-4. The JSON lists each state's index, rating and class; the",
                "library's SpriteSheet.state(for:) does the same mapping.",
                "",
                "--css gives .<prefix> (display: inline-block, the cell's width and height, the sheet",
                "and its background-size) and one class per state: <span class=\"stars stars-3-5\"",
                "role=\"img\" aria-label=\"3.5 out of 5 stars\"></span> needs no other CSS.",
                "",
                "EXAMPLES:",
                "  starbadge sprite -o stars.png --css stars.css --json stars.json",
                "  starbadge sprite --step 0.1 --scales 1,2 -o stars.png --css stars.css --html rate.html",
            ]
        ).render()
    }

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        guard let parsed = try ArgumentParser(command: name, options: options)
            .parseOrShowHelp(arguments, help: help, console: console) else { return }
        let read = ValueReader(arguments: parsed, command: name)
        let step = try read.number("step", default: 0.5)
        let defaultFill = try self.defaultFill(read, step: step)
        let style = try BadgeOptions.spec(rating: 0, values: parsed.values, defaultFill: defaultFill, command: name)
        let arrangement = try self.arrangement(read, style: style, step: step)
        let asked = try self.scales(read)
        let prefix = try cssIdentifier(read.string("class-prefix") ?? "stars", read)
        let alt = try OutputOptions.altText(read)
        let sheet: SpriteSheet
        do {
            sheet = try SpriteSheet(design: style.design, step: step, arrangement: arrangement)
        } catch {
            throw badgeError(error, read)
        }
        guard let output = read.string("output"), !output.isEmpty, output != "-" else {
            throw read.invalid("output", read.string("output") ?? "", "give a PNG file name")
        }
        let isSVG = try RenderCommand.Format.chosen(read, output: output) == .svg
        // An SVG sheet scales itself: one file whatever --scales says.
        let scales = isSVG ? [1] : asked
        // Every scale's size is checked before any sheet is drawn.
        for scale in scales {
            do throws(BadgeError) { try sheet.check(scale: scale) } catch { throw badgeError(error, read) }
        }
        if read.string("html") != nil, read.string("css") == nil {
            throw .usage("--html needs --css: the input page uses the sprite's stylesheet", command: name)
        }
        let checked = try checkedState(read, sheet: sheet)
        var plan = OutputPlan(command: name)
        for scale in scales { try plan.write(isSVG ? output : FilePaths.scaleVariant(output, scale: scale), option: "output") }
        for option in ["css", "json", "html"] {
            if let path = read.string(option) { try plan.write(path, option: option) }
        }
        BadgeOptions.inputs(of: read).forEach { plan.read($0.path, option: $0.option) }
        try plan.check()

        // Render everything first; write only when all of it succeeded.
        let renderer = BadgeRenderer()
        var files: [(path: String, bytes: [UInt8])] = []
        if isSVG {
            let svg: [UInt8]
            let textMode = try OutputOptions.svgTextMode(read)
            do throws(BadgeError) { svg = try sheet.svg(prefix: prefix, altText: alt, textMode: textMode) } catch {
                throw badgeError(error, read)
            }
            files.append((output, svg))
        }
        for scale in scales where !isSVG {
            let image: PNGImage
            do { image = try sheet.image(scale: scale, renderer: renderer) } catch { throw badgeError(error, read) }
            do {
                files.append((FilePaths.scaleVariant(output, scale: scale), try OutputOptions.encoder(parsed).describing(style).encode(image)))
            } catch {
                throw .encoding(error, of: "the sprite")
            }
        }
        for rating in sheet.ratings { if let spec = try? style.with(rating: rating) { Warnings.missingCharacters(of: spec) } }
        files += textFiles(read, sheet: sheet, prefix: prefix, alt: alt, scales: scales, output: output, checked: checked)
        for file in files { _ = try AtomicFile.writeIfChanged(file.bytes, to: file.path) }
    }

    /// The CSS, JSON and HTML files asked for, with their contents.
    private static func textFiles(_ read: ValueReader, sheet: SpriteSheet, prefix: String, alt: AltText, scales: [Int],
                                  output: String, checked: Int?) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        let states = SpriteState.all(of: sheet, prefix: prefix, alt: alt)
        if let css = read.string("css") {
            let images = scales.map {
                (scale: $0, url: URLPath.encode(FilePaths.relative(output.lowercased().hasSuffix(".svg")
                    ? output : FilePaths.scaleVariant(output, scale: $0), fromDirectoryOf: css)))
            }
            let text = SpriteCSS.stylesheet(prefix: prefix, states: states, images: images,
                                            sheetSize: sheet.pixelSize(scale: 1))
            files.append((css, Array(text.utf8)))
        }
        if let json = read.string("json") {
            let entries = states.map { state in
                "  " + JSON.object([
                    ("index", String(state.index)), ("rating", JSON.number(state.rating)),
                    ("class", JSON.string(state.className)),
                    ("x", String(state.x)), ("y", String(state.y)),
                    ("width", String(state.width)), ("height", String(state.height)),
                    ("alt", JSON.string(state.alt)),
                ])
            }
            files.append((json, Array(("[\n" + entries.joined(separator: ",\n") + "\n]\n").utf8)))
        }
        if let html = read.string("html"), let css = read.string("css") {
            let page = SpriteWidget.document(prefix: prefix, name: "rating", legend: "Rating", states: states, checked: checked,
                                             stylesheetURL: URLPath.encode(FilePaths.relative(css, fromDirectoryOf: html)))
            files.append((html, Array(page.utf8)))
        }
        return files
    }

    /// `--checked R`: the state the HTML input starts with, mapped as a page
    /// maps a score (`SpriteSheet.state(for:)`); nil (nothing checked) without it.
    private static func checkedState(_ read: ValueReader, sheet: SpriteSheet) throws(CLIError) -> Int? {
        guard let text = read.string("checked") else { return nil }
        if read.string("html") == nil {
            throw .usage("--checked needs --html: it sets the state the HTML input starts with", command: name)
        }
        let score = try read.number("checked", default: 0)
        do { return try sheet.state(for: score).index } catch {
            throw read.invalid("checked", text, "must be a rating from 0 to \(JSON.number(sheet.design.maxRating))")
        }
    }

    /// The fill the states get without `--fill`: half stars when every
    /// step is a whole number of half stars (the step is in the rating's
    /// units, `--out-of`'s when given), else precise.
    private static func defaultFill(_ read: ValueReader, step: Double) throws(CLIError) -> FillMode {
        let stars = Double(try read.integer("stars", default: 5))
        let outOf = try BadgeOptions.ratingScale(read) ?? stars
        let halves = step * stars / outOf * 2
        return abs(halves - halves.rounded()) < 1e-9 ? .half : .precise
    }

    private static func arrangement(_ read: ValueReader, style: BadgeSpec, step: Double) throws(CLIError) -> SpriteArrangement {
        let layout = (read.string("layout") ?? "vertical").lowercased()
        switch layout {
        case "vertical": return .vertical
        case "horizontal": return .horizontal
        case "grid":
            // SpriteSheet refuses more states than this; the bound keeps the count an Int.
            let count = step > 0 && step.isFinite ? (style.design.maxRating / step).rounded(.up) + 1 : 1
            let states = Int(min(count, Double(SpriteSheet.maxStates + 1)))
            let fallback = Int(Double(states).squareRoot().rounded(.up))
            let columns = try read.integer("columns", default: fallback)
            guard columns >= 1, columns <= SpriteSheet.maxStates else {
                throw read.invalid("columns", read.string("columns") ?? "", "must be a whole number from 1 to \(SpriteSheet.maxStates)")
            }
            return .grid(columns: columns)
        default:
            throw read.invalid("layout", read.string("layout") ?? "", "expected vertical, horizontal or grid")
        }
    }

    static func scales(_ read: ValueReader) throws(CLIError) -> [Int] {
        let text = read.string("scales") ?? "1"
        var scales: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(part).trimmingCharacters().lowercased()
            let digits = trimmed.hasSuffix("x") ? String(trimmed.dropLast()) : trimmed
            guard let scale = Int(digits), scale >= 1, scale <= 8 else {
                throw read.invalid("scales", text, "'\(Echo.value(String(part)))' is not a whole scale from 1 to 8 (e.g. 1,2,3)")
            }
            if !scales.contains(scale) { scales.append(scale) }
        }
        return scales.sorted()
    }

    /// Longest `--class-prefix`: it is repeated in every state's class and id.
    static let maxClassPrefix = 64

    private static func cssIdentifier(_ text: String, _ read: ValueReader) throws(CLIError) -> String {
        let ok = !text.isEmpty && text.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
            && !(text.first?.isNumber ?? true)
        guard ok else { throw read.invalid("class-prefix", text, "use letters, digits, '-' and '_', starting with a letter") }
        guard text.utf8.count <= maxClassPrefix else {
            throw read.invalid("class-prefix", text, "longer than the limit of \(maxClassPrefix) characters")
        }
        return text
    }

    private static func badgeError(_ error: BadgeError, _ read: ValueReader) -> CLIError {
        switch error {
        case .invalid(let setting, let value, _):
            return read.invalid(setting.optionName, read.string(setting.optionName) ?? value, error.commandLineReason)
        case .imageTooLarge, .svgTooLarge:
            return .usage(error.commandLineMessage, command: name)
        case .font(let path, _):
            return .badData("font '\(Echo.value(path))': \(error.commandLineMessage)")
        }
    }
}
