import StarSupport
import StarUnicode
import StarBadge

/// `starbadge render`: one badge to a PNG or SVG file, standard output, or a
/// preview in the terminal (with a dark variant beside it when asked).
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Render one badge to a PNG or SVG file, or show it in the terminal."
    static let usage = "starbadge render --rating <rating> [<options>] [-o <file>]"

    static let options: [OptionDefinition] = [
        OptionDefinition(.rating, setting: .rating, value: "rating", kind: .number,
                         help: "The rating, from 0 to the number of stars (or to --out-of).", required: true),
        ratingCountOption,
    ] + BadgeOptions.definitions + DarkOptions.definitions + OutputOptions.definitions + [
        OptionDefinition(.output, short: "o", value: "file",
                         help: "File to write; '-' for standard output (the default when it is not a terminal)."),
        OptionDefinition(.preview, value: nil,
                         help: "Also show the badge in the terminal (the default when standard output is a terminal and no -o is given); "
                             + "with the image on standard output (-o -), on standard error when that is a terminal."),
        OptionDefinition(.format, value: "format", kind: .choice(OutputSettings.Format.allCases.map(\.rawValue)),
                         help: "png or svg (text as outlines); by default the output's extension decides (.svg), else png."),
        LinkOption.definition,
        OptionDefinition(.scales, value: "list",
                         help: "Write a PNG per integer scale beside -o FILE (e.g. 1,2: FILE and FILE@2x), for a srcset."),
        OptionDefinition(.markup, value: "form", kind: .choice(RenderMarkup.Form.allCases.map(\.rawValue)),
                         help: "Print the snippet that shows the files written: html (a <picture> with the dark "
                             + "variant and the scales), md (for a README) or email (needs an http(s) --base-url)."),
        OptionDefinition(.baseUrl, value: "url",
                         help: "With --markup: the URL of the folder the files are published in (http(s)://... for email)."),
        OptionDefinition(.help, short: "h", value: nil, help: "Show this help."),
    ]

    /// `--count`, which `measure` shares.
    static let ratingCountOption = OptionDefinition(
        .count, setting: .count, value: "n", kind: .wholeNumber,
        help: "The number of ratings, a whole number: {count} in texts, and the alt text says it.")

    static var help: String {
        HelpFormatter(
            overview: "Render a star-rating badge as a PNG or SVG image.",
            usage: usage,
            options: options,
            notes: [
                "COLORS: \(Color.syntaxSummary).",
                "",
                "EXAMPLES:",
                "  starbadge render --rating 4.5 -o rating.png",
                "  starbadge render --rating 3.37 --fill precise --scale 2 -o rating@2x.png",
                "  starbadge render --rating 4 --label 'Rating {rating}' -o rating.svg",
                "  starbadge render --rating 7.8 --out-of 10 --count 1234 --label '{rating}/{max} ({count})' -o film.png",
                "  starbadge render --rating 4 --label '{rating}' --dark-on-color gold -o rating.png   # and rating.dark.png",
                "  starbadge render --rating 4.5 --dark-on-color gold --scales 1,2 -o badge.png --markup md   # README snippet",
            ]
        ).render()
    }

    static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> ExitStatus {
        let console = context.console
        guard let parsed = try ArgumentParser(command: name, options: options)
            .parseOrShowHelp(arguments, help: help, console: console) else { return .success }
        let read = ValueReader(arguments: parsed, options: options, command: name)
        let spec = try badgeSpec(from: parsed, context: context)
        context.warnings.missingCharacters(of: spec)
        var settings = try OutputOptions.settings(read, output: parsed.value(.output))
        let markup = try RenderMarkup(read, output: parsed.value(.output), format: settings.format)
        settings.link = try link(read, format: settings.format, markup: markup != nil)
        try BadgeOptions.checkOutput(settings, spec: spec, read)
        let dark = try darkVariant(of: spec, read, output: parsed.value(.output), context: context)
        let destination = try OutputDestination(parsed.value(.output), console: console, command: name, previews: true)
        let scales = try Self.scales(read, output: parsed.value(.output), format: settings.format)
        let files = try Self.files(spec, dark: dark, scales: scales, format: settings.format, output: parsed.value(.output), read)
        if let output = parsed.value(.output), output != "-" {
            var plan = OutputPlan(command: name)
            for file in files.files { try plan.write(file.path, option: .output) }
            BadgeOptions.inputs(of: read).forEach { plan.read($0.path, option: $0.option) }
            try plan.check()
        }
        let placement = try PreviewPlacement.choose(destination: destination, asked: parsed.has(.preview),
                                                    console: console, command: name)
        let renderer = BadgeRenderer()
        if let placement {
            try showPreview(of: spec, renderer: renderer, hint: destination == .preview, placement: placement, console: console)
            if destination == .preview { return .success }
        }
        // Every file's bytes first: a failure writes none.
        var written: [(bytes: [UInt8], path: String)] = []
        for file in files.files {
            do throws(BadgeWriteError) { written.append((try files.bytes(of: file, renderer: renderer, settings), file.path)) } catch {
                throw OutputOptions.failure(error, of: "the badge", read)
            }
        }
        if written.count > 1 {
            // All or none: a dark file that cannot be written leaves the light one as it was.
            try AtomicFile.writeTogether(written)
        } else {
            try destination.write(written[0].bytes, console: console)
        }
        if let markup {
            try console.writeOutput(markup.snippet(for: files, settings: settings) + "\n")
        }
        return .success
    }

    /// `--scales` (PNG files beside -o FILE), or the one file -o names.
    private static func scales(_ read: ValueReader, output: String?, format: OutputSettings.Format) throws(CLIError) -> [Int] {
        guard read.string(.scales) != nil else { return [1] }
        guard let output, output != "-" else { throw .usage("--scales writes a file per scale beside -o FILE: give one", command: name) }
        guard format == .png else { throw .usage("--scales writes PNGs; an SVG ('\(Echo.value(output))') scales itself", command: name) }
        guard read.string(.scale) == nil else { throw .usage("give --scale or --scales, not both", command: name) }
        return try SpriteCommand.scales(read)
    }

    /// The files of `spec` (and `dark`) beside `output` (`BadgeFiles`: each
    /// scale, and the dark PNGs; standard output's one file without it).
    @inline(never)
    private static func files(_ spec: BadgeSpec, dark: BadgeSpec?, scales: [Int], format: OutputSettings.Format, output: String?,
                              _ read: ValueReader) throws(CLIError) -> BadgeFiles {
        do { return try BadgeFiles(spec, dark: dark, scales: scales, format: format, firstFile: output ?? "-") } catch {
            throw read.invalid(.scales, read.text(.scales), error.commandLineMessage)
        }
    }

    /// The `--dark-*` options' variant of `spec`, or nil without them; it
    /// is written beside the output (`BadgeFiles`: `NAME.dark.png`; an SVG
    /// output adapts itself), so it needs a file.
    // Not inlined into `run`, as `files` and `badgeSpec(from:)`: a BadgeSpec is 3 KB, and each
    // inlined copy widens run's stack frame by one (81 KB with them inlined, 68 KB without), a
    // page fault for every 4 KB a process touches.
    @inline(never)
    private static func darkVariant(of spec: BadgeSpec, _ read: ValueReader, output: String?,
                                    context: RunContext) throws(CLIError) -> BadgeSpec? {
        guard let dark = try DarkOptions.appearance(read) else { return nil }
        guard let output, output != "-" else {
            let given = DarkOptions.names.filter { read.string($0) != nil }.map { "--\($0)" }.joined(separator: ", ")
            throw .usage("\(given) writes a dark variant beside the output file: give -o FILE", command: name)
        }
        return try DarkOptions.variant(of: spec, dark, read, context: context)
    }

    /// `--link`, which only an SVG can hold (or the snippet `--markup` prints).
    private static func link(_ read: ValueReader, format: OutputSettings.Format, markup: Bool) throws(CLIError) -> BadgeLink? {
        guard let link = try LinkOption.link(read) else { return nil }
        guard format == .svg || markup else {
            throw .usage("--link makes an SVG a link; a PNG cannot hold one (write the badge as .svg, or link the <img> "
                         + "in your page)", command: name)
        }
        return link
    }

    /// The badge in the terminal (no wider than it, see `PreviewFit`), and
    /// with `hint`, a line saying how to write the file.
    static func showPreview(of spec: BadgeSpec, renderer: BadgeRenderer, hint: Bool, placement: PreviewPlacement,
                            console: Console) throws(CLIError) {
        let preview = TerminalPreview(environment: POSIX.environment(["NO_COLOR", "TERM", "KITTY_WINDOW_ID", "TERM_PROGRAM", "LC_TERMINAL", "COLORTERM"]))
        let cellWidth = POSIX.terminalCellWidth(placement.stream.descriptor) ?? 8
        let drawing = preview.drawing(of: spec, renderer: renderer, columns: placement.columns, cellWidth: cellWidth)
        var text = drawing.text
        if hint {
            let size = spec.pixelSize
            let shown = !drawing.isShown ? " (not shown)" : drawing.shownSmaller ? ", shown smaller" : ""
            text += "A \(size.width)×\(size.height) badge\(shown). "
                + "Write it with -o badge.png (or badge.svg), or -o - for the PNG on standard output.\n"
        }
        try placement.write(text, console: console)
    }

    /// The badge the options describe; errors name the offending option.
    /// Outside a run (tests), a quiet context: nothing is said.
    @inline(never)
    static func badgeSpec(from parsed: ParsedArguments, context: RunContext = .quiet()) throws(CLIError) -> BadgeSpec {
        // `--rating` is required: the parser refuses a command line without it.
        let read = ValueReader(arguments: parsed, options: options, command: name)
        let rating = try read.optionalNumber(.rating) ?? 0
        return try BadgeOptions.spec(rating: rating, count: BadgeOptions.ratingCount(read), values: parsed.values, command: name,
                                     context: context)
    }
}
