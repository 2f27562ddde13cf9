import StarBadge

/// Options about the file rather than the picture: how hard to compress a
/// PNG, how an SVG writes texts, and the alt text stored in either. Shared
/// by `render`, `sprite` and `batch`.
enum OutputOptions {
    static let definitions: [OptionDefinition] = [
        OptionDefinition("alt", value: "template", help: "Alt text with {rating} (the score given), {shown}, {max}, {percent}.",
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
        OptionDefinition("id-prefix", value: "P",
                         help: "SVG ids P_0, P_1… instead of a hash of the badge (batch: P_, the hash, the number); "
                             + "an XML name: a letter or _, then letters, digits, -, _, ."),
    ]

    static let names: Set<String> = Set(definitions.map(\.name))

    /// The alt text settings from `alt` and `locale`.
    static func altText(_ read: ValueReader) throws(CLIError) -> AltText {
        let locale: AltTextLocale = try read.choice("locale", default: .en)
        do {
            return try AltText(locale: locale, template: read.string("alt"))
        } catch {
            return try read.fail("alt", read.string("alt") ?? "", error.setting == nil ? error.commandLineMessage : error.commandLineReason)
        }
    }


    /// How SVG files write texts (`svg-text`).
    static func svgTextMode(_ read: ValueReader) throws(CLIError) -> SVGTextMode {
        try read.choice("svg-text", default: .outlines)
    }

    /// How SVG files name their definitions (`id-prefix`): by the content's
    /// hash unless a prefix is given; `hashed` keeps the hash after the
    /// prefix (a batch, whose badges share it).
    static func svgIDs(_ read: ValueReader, hashed: Bool = false) throws(CLIError) -> SVGIDs {
        guard let text = read.string("id-prefix") else { return .contentHash }
        do {
            let prefix = try SVGIDPrefix(text)
            return hashed ? .prefixAndHash(prefix) : .prefix(prefix)
        } catch {
            return try read.fail("id-prefix", text, error.description)
        }
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
