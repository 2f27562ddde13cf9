import StarBadge

/// `starbadge render`: one badge to a PNG file or standard output.
enum RenderCommand {
    static let name = "render"
    static let usage = "starbadge render --rating <rating> [<options>] [-o <file>]"

    static let options: [OptionDefinition] = [
        OptionDefinition("rating", value: "rating", help: "The rating, from 0 to the number of stars (or to --out-of).",
                         required: true),
        ratingCountOption,
    ] + BadgeOptions.definitions + OutputOptions.definitions + [
        OptionDefinition("output", short: "o", value: "file",
                         help: "File to write; '-' for standard output (the default when it is not a terminal)."),
        OptionDefinition("preview", value: nil,
                         help: "Also show the badge in the terminal (the default when standard output is a terminal and no -o is given); "
                             + "with the image on standard output (-o -), on standard error when that is a terminal."),
        OptionDefinition("format", value: "format",
                         help: "png or svg (text as outlines); by default the output's extension decides (.svg), else png.",
                         choices: Format.allCases.map(\.rawValue)),
        OptionDefinition("help", short: "h", value: nil, help: "Show this help."),
    ]

    /// `--count`, which `measure` shares.
    static let ratingCountOption = OptionDefinition(
        "count", value: "n", help: "The number of ratings, a whole number: {count} in texts, and the alt text says it.")

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
            ]
        ).render()
    }

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        guard let parsed = try ArgumentParser(command: name, options: options)
            .parseOrShowHelp(arguments, help: help, console: console) else { return }
        let spec = try badgeSpec(from: parsed)
        Warnings.missingCharacters(of: spec)
        let alt = try OutputOptions.altText(ValueReader(arguments: parsed, command: name))
        try BadgeOptions.checkAltCount(alt, spec: spec, ValueReader(arguments: parsed, command: name))
        let destination = try OutputDestination(parsed.value("output"), console: console, command: name, previews: true)
        if let output = parsed.value("output"), output != "-" {
            var plan = OutputPlan(command: name)
            try plan.write(output, option: "output")
            BadgeOptions.inputs(of: ValueReader(arguments: parsed, command: name)).forEach { plan.read($0.path, option: $0.option) }
            try plan.check()
        }
        let placement = try PreviewPlacement.choose(destination: destination, asked: parsed.has("preview"),
                                                    console: console, command: name)
        let renderer = BadgeRenderer()
        if let placement {
            try showPreview(of: spec, renderer: renderer, hint: destination == .preview, placement: placement, console: console)
            if destination == .preview { return }
        }
        let bytes: [UInt8]
        if try format(parsed) == .svg {
            let title = parsed.has("no-metadata") ? nil : alt
            let textMode = try OutputOptions.svgTextMode(ValueReader(arguments: parsed, command: name))
            let svg: [UInt8]
            do { svg = try renderer.svg(for: spec, altText: title, textMode: textMode) } catch {
                throw .usage("\(error)", command: name)
            }
            try destination.write(svg, console: console)
            return
        }
        do {
            let texts = OutputOptions.texts(for: spec, alt: alt, metadata: !parsed.has("no-metadata"))
            bytes = try OutputOptions.encoder(parsed).describing(spec).encode(renderer.image(for: spec), texts: texts)
        } catch {
            throw .encoding(error, of: "the badge")
        }
        try destination.write(bytes, console: console)
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
            text += "A \(size.width)×\(size.height) badge\(drawing.shownSmaller ? ", shown smaller" : ""). "
                + "Write it with -o badge.png (or badge.svg), or -o - for the PNG on standard output.\n"
        }
        try placement.write(text, console: console)
    }

    enum Format: String, CaseIterable {
        case png, svg

        /// `--format` when given, else the output's extension (.svg), else PNG.
        /// - Throws: a usage error for an output named as another image
        ///   format (`x.jpg`) without `--format`: writing PNG bytes under that
        ///   name would mislabel the file.
        static func chosen(_ read: ValueReader, output: String?) throws(CLIError) -> Format {
            if read.string("format") != nil { return try read.choice("format", default: Format.png) }
            guard let output else { return .png }
            let name = output.split(separator: "/").last.map(String.init) ?? output
            let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
            if fileExtension == "svg" { return .svg }
            if let kind = otherImageFormats[fileExtension] {
                throw read.invalid("output", output, "a .\(fileExtension) name says \(kind), but starbadge writes PNG and SVG; "
                                   + "name the file .png or .svg, or give --format png to write a PNG under this name")
            }
            return .png
        }

        /// Extensions of image formats starbadge does not write, and what each names.
        private static let otherImageFormats: [String: String] = [
            "jpg": "JPEG", "jpeg": "JPEG", "jpe": "JPEG", "gif": "GIF", "webp": "WebP", "bmp": "BMP",
            "tif": "TIFF", "tiff": "TIFF", "avif": "AVIF", "heic": "HEIC", "heif": "HEIF", "ico": "an icon",
            "pdf": "PDF", "eps": "EPS", "jxl": "JPEG XL", "svgz": "compressed SVG",
        ]
    }

    /// `--format`, or the output file's extension (.svg), or PNG.
    static func format(_ parsed: ParsedArguments) throws(CLIError) -> Format {
        try Format.chosen(ValueReader(arguments: parsed, command: name), output: parsed.value("output"))
    }

    /// The badge the options describe; errors name the offending option.
    static func badgeSpec(from parsed: ParsedArguments) throws(CLIError) -> BadgeSpec {
        let read = ValueReader(arguments: parsed, command: name)
        let rating = try read.number("rating", default: 0)
        return try BadgeOptions.spec(rating: rating, count: BadgeOptions.ratingCount(read), values: parsed.values, command: name)
    }
}
