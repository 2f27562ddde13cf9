import StarUnicode
import StarSupport
import StarBadge

/// `starbadge sprite`: every rating state in one PNG sheet a scale or one SVG
/// sheet, with CSS, JSON and an HTML input.
enum SpriteCommand: Command {
    static let name = "sprite"
    static let summary = "Render every rating state into one sprite sheet (+ CSS, JSON, HTML)."
    static let usage = "starbadge sprite -o <sprite.png> [--step <x>] [--css <file>] [--json <file>] [<options>]"

    static let options: [OptionDefinition] = [
        OptionDefinition(.output, short: "o", value: "file",
                         help: "Sprite PNG to write; scale k also writes <name>@<k>x.png. A .svg name writes one SVG sheet "
                             + "(each state also addressable as <name>.svg#<class>).", required: true),
        OptionDefinition(.format, value: "format", kind: .choice(OutputSettings.Format.allCases.map(\.rawValue)),
                         help: "png or svg; by default the output's extension decides."),
        OptionDefinition(.step, setting: .step, value: "x", kind: .number, help: "Rating step between states (0.5, 0.25, 0.1, …; in --out-of's units when given).",
                         default: .number(0.5)),
        OptionDefinition(.layout, value: "kind", kind: .choice(Layout.allCases.map(\.rawValue)),
                         help: "vertical, horizontal or grid.",
                         default: .word(Layout.vertical.rawValue)),
        OptionDefinition(.columns, setting: .columns, value: "n", kind: .wholeNumber,
                         help: "Cells per row for --layout grid.", shown: "√states"),
        OptionDefinition(.scales, value: "list", help: "Integer scales to write, e.g. 1,2,3.", default: .word("1")),
        OptionDefinition(.css, value: "file", help: "Write a stylesheet with one class per state."),
        OptionDefinition(.json, value: "file", help: "Write the states' positions and alt texts as JSON."),
        OptionDefinition(.html, value: "file", help: "Write an accessible no-JavaScript rating input using the sprite."),
        OptionDefinition(.classPrefix, value: "name", help: "CSS class prefix.", default: .word("stars")),
        OptionDefinition(.checked, value: "r", kind: .number,
                         help: "The rating the --html input starts with (its nearest state, as for a score).",
                         shown: "none checked"),
    ] + DarkOptions.definitions + OutputOptions.definitions + BadgeOptions.definitions + [
        OptionDefinition(.help, short: "h", value: nil, help: "Show this help."),
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
                "--dark-* also writes a dark sheet per scale (<name>.dark.png, <name>.dark@2x.png) and",
                "switches to it in the CSS under @media (prefers-color-scheme: dark); an SVG sheet adapts itself.",
                "",
                "EXAMPLES:",
                "  starbadge sprite -o stars.png --css stars.css --json stars.json",
                "  starbadge sprite --step 0.1 --scales 1,2 -o stars.png --css stars.css --html rate.html",
            ]
        ).render()
    }

    static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> ExitStatus {
        guard let parsed = try ArgumentParser(command: name, options: options)
            .parseOrShowHelp(arguments, help: help, console: context.console) else { return .success }
        let read = ValueReader(arguments: parsed, options: options, command: name)
        let step = try read.number(.step)
        let defaultFill = try self.defaultFill(read, step: step)
        let style = try BadgeOptions.spec(rating: 0, values: parsed.values, defaultFill: defaultFill, command: name, context: context)
        let arrangement = try self.arrangement(read, style: style, step: step)
        let asked = try self.scales(read)
        let prefix = try cssIdentifier(read, .classPrefix)
        let settings = try OutputOptions.settings(read, output: read.string(.output))
        let alt = settings.altText
        let sheet: SpriteSheet, darkSheet: SpriteSheet?
        let darkStyle = try DarkOptions.appearance(read).map { (dark) throws(CLIError) in
            try DarkOptions.variant(of: style, dark, read, context: context)
        }
        do throws(BadgeError) {
            sheet = try SpriteSheet(design: style.design, step: step, arrangement: arrangement)
            if let darkStyle { darkSheet = try SpriteSheet(design: darkStyle.design, step: step, arrangement: arrangement) } else {
                darkSheet = nil
            }
        } catch {
            throw .badge(error, read)
        }
        guard let output = read.string(.output), !output.isEmpty, output != "-" else {
            throw read.invalid(.output, read.string(.output) ?? "", "give a PNG file name")
        }
        let isSVG = settings.format == .svg
        // An SVG sheet scales itself: one file whatever --scales says.
        let scales = isSVG ? [1] : asked
        // Every scale's size is checked before any sheet is drawn.
        for scale in scales {
            do throws(BadgeError) { try sheet.check(scale: scale) } catch { throw .badge(error, read) }
        }
        if read.string(.html) != nil, read.string(.css) == nil {
            throw .usage("--html needs --css: the input page uses the sprite's stylesheet", command: name)
        }
        let checked = try checkedState(read, sheet: sheet)
        var plan = OutputPlan(command: name)
        // A dark SVG sheet is the output itself (it adapts); dark PNG sheets their own files, named as a badge's (`BadgeFiles`).
        let variants = darkSheet == nil || isSVG ? [false] : [false, true]
        for isDark in variants {
            for scale in scales { try plan.write(BadgeFiles.path(beside: output, isDark: isDark, scale: scale), option: .output) }
        }
        for option in [OptionName.css, .json, .html] {
            if let path = read.string(option) { try plan.write(path, option: option) }
        }
        BadgeOptions.inputs(of: read).forEach { plan.read($0.path, option: $0.option) }
        try plan.check()

        // Render everything first; write only when all of it succeeded.
        let renderer = BadgeRenderer()
        var files: [(path: String, bytes: [UInt8])] = []
        for scale in scales {
            let bytes: (light: [UInt8], dark: [UInt8]?)
            do throws(BadgeWriteError) {
                if let darkSheet {
                    bytes = try renderer.bytes(for: sheet, dark: darkSheet, scale: scale, prefix: prefix, settings)
                } else {
                    bytes = (try renderer.bytes(for: sheet, scale: scale, prefix: prefix, settings), nil)
                }
            } catch {
                throw OutputOptions.failure(error, of: "the sprite", read)
            }
            for (isDark, data) in zip(variants, [bytes.light] + (bytes.dark.map { [$0] } ?? [])) {
                files.append((BadgeFiles.path(beside: output, isDark: isDark, scale: scale), data))
            }
        }
        for rating in sheet.ratings { if let spec = try? style.with(rating: rating) { context.warnings.missingCharacters(of: spec) } }
        files += textFiles(read, sheet: sheet, prefix: prefix, alt: alt, scales: scales, output: output, variants: variants,
                           checked: checked)
        // Every file of the sheet or none: a failure part way leaves them all as they were.
        try AtomicFile.writeTogether(files.map { (bytes: $0.bytes, path: $0.path) })
        return .success
    }

    /// The CSS, JSON and HTML files asked for, with their contents.
    private static func textFiles(_ read: ValueReader, sheet: SpriteSheet, prefix: String, alt: AltText, scales: [Int],
                                  output: String, variants: [Bool], checked: Int?) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        let states = SpriteState.all(of: sheet, prefix: prefix, alt: alt)
        if let css = read.string(.css) {
            // The light sheet's images, then the dark sheet's (when there is one).
            // A sheet named .svg scales itself: every scale's image is that one file.
            let isSVG = output.lowercased().hasSuffix(".svg")
            let images = variants.map { isDark in
                scales.map {
                    (scale: $0, url: URLPath.encode(FilePaths.relative(BadgeFiles.path(beside: output, isDark: isDark, scale: isSVG ? 1 : $0),
                                                                       fromDirectoryOf: css)))
                }
            }
            let text = SpriteCSS.stylesheet(prefix: prefix, states: states, images: images[0],
                                            sheetSize: sheet.pixelSize(scale: 1))
                + SpriteCSS.darkRules(prefix: prefix, images: images.dropFirst().first ?? [])
            files.append((css, Array(text.utf8)))
        }
        if let json = read.string(.json) {
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
        if let html = read.string(.html), let css = read.string(.css) {
            let page = SpriteWidget.document(prefix: prefix, name: "rating", legend: "Rating", states: states, checked: checked,
                                             stylesheetURL: URLPath.encode(FilePaths.relative(css, fromDirectoryOf: html)))
            files.append((html, Array(page.utf8)))
        }
        return files
    }

    /// `--checked R`: the state the HTML input starts with, mapped as a page
    /// maps a score (`SpriteSheet.state(for:)`); nil (nothing checked) without it.
    private static func checkedState(_ read: ValueReader, sheet: SpriteSheet) throws(CLIError) -> Int? {
        guard read.string(.checked) != nil else { return nil }
        if read.string(.html) == nil {
            throw .usage("--checked needs --html: it sets the state the HTML input starts with", command: name)
        }
        guard let score = try read.optionalNumber(.checked) else { return nil }
        do { return try sheet.state(for: score).index } catch {
            throw read.invalid(.checked, read.string(.checked) ?? "", "must be a rating from 0 to \(JSON.number(sheet.design.maxRating))")
        }
    }

    /// `--layout`'s words.
    enum Layout: String, CaseIterable {
        case vertical, horizontal, grid
    }

    private static func arrangement(_ read: ValueReader, style: BadgeSpec, step: Double) throws(CLIError) -> SpriteArrangement {
        let text = read.text(.layout)
        guard let layout = Layout(rawValue: text.lowercased()) else {
            throw read.invalid(.layout, text, "expected vertical, horizontal or grid")
        }
        switch layout {
        case .vertical: return .vertical
        case .horizontal: return .horizontal
        case .grid:
            // SpriteSheet refuses more states than this; the bound keeps the count an Int.
            let count = step > 0 && step.isFinite ? (style.design.maxRating / step).rounded(.up) + 1 : 1
            let states = Int(min(count, Double(SpriteSheet.maxStates + 1)))
            let fallback = Int(Double(states).squareRoot().rounded(.up))
            let columns = try read.optionalWholeNumber(.columns) ?? fallback
            guard columns >= 1, columns <= SpriteSheet.maxStates else {
                throw read.invalid(.columns, read.string(.columns) ?? "", "must be a whole number from 1 to \(SpriteSheet.maxStates)")
            }
            return .grid(columns: columns)
        }
    }

    /// The fill the states get without `--fill` (nil: the table's default,
    /// half stars) when every step is a whole number of half stars (the
    /// step is in the rating's units, `--out-of`'s when given), else precise.
    private static func defaultFill(_ read: ValueReader, step: Double) throws(CLIError) -> FillMode? {
        let stars = Double(try read.wholeNumber(.stars))
        let outOf = try read.optionalNumber(.outOf) ?? stars
        let halves = step * stars / outOf * 2
        return abs(halves - halves.rounded()) < 1e-9 ? nil : .precise
    }

    static func scales(_ read: ValueReader) throws(CLIError) -> [Int] {
        let text = read.text(.scales)
        var scales: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(part).trimmingWhitespace().lowercased()
            let digits = trimmed.hasSuffix("x") ? String(trimmed.dropLast()) : trimmed
            guard let scale = Int(digits), scale >= 1, scale <= 8 else {
                throw read.invalid(.scales, text, "'\(Echo.value(String(part)))' is not a whole scale from 1 to 8 (e.g. 1,2,3)")
            }
            if !scales.contains(scale) { scales.append(scale) }
        }
        return scales.sorted()
    }

    /// Longest `--class-prefix`: it is repeated in every state's class and id.
    static let maxClassPrefix = 64

    private static func cssIdentifier(_ read: ValueReader, _ option: OptionName) throws(CLIError) -> String {
        let text = read.text(option)
        let ok = !text.isEmpty && text.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
            && !(text.first?.isNumber ?? true)
        guard ok else { throw read.invalid(option, text, "use letters, digits, '-' and '_', starting with a letter") }
        guard text.utf8.count <= maxClassPrefix else {
            throw read.invalid(option, text, "longer than the limit of \(maxClassPrefix) characters")
        }
        return text
    }
}
