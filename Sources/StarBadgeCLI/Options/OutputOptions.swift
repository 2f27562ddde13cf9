import StarBadge
import StarSupport

/// Options about the file rather than the picture: how hard to compress a
/// PNG, how an SVG writes texts, and the alt text stored in either. Shared
/// by `render`, `sprite` and `batch`, which read them once into the
/// library's `OutputSettings`.
enum OutputOptions {
    static let definitions: [OptionDefinition] = [
        OptionDefinition(.alt, setting: .altText, value: "template", group: .file,
                         help: "Alt text with {rating} (the score given), {shown}, {max}, {percent}, {count} "
                             + "(in batch also an entry's own fields, e.g. {title}).",
                         shown: "'{rating} out of {max} stars', with --count ', {count} ratings'", batchField: true),
        OptionDefinition(.locale, value: "code", kind: .choice(AltTextLocale.allCases.map(\.rawValue) + [autoLocale]),
                         group: .file,
                         help: "Alt text language: \(ListJoin.joined(AltTextLocale.allCases.map(\.rawValue), separator: ", ")); auto: the "
                             + "label's script decides (Arabic ar, Hebrew he, Devanagari hi, Han zh, Hangul ko, Cyrillic ru, "
                             + "Thai th, kana ja), else en.",
                         default: .word(AltText().locale.rawValue)),
        OptionDefinition(.noMetadata, value: nil, group: .file, help: "Do not store the alt text in the PNG (a Title text chunk)."),
        OptionDefinition(.optimize, value: nil, group: .file,
                         help: "Compress much harder (optimal parsing, filters tried per row) for the smallest file: ~10 ms a badge."),
        OptionDefinition(.svgText, value: "mode", kind: .choice(SVGTextMode.allCases.map(\.rawValue)), group: .file,
                         help: "How an SVG writes texts: outlines (looks the same everywhere) or fonts (<text> in the label's "
                             + "fonts: a much smaller file, drawn with the reader's fonts).",
                         default: .word(SVGTextMode.outlines.rawValue)),
        OptionDefinition(.idPrefix, value: "P", group: .file,
                         help: "SVG ids P_0, P_1… instead of a hash of the badge (batch: P_, the hash, the number); "
                             + "an XML name: a letter or _, then letters, digits, -, _, ."),
    ]

    /// `--locale auto`.
    static let autoLocale = "auto"

    /// Whether `locale` is `auto`: each badge's alt text language follows its label.
    static func localeFollowsLabel(_ read: ValueReader) -> Bool {
        read.string(.locale)?.trimmingWhitespace().lowercased() == autoLocale
    }

    /// The alt text language: `locale`, or for `auto` the language of the
    /// script of `label` (else `value-text`), English when neither has one.
    static func altLocale(_ read: ValueReader) throws(CLIError) -> AltTextLocale {
        guard localeFollowsLabel(read) else { return try read.choice(.locale) }
        let texts = [read.string(.label), read.string(.valueText)].compactMap { $0 }
        return texts.lazy.compactMap(AltTextLocale.forScript(of:)).first ?? .en
    }

    /// The alt text settings from `alt` and `locale`; `fields`: the names of
    /// a batch input's own fields the template may show.
    static func altText(_ read: ValueReader, fields: Set<String> = []) throws(CLIError) -> AltText {
        let locale = try altLocale(read)
        do {
            return try AltText(locale: locale, template: read.string(.alt), fields: fields)
        } catch {
            throw .badge(error, read, option: .alt)
        }
    }


    /// The output settings the options ask for, read once per command:
    /// the format (`--format`, else `output`'s extension, else PNG), the alt
    /// text, `--no-metadata`, `--svg-text` and `--optimize`.
    /// `threadsPerBadge` caps the threads one large badge is compressed on
    /// (a batch already keeps `--jobs` busy).
    static func settings(_ read: ValueReader, output: String?, threadsPerBadge: Int? = nil,
                         fields: Set<String> = [], hashedIDs: Bool = false) throws(CLIError) -> OutputSettings {
        var settings = OutputSettings()
        settings.altText = try altText(read, fields: fields)
        settings.format = try format(read, output: output)
        settings.metadata = !read.flag(.noMetadata)
        settings.svgIDs = try svgIDs(read, hashed: hashedIDs)
        settings.svgTextMode = try read.choice(.svgText)
        settings.encoder.optimize = read.flag(.optimize)
        settings.encoder.maximumThreads = threadsPerBadge
        return settings
    }

    /// How SVG files name their definitions (`id-prefix`): by the content's
    /// hash unless a prefix is given; `hashed` keeps the hash after the
    /// prefix (a batch, whose badges share it).
    static func svgIDs(_ read: ValueReader, hashed: Bool = false) throws(CLIError) -> SVGIDs {
        guard let text = read.string(.idPrefix) else { return .contentHash }
        do {
            let prefix = try SVGIDPrefix(text)
            return hashed ? .prefixAndHash(prefix) : .prefix(prefix)
        } catch {
            throw read.invalid(.idPrefix, text, error.description)
        }
    }

    /// `--format` when given, else the output's extension (.svg), else PNG.
    /// - Throws: a usage error for an output named as another image format
    ///   (`x.jpg`) without `--format`: writing PNG bytes under that name
    ///   would mislabel the file.
    static func format(_ read: ValueReader, output: String?) throws(CLIError) -> OutputSettings.Format {
        if let format: OutputSettings.Format = try read.optionalChoice(.format) { return format }
        guard let output else { return .png }
        let name = output.split(separator: "/").last.map(String.init) ?? output
        let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        if fileExtension == "svg" { return .svg }
        if let kind = otherImageFormats[fileExtension] {
            throw read.invalid(.output, output, "a .\(fileExtension) name says \(kind), but starbadge writes PNG and SVG; "
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

    /// The command-line error for a badge or sheet that could not become
    /// bytes: an image beyond the limits is a usage error, an encoder
    /// failure an internal one (`what` names the image).
    static func failure(_ error: BadgeWriteError, of what: String, _ read: ValueReader) -> CLIError {
        switch error {
        case .encoding(let error): return .encoding(error, of: what)
        case .invalid(let error): return .badge(error, read)
        case .file(let path, let reason): return .cannotWrite(path: path, reason: reason)
        }
    }
}
