import StarSupport
import StarUnicode
import StarBadge

/// Renders and writes one entry. A worker owns its renderer; nothing is shared.
struct BatchJob {
    let settings: BatchSettings
    let renderer = BadgeRenderer()
    /// The designs of the styles this worker has drawn.
    var designs = BatchDesigns()

    mutating func run(_ entry: BatchEntry) -> BatchOutcome {
        let name = entry.values[key: "name"]
        do {
            return try make(entry)
        } catch let error as CLIError {
            return .failed(index: entry.index, location: entry.location, name: name, message: error.message,
                           status: error.exitStatus == .usage ? .dataError : error.exitStatus)
        } catch let error as BadgeError {
            var read = Self.reader(settings.defaults.overlaid(with: entry.values))
            read.sources = settings.sources(for: entry.values)
            let mapped = CLIError.badge(error, read)
            return .failed(index: entry.index, location: entry.location, name: name, message: mapped.message, status: .dataError)
        } catch {
            return .failed(index: entry.index, location: entry.location, name: name, message: "\(error)", status: .dataError)
        }
    }

    private mutating func make(_ entry: BatchEntry) throws -> BatchOutcome {
        let isUnrated = entry.values[.rating] == nil && entry.values[key: BatchEntry.problemKey] == nil
        if isUnrated, settings.unrated == .skip { return .skipped(index: entry.index) }
        if isUnrated, settings.unrated == .fail {
            throw CLIError.usage("no rating (an empty cell or no 'rating'); --unrated empty draws a 'not rated yet' badge", command: nil)
        }
        let name = try Self.checkedName(of: entry, unrated: isUnrated)
        try checkUnusedFields(of: entry)
        let given = settings.defaults.overlaid(with: entry.values)
        var values = settings.markup.withEmailBackground(given)
        if isUnrated {
            // Not rated yet: empty stars, no ratings counted.
            values[.rating] = "0"
            if values[.count] == nil { values[.count] = "0" }
        }
        var read = Self.reader(values)
        read.sources = settings.sources(for: entry.values)
        try BatchSettings.checkLimit(read, maxPixels: settings.maxPixels)
        if !isUnrated { try checkCountShown(values, read) }
        let fields = try shownFields(values)
        let (light, dark) = try variants(values, read, fields: fields, implied: settings.markup.implied(by: given))
        try settings.markup.checkEmailBackground(light, read)
        var output = settings.output
        output.altText = isUnrated ? try Self.unratedAlt(output.altText.locale) : try altText(values, fields: fields)
        let described = try BadgeOptions.checkOutput(output, spec: light, read)
        let link = values[.link] == nil ? settings.markup.link : try LinkOption.link(read)
        try settings.fragments?.check(name: name, plan: settings.plan)
        let files = try write((light, dark), name: name, output: output, altText: described, read: read)
        var badge = BatchBadge(index: entry.index, name: name.path, alt: described, width: light.pixelSize.width,
                               height: light.pixelSize.height, files: files, fonts: light.facesUsed.map(ManifestFont.name))
        badge.link = link
        badge.lazy = settings.markup.lazy
        if !isUnrated, settings.markup.schema, let item = settings.markup.ratedItem(rating: AggregateRating(light.templateValues), name: name.path,
                                                            fields: BatchFields.fields(of: values), entryFields: settings.entryFields,
                                                            link: link) {
            // Without a number of ratings (or a name) search engines show no stars: no block rather than one that earns none.
            if item.hasRequiredProperties { badge.rating = item } else {
                settings.context.warnings.say("--schema: an entry without a count of at least 1 or with an empty item name gets no "
                                              + "JSON-LD block (review snippets require both): give each a count, e.g. "
                                              + "--columns count=reviews")
            }
        }
        badge.unrated = isUnrated
        badge.fields = BatchFields.fields(of: entry.values)
        if let fragments = settings.fragments { try fragments.write(for: &badge, name: name, plan: settings.plan) }
        return .done(badge)
    }

    /// Refuses a template that shows `{count}` for an entry without a count,
    /// naming where the template came from (`--label`, a key of
    /// `--defaults`, the entry's own `label`) and how to give the count: the
    /// check is per entry, after its fields, since each row brings its own.
    private func checkCountShown(_ values: OptionValues, _ read: ValueReader) throws(CLIError) {
        guard values[.count] == nil else { return }
        let known = Set(settings.entryFields.names.keys)
        let templates = [(OptionName.label, values[.label]), (.valueText, values[.valueText]),
                         (.alt, values[.alt] ?? settings.output.altText.template?.text)]
        for case let (key, text?) in templates {
            guard let template = try? TextTemplate(parsing: text, fields: known), template.uses(.count) else { continue }
            let source = key == .alt && values[.alt] == nil ? "'--alt'" : read.quoted(key)
            throw CLIError.usage("invalid value '\(Echo.value(text))' for \(source): shows {count}, the number of ratings, which this "
                                 + "entry lacks: give it a 'count' (a column or key; --columns count=COLUMN names one)", command: nil)
        }
    }

    /// With `--strict-fields`, refuses an entry holding a field no option or template uses.
    private func checkUnusedFields(of entry: BatchEntry) throws(CLIError) {
        guard !settings.refusedFields.isEmpty,
              let key = entry.values.names.sorted().first(where: settings.refusedFields.contains) else { return }
        throw CLIError.usage("unknown field '\(Echo.value(key))': no option or template uses it (--strict-fields)"
                             + BatchFields.hint(for: key), command: nil)
    }

    /// The entry's fields its templates (label, value text, alt text) show,
    /// by name; a field of the input the entry lacks fails it. A name that
    /// is no field of the input is left to the template's own check.
    private func shownFields(_ values: OptionValues) throws(CLIError) -> [String: String] {
        var shown: [String: String] = [:]
        for (key, text) in BatchFields.templates(of: values, altTemplate: settings.output.altText.template?.text) {
            for field in TextTemplate.fieldNames(in: text) ?? [] where settings.entryFields.names[field] != nil {
                guard let value = values[key: field] else {
                    throw CLIError.usage("'\(key)' shows the field {\(Echo.value(field))}, which this entry does not have "
                                         + "(give it a '\(Echo.value(field))' value)", command: nil)
                }
                shown[field] = value
            }
        }
        return shown
    }

    /// The entry's output name, once it was read whole and has a name (not
    /// already claimed) and a rating.
    /// The alt text of a badge not rated yet (its words, braces and all, as a template).
    private static func unratedAlt(_ locale: AltTextLocale) throws(CLIError) -> AltText {
        do { return try AltText(locale: locale, template: UnratedPolicy.altText) } catch {
            throw CLIError.usage("\(error)", command: nil)
        }
    }

    private static func checkedName(of entry: BatchEntry, unrated: Bool) throws(CLIError) -> OutputName {
        if let problem = entry.values[key: BatchEntry.problemKey] { throw CLIError.usage(problem, command: nil) }
        if let earlier = entry.claimedBy {
            throw CLIError.usage("the name '\(Echo.value(entry.values[key: "name"] ?? ""))' (or one of its variants, or a file where it needs a folder) "
                                 + "is already used by \(earlier)", command: nil)
        }
        guard let nameText = entry.values[key: "name"] else { throw CLIError.usage("missing field 'name'", command: nil) }
        let name: OutputName
        if let claimed = entry.outputName { name = claimed } else {
            do { name = try OutputName(validating: nameText) } catch {
                throw CLIError.usage("invalid name: \(error)", command: nil)
            }
        }
        guard entry.values[.rating] != nil || unrated else { throw CLIError.usage("missing field 'rating'", command: nil) }
        return name
    }

    /// The entry's badge, and its dark variant when a `dark-` field is given.
    private mutating func variants(_ values: OptionValues, _ read: ValueReader, fields: [String: String],
                                   implied: Set<OptionName>) throws -> (light: BadgeSpec, dark: BadgeSpec?) {
        guard let rating = try read.optionalNumber(.rating) else { throw CLIError.usage("missing field 'rating'", command: nil) }
        let context = settings.context
        let count = try BadgeOptions.ratingCount(read)
        let (light, isNew, design) = try designs.spec(rating: rating, count: count, values: values, fields: fields) { () throws(CLIError) in
            try BadgeOptions.spec(rating: rating, count: count, values: values, command: "batch", namePrefix: "",
                                  sources: read.sources, fields: fields, implied: implied, context: context)
        }
        if !isNew, designs.needsContrastCheck(design: design, onColor: light.onColor) {
            // As BadgeOptions.spec warns: the star colour follows the rating.
            context.warnings.lowContrast(of: light, chosen: { setting in
                read.string(setting.optionName) != nil && !implied.contains(setting.optionName)
            })
        }
        context.warnings.missingCharacters(of: light)
        let dark = try DarkOptions.appearance(read).map { appearance throws(CLIError) in
            try DarkOptions.variant(of: light, appearance, read, context: context)
        }
        return (light, dark)
    }

    /// The entry's alt text settings: its own `alt` template, or the run's.
    /// With `--locale auto`, in the language of the entry's label's script.
    private func altText(_ values: OptionValues, fields: [String: String]) throws(CLIError) -> AltText {
        var locale = settings.output.altText.locale
        if settings.localeFollowsLabel {
            var auto = values
            auto[.locale] = OutputOptions.autoLocale
            locale = try OutputOptions.altLocale(Self.reader(auto))
        }
        guard let template = values[.alt] else {
            var alt = settings.output.altText
            alt.locale = locale
            return alt
        }
        do { return try AltText(locale: locale, template: template, fields: Set(fields.keys)) } catch {
            throw CLIError.badge(error, Self.reader(values), option: .alt)
        }
    }

    /// Reads an entry's fields (with the defaults under them), named without dashes.
    private static func reader(_ values: OptionValues) -> ValueReader {
        ValueReader(values: values, table: BatchSettings.fields, command: BatchCommand.name, namePrefix: "")
    }

    /// Writes every file of the entry's variants (each format, each PNG
    /// scale) below the entry's folder, leaving unchanged files alone;
    /// `described` is the badge's alt text.
    private mutating func write(_ variants: (light: BadgeSpec, dark: BadgeSpec?), name: OutputName,
                                output: OutputSettings, altText described: String, read: ValueReader) throws -> [BatchFile] {
        // The entry's folder, held open: its files are written relative to it (see ContainedFolder).
        let contained: ContainedFolder
        do { contained = try settings.outputFolder.subfolder(Array(name.components.dropLast())) } catch {
            throw CLIError.usage("cannot use name '\(Echo.value(name.path))': \(error)", command: nil)
        }
        let folder = contained.path
        // Leftovers of a run killed outright (SIGKILL) go before this run writes here.
        StaleTemporaryFiles.sweep(folder)
        let set = try badgeFiles(variants, name: name, read: read)
        var files: [BatchFile] = []
        var contents: [(bytes: [UInt8], name: String)] = []
        for file in set.files {
            let bytes = try encoded(file, of: set, output: output, altText: described)
            let relative = settings.hashNames ? file.path(hash: String(Hash64.of(bytes).hex.prefix(BatchFile.hashLength))) : file.path
            contents.append((bytes, FilePaths.name(relative)))
            files.append(BatchFile(scale: file.scale, dark: file.isDark, format: file.format, path: relative,
                                   width: file.width, height: file.height, changed: false))
        }
        // All of the entry's files or none: a dark variant that cannot be written leaves the light one as it was.
        let changed = try contained.writeTogether(contents) { base, identity in
            let path = folder + "/" + base
            return settings.plan.clash(with: path, identity: identity).map {
                CLIError.usage("its badge '\(Echo.value(path))' would replace \($0.path) (--\($0.option))", command: nil)
            }
        }
        for index in files.indices { files[index].changed = changed[index] }
        return files
    }

    /// The entry's files (`BadgeFiles`: each format, each PNG scale, the
    /// light SVG adapting to the dark variant), named below the output folder.
    private func badgeFiles(_ variants: (light: BadgeSpec, dark: BadgeSpec?), name: OutputName,
                            read: ValueReader) throws(CLIError) -> BadgeFiles {
        do {
            return try BadgeFiles(variants.light, dark: variants.dark, scales: settings.scales, formats: settings.formats, name: name.path)
        } catch {
            // The message names the scale that failed, at the badge's own scale.
            let spec = variants.light
            let scale = settings.scales.first { (try? spec.variant(scaledBy: $0)) == nil } ?? settings.scales.last ?? 1
            throw read.invalid(.scale, String(spec.design.scale * Double(scale)), error.commandLineMessage)
        }
    }

    /// The file's bytes: a PNG (made once per spec and stored alt text in
    /// a run) or the SVG.
    /// `described` is the alt text `output` gives the set's badge (checked already).
    private func encoded(_ file: BadgeFiles.File, of set: BadgeFiles, output: OutputSettings,
                         altText described: String) throws(CLIError) -> [UInt8] {
        do throws(BadgeWriteError) {
            if file.format == .svg { return try set.bytes(of: file, renderer: renderer, output, altText: described) }
            var output = output
            output.format = file.format
            return try settings.cache.bytes(for: file.spec, altText: output.storedAltText) { () throws(BadgeWriteError) in
                try set.bytes(of: file, renderer: renderer, output, altText: described)
            }
        } catch {
            throw OutputOptions.failure(error, of: "the badge", Self.reader([:]))
        }
    }
}
