import StarBadge

/// Options about the file rather than the picture: how hard to compress a
/// PNG, how an SVG writes texts, and the alt text stored in either. Shared
/// by `render`, `sprite` and `batch`.
enum OutputOptions {
    static let definitions: [OptionDefinition] = [
        OptionDefinition("alt", setting: .alt, value: "template", group: .file,
                         help: "Alt text with {rating} (the score given), {shown}, {max}, {percent}.",
                         shown: "'{rating} out of {max} stars'", batchField: true),
        OptionDefinition("locale", value: "code", kind: .choice(AltTextLocale.allCases.map(\.rawValue)), group: .file,
                         help: "Alt text language: \(AltTextLocale.allCases.map(\.rawValue).joined(separator: ", ")).",
                         default: .word(AltText().locale.rawValue)),
        OptionDefinition("no-metadata", value: nil, group: .file, help: "Do not store the alt text in the PNG (a Title text chunk)."),
        OptionDefinition("optimize", value: nil, group: .file,
                         help: "Compress much harder (optimal parsing, filters tried per row) for the smallest file: ~10 ms a badge."),
        OptionDefinition("svg-text", value: "mode", kind: .choice(SVGTextMode.allCases.map(\.rawValue)), group: .file,
                         help: "How an SVG writes texts: outlines (looks the same everywhere) or fonts (<text> in the label's "
                             + "fonts: a much smaller file, drawn with the reader's fonts).",
                         default: .word(SVGTextMode.outlines.rawValue)),
    ]

    /// The alt text settings from `alt` and `locale`.
    static func altText(_ read: ValueReader) throws(CLIError) -> AltText {
        let locale: AltTextLocale = try read.choice("locale")
        do {
            return try AltText(locale: locale, template: read.string("alt"))
        } catch {
            throw .badge(error, read, option: "alt")
        }
    }


    /// How SVG files write texts (`svg-text`).
    static func svgTextMode(_ read: ValueReader) throws(CLIError) -> SVGTextMode {
        try read.choice("svg-text")
    }

    /// The encoder the options ask for; `threadsPerBadge` caps the threads
    /// one large badge is compressed on (a batch already keeps `--jobs` busy).
    static func encoder(_ parsed: ParsedArguments, threadsPerBadge: Int? = nil) -> PNGEncoder {
        var encoder = PNGEncoder(optimize: parsed.has("optimize"))
        encoder.maximumThreads = threadsPerBadge
        return encoder
    }

    /// The text chunks to store for a badge: its alt text as the Title,
    /// unless `no-metadata` was given.
    static func texts(for spec: BadgeSpec, alt: AltText, metadata: Bool) -> [(key: String, text: String)] {
        metadata ? [("Title", spec.altText(alt))] : []
    }
}
