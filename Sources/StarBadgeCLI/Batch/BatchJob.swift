import StarBadge
import StarPNG

/// Renders and writes one entry. A worker owns its renderer; nothing is shared.
struct BatchJob {
    let settings: BatchSettings
    let renderer = BadgeRenderer()

    mutating func run(_ entry: BatchEntry) -> BatchOutcome {
        let name = entry.values["name"]
        do {
            return try make(entry)
        } catch let error as CLIError {
            return .failed(index: entry.index, location: entry.location, name: name, message: error.message,
                           status: error.exitStatus == .usage ? .dataError : error.exitStatus)
        } catch let error as BadgeError {
            return .failed(index: entry.index, location: entry.location, name: name, message: error.commandLineMessage,
                           status: .dataError)
        } catch {
            return .failed(index: entry.index, location: entry.location, name: name, message: "\(error)", status: .dataError)
        }
    }

    private mutating func make(_ entry: BatchEntry) throws -> BatchOutcome {
        let name = try Self.checkedName(of: entry)
        var values = settings.defaults
        for (key, value) in entry.values { values[key] = value }
        let read = ValueReader(values: values, command: "batch", namePrefix: "")
        try BatchSettings.checkLimit(read, maxPixels: settings.maxPixels)
        let (light, dark) = try variants(values, read)
        let alt = try altText(values)
        try BadgeOptions.checkAltCount(alt, spec: light, read)
        try settings.fragments?.check(name: name, plan: settings.plan)
        let files = try write([(light, false)] + (dark.map { [($0, true)] } ?? []), name: name,
                              texts: OutputOptions.texts(for: light, alt: alt, metadata: settings.metadata), alt: alt, read: read)
        var badge = BatchBadge(index: entry.index, name: name.path, alt: light.altText(alt), width: light.pixelSize.width,
                               height: light.pixelSize.height, files: files, fonts: light.facesUsed.map(ManifestFont.name))
        if let fragments = settings.fragments { try fragments.write(for: &badge, name: name, plan: settings.plan) }
        return .done(badge)
    }

    /// The entry's output name, once its fields are known ones and it has a
    /// name (not already claimed) and a rating.
    private static func checkedName(of entry: BatchEntry) throws(CLIError) -> OutputName {
        if let problem = entry.values[BatchEntry.problemKey] { throw CLIError.usage(problem, command: nil) }
        if let earlier = entry.claimedBy {
            throw CLIError.usage("the name '\(Echo.value(entry.values["name"] ?? ""))' (or one of its variants, or a file where it needs a folder) "
                                 + "is already used by \(earlier)", command: nil)
        }
        for key in entry.values.keys.sorted() where !BatchSettings.entryKeys.contains(key) && !BadgeOptions.names.contains(key)
            && !BatchSettings.darkKeys.contains(key) {
            let known = Array(BatchSettings.entryKeys) + BadgeOptions.names + BatchSettings.darkKeys
            let near = known.min { EditDistance.between(key, $0) < EditDistance.between(key, $1) }
            let hint = near.flatMap { EditDistance.between(key, $0) <= 2 ? "; did you mean '\($0)'?" : nil } ?? ""
            throw CLIError.usage("unknown field '\(Echo.value(key))'\(hint)", command: nil)
        }
        guard let nameText = entry.values["name"] else { throw CLIError.usage("missing field 'name'", command: nil) }
        let name: OutputName
        do { name = try OutputName(validating: nameText) } catch {
            throw CLIError.usage("invalid name: \(error)", command: nil)
        }
        guard entry.values["rating"] != nil else { throw CLIError.usage("missing field 'rating'", command: nil) }
        return name
    }

    /// The entry's badge, and its dark variant when a `dark-` field is given.
    private func variants(_ values: [String: String], _ read: ValueReader) throws -> (light: BadgeSpec, dark: BadgeSpec?) {
        let rating = try read.number("rating", default: 0)
        let count = try BadgeOptions.ratingCount(read)
        let light = try BadgeOptions.spec(rating: rating, count: count, values: values, command: "batch", namePrefix: "")
        Warnings.missingCharacters(of: light)
        var darkValues = values
        var hasDark = false
        for key in BatchSettings.darkKeys {
            if let value = values[key] { darkValues[String(key.dropFirst(5))] = value; hasDark = true }
        }
        let dark = hasDark ? try BadgeOptions.spec(rating: rating, count: count, values: darkValues, command: "batch", namePrefix: "") : nil
        return (light, dark)
    }

    /// The entry's alt text settings: its own `alt` template, or the run's;
    /// with `--locale auto`, in the language of its label's script.
    private func altText(_ values: [String: String]) throws(CLIError) -> AltText {
        var locale = settings.alt.locale
        if settings.localeFollowsLabel {
            locale = try OutputOptions.altLocale(ValueReader(values: values.merging([("locale", OutputOptions.autoLocale)]) { $1 },
                                                             command: "batch", namePrefix: ""))
        }
        guard let template = values["alt"] else {
            var alt = settings.alt
            alt.locale = locale
            return alt
        }
        do { return try AltText(locale: locale, template: template) } catch {
            throw CLIError.usage("invalid value for 'alt': \(error)", command: nil)
        }
    }

    /// Writes every file of the entry's variants (each format, each PNG
    /// scale) below the entry's folder, leaving unchanged files alone.
    private mutating func write(_ variants: [(spec: BadgeSpec, isDark: Bool)], name: OutputName,
                                texts: [(key: String, text: String)], alt: AltText, read: ValueReader) throws -> [BatchFile] {
        // The entry's folder, held open: its files are written relative to it (see ContainedFolder).
        let contained: ContainedFolder
        do { contained = try settings.outputFolder.subfolder(Array(name.components.dropLast())) } catch {
            throw CLIError.usage("cannot use name '\(Echo.value(name.path))': \(error)", command: nil)
        }
        let folder = contained.path
        // Leftovers of a run killed outright (SIGKILL) go before this run writes here.
        StaleTemporaryFiles.sweep(folder)
        var files: [BatchFile] = []
        for (variant, isDark) in variants {
            for format in settings.formats {
                for scale in format == .svg ? [1] : settings.scales {
                    let spec = try scaled(variant, scale, read)
                    let bytes = try encoded(spec, format: format, texts: texts, alt: alt)
                    let hash = settings.hashNames ? String(ContentHash.hex(bytes).prefix(BatchFile.hashLength)) : nil
                    let relative = BatchFile.path(of: name, dark: isDark, scale: scale, hash: hash, format: format)
                    let base = FilePaths.name(relative)
                    let path = folder + "/" + base
                    let changed = try contained.writeIfChanged(bytes, name: base) { identity in
                        settings.plan.clash(with: path, identity: identity).map {
                            CLIError.usage("its badge '\(Echo.value(path))' would replace \($0.path) (--\($0.option))", command: nil)
                        }
                    }
                    files.append(BatchFile(scale: scale, dark: isDark, format: format, path: relative,
                                           width: spec.pixelSize.width, height: spec.pixelSize.height, changed: changed))
                }
            }
        }
        return files
    }

    /// The file's bytes: the PNG (made once per spec and texts in a run) or the SVG.
    private func encoded(_ spec: BadgeSpec, format: RenderCommand.Format, texts: [(key: String, text: String)],
                         alt: AltText) throws(CLIError) -> [UInt8] {
        if format == .svg {
            do {
                return try renderer.svg(for: spec, altText: settings.metadata ? alt : nil, textMode: settings.svgTextMode)
            } catch {
                throw CLIError.usage("\(error)", command: nil)
            }
        }
        do {
            return try settings.cache.bytes(for: spec, texts: texts) {
                try settings.encoder.describing(spec).encode(renderer.image(for: spec), texts: texts)
            }
        } catch {
            throw CLIError.encoding(error, of: "the badge")
        }
    }

    private func scaled(_ spec: BadgeSpec, _ scale: Int, _ read: ValueReader) throws(CLIError) -> BadgeSpec {
        if scale == 1 { return spec }
        do {
            return try spec.variant(scaledBy: scale)
        } catch {
            throw read.invalid("scale", String(spec.design.scale * Double(scale)), error.commandLineMessage)
        }
    }
}
