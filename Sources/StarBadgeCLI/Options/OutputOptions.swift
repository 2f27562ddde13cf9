import StarBadge

/// Options about the file rather than the picture: how hard to compress a
/// PNG, how an SVG writes texts, and the alt text stored in either. Shared
/// by `render`, `sprite` and `batch`.
enum OutputOptions {
    static let definitions: [OptionDefinition] = [
        OptionDefinition("alt", value: "template", help: "Alt text with {rating} (the score given), {shown}, {max}, {percent} "
                             + "(in batch also an entry's own fields, e.g. {title}).",
                         default: "'{rating} out of {max} stars'"),
        OptionDefinition("locale", value: "code",
                         help: "Alt text language: \(AltTextLocale.allCases.map(\.rawValue).joined(separator: ", ")).",
                         default: "en", choices: AltTextLocale.allCases.map(\.rawValue)),
        OptionDefinition("no-metadata", value: nil, help: "Do not store the alt text in the PNG (a Title text chunk)."),
        OptionDefinition("optimize", value: nil,
                         help: "Compress much harder (optimal parsing, filters tried per row) for the smallest file: ~10 ms a badge."),
        OptionDefinition("svg-text", value: "mode",
                         help: "How an SVG writes texts: outlines (looks the same everywhere) or fonts (<text> in the label's "
                             + "fonts: a much smaller file, drawn with the reader's fonts).",
                         default: "outlines", choices: SVGTextMode.allCases.map(\.rawValue)),
    ]

    static let names: Set<String> = Set(definitions.map(\.name))

    /// The alt text settings from `alt` and `locale`; `fields`: the names of
    /// a batch input's own fields the template may show.
    static func altText(_ read: ValueReader, fields: Set<String> = []) throws(CLIError) -> AltText {
        let locale: AltTextLocale = try read.choice("locale", default: .en)
        do {
            return try AltText(locale: locale, template: read.string("alt"), fields: fields)
        } catch {
            return try read.fail("alt", read.string("alt") ?? "", error.setting == nil ? error.commandLineMessage : error.commandLineReason)
        }
    }


    /// How SVG files write texts (`svg-text`).
    static func svgTextMode(_ read: ValueReader) throws(CLIError) -> SVGTextMode {
        try read.choice("svg-text", default: .outlines)
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
