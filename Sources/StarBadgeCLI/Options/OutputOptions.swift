import StarBadge

/// Options about the file rather than the picture: how hard to compress a
/// PNG, how an SVG writes texts, and the alt text stored in either. Shared
/// by `render`, `sprite` and `batch`.
enum OutputOptions {
    static let definitions: [OptionDefinition] = [
        OptionDefinition("alt", value: "template",
                         help: "Alt text with {rating} (the score given), {shown}, {max}, {percent}, {count}.",
                         default: "'{rating} out of {max} stars', with --count ', {count} ratings'"),
        OptionDefinition("locale", value: "code",
                         help: "Alt text language: \(AltTextLocale.allCases.map(\.rawValue).joined(separator: ", ")); auto: the "
                             + "label's script decides (Arabic ar, Hebrew he, Devanagari hi, Han zh, Hangul ko, Cyrillic ru, "
                             + "Thai th, kana ja), else en.",
                         default: "en", choices: AltTextLocale.allCases.map(\.rawValue) + [autoLocale]),
        OptionDefinition("no-metadata", value: nil, help: "Do not store the alt text in the PNG (a Title text chunk)."),
        OptionDefinition("optimize", value: nil,
                         help: "Compress much harder (optimal parsing, filters tried per row) for the smallest file: ~10 ms a badge."),
        OptionDefinition("svg-text", value: "mode",
                         help: "How an SVG writes texts: outlines (looks the same everywhere) or fonts (<text> in the label's "
                             + "fonts: a much smaller file, drawn with the reader's fonts).",
                         default: "outlines", choices: SVGTextMode.allCases.map(\.rawValue)),
    ]

    static let names: Set<String> = Set(definitions.map(\.name))

    /// `--locale auto`.
    static let autoLocale = "auto"

    /// Whether `locale` is `auto`: each badge's alt text language follows its label.
    static func localeFollowsLabel(_ read: ValueReader) -> Bool {
        read.string("locale")?.trimmingCharacters().lowercased() == autoLocale
    }

    /// The alt text language: `locale`, or for `auto` the language of the
    /// script of `label` (else `value-text`), English when neither has one.
    static func altLocale(_ read: ValueReader) throws(CLIError) -> AltTextLocale {
        guard localeFollowsLabel(read) else { return try read.choice("locale", default: .en) }
        let texts = [read.string("label"), read.string("value-text")].compactMap { $0 }
        return texts.lazy.compactMap(AltTextLocale.forScript(of:)).first ?? .en
    }

    /// The alt text settings from `alt` and `locale`.
    static func altText(_ read: ValueReader) throws(CLIError) -> AltText {
        let locale = try altLocale(read)
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
