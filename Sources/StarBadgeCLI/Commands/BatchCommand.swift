import StarUnicode
import StarSupport
import StarBadge
import StarPNG
import StarText
import Synchronization

/// `starbadge batch`: many badges from a JSON or CSV file, in parallel.
enum BatchCommand: Command {
    static let name = "batch"
    static let summary = "Render many badges from a JSON or CSV file, in parallel."
    static let arguments: ValueCompletion = .file
    static let usage = "starbadge batch <file> --out-dir <dir> [--jobs <n>] [--manifest <file>] [--html <file>] [--shard <k/n>] [<options>]"
    /// Largest input or defaults file.
    static let maxInputBytes = 256 * 1_048_576

    static let options: [OptionDefinition] = [
        OptionDefinition(.outDir, value: "dir", help: "Folder for the PNGs (created if missing).", required: true),
        OptionDefinition(.jobs, short: "j", value: "n", kind: .wholeNumber, help: "Badges rendered at once.", shown: "all cores"),
        OptionDefinition(.defaults, value: "file", help: "JSON object of options every entry starts from."),
        OptionDefinition(.scales, value: "list", help: "Integer scales to write per entry, e.g. 1,2.", default: .word("1")),
        OptionDefinition(.formats, value: "list", kind: .choice(["png", "svg", "png,svg"]),
                         help: "Formats to write per entry: png, svg or png,svg (SVG once: it scales itself).",
                         default: .word(OutputSettings.Format.png.rawValue)),
        OptionDefinition(.hashNames, value: nil, help: "Name files <name>.<content hash>.png for cache-busting."),
        OptionDefinition(.manifest, value: "file",
                         help: "Write JSON with each entry's index, files (by scale), sizes, alt text and markup."),
        OptionDefinition(.html, value: "file", help: "Write one file of <img>/<picture> snippets, each after a <!-- name --> line."),
        OptionDefinition(.htmlFragments, value: "dir",
                         help: "Write each entry's markup alone to <dir>/<name>.html (created if missing)."),
        OptionDefinition(.baseUrl, value: "url",
                         help: "Start every URL in the markup with this (http(s)://HOST/..., a path such as /badges/, "
                             + "or /) instead of a path relative to the file holding the markup."),
        OptionDefinition(.shard, value: "k/n",
                         help: "Render only shard K of N: the entries whose name hash (FNV-1a-64, then fmix64) mod N is K-1 "
                             + "(join the shards with 'starbadge manifest merge')."),
        OptionDefinition(.quiet, short: "q", value: nil, help: "No progress, no summary and no warnings."),
        LinkOption.definition,
        OptionDefinition(.noLazy, value: nil,
                         help: "Leave loading=\"lazy\" decoding=\"async\" out of the markup's <img> tags."),
        OptionDefinition(.email, value: nil,
                         help: "Make the badges for mail: drawn on an opaque background (white unless --background or "
                             + "the entry says otherwise); --html holds each entry's mail form (the 2x PNG at 1x size, as the "
                             + "manifest's \"email\"). With markup, needs an http(s) --base-url."),
        OptionDefinition(.schema, value: nil,
                         help: "Add each entry as a schema.org item with its AggregateRating nested (JSON-LD, what review "
                             + "stars in search results need): the manifest's \"schema\", and a <script type=\"application/ld+json\"> "
                             + "after each snippet of --html. An entry needs a count (its number of ratings) for one."),
        OptionDefinition(.schemaType, value: "type", kind: .choice(RatedItem.ItemType.allCases.map(\.rawValue)),
                         help: "The schema.org type of each item (one Google's review snippets take).",
                         default: .word(RatedItem.ItemType.product.rawValue)),
        OptionDefinition(.schemaName, value: "template",
                         help: "Each item's name, from the entry's fields, e.g. '{title}' or '{name}'.",
                         shown: "{title} when the input has a title field, else {name}"),
        OptionDefinition(.unrated, value: "what", kind: .choice(UnratedPolicy.allCases.map(\.rawValue)),
                         help: "An entry without a rating: empty (a 'not rated yet' badge), skip it, or fail it.",
                         default: .word(UnratedPolicy.empty.rawValue)),
        OptionDefinition(.delimiter, value: "char", kind: .choice([",", ";", "tab"]),
                         help: "The CSV's field separator: , ; or tab.", shown: "detected from the header line"),
        OptionDefinition(.decimalComma, value: nil, help: "Read numbers written with a decimal comma (4,5) in a CSV."),
        OptionDefinition(.columns, value: "field=column,…",
                         help: "Which of the file's columns hold batch's fields, e.g. name=sku,count=reviews,link=url."),
        OptionDefinition(.strictFields, value: nil,
                         help: "Fail each entry that has a field no option or template uses (by default: one warning)."),
    ] + DarkOptions.definitions + OutputOptions.definitions + BadgeOptions.definitions + [
        OptionDefinition(.help, short: "h", value: nil, help: "Show this help."),
    ]

    static var help: String {
        HelpFormatter(
            overview: "Render many badges from a JSON array or a CSV file ('-' reads standard input).",
            usage: usage, options: options,
            notes: [
                "Each entry needs 'name' (the file is <out-dir>/<name>.png) and 'rating', and may set any",
                "style option above by its long name (stars, fill, on-color, ...), 'alt' and 'link'. Precedence:",
                "--defaults file, then command-line options, then the entry. Any other field (a column such",
                "as 'title') is the entry's own: {title} in --label, --value-text or --alt shows it.",
                "",
                "Files are written atomically, and only when their bytes change. A bad entry is reported",
                "with its line or index and the others still render; the exit status is then 65.",
                "",
                "Markup (--html, --html-fragments, the manifest's \"img\" and \"markup\"): URLs are relative",
                "to the folder of the file that holds them, or start with --base-url.",
                "",
                "--shard K/N splits a batch over N runs (a CI matrix, an indexed job): each writes its",
                "entries' files and its own --manifest/--html; run every shard with the same input and",
                "options, then 'starbadge manifest merge' gives the single run's manifest and HTML.",
                "",
                "EXAMPLES:",
                "  starbadge batch ratings.csv --out-dir public/badges --manifest badges.json",
                "  starbadge batch ratings.json --out-dir out --scales 1,2 --html snippets.html",
                "  starbadge batch ratings.csv --out-dir out --html-fragments partials --base-url /badges/",
                "  starbadge batch ratings.csv --out-dir out --manifest m.json --shard 2/3",
            ]
        ).render()
    }

    /// `--formats`: png, svg, or both (in the order given, each once).
    static func formats(_ read: ValueReader) throws(CLIError) -> [OutputSettings.Format] {
        let text = read.text(.formats)
        var formats: [OutputSettings.Format] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = OutputSettings.Format(rawValue: String(part).trimmingWhitespace().lowercased()) else {
                throw read.invalid(.formats, text, "'\(Echo.value(String(part)))' is not png or svg (e.g. png,svg)")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> ExitStatus {
        // (The steps: options and defaults, the input checked as a whole, then the entries, streamed.)
        let console = context.console
        guard let parsed = try ArgumentParser(command: name, options: options, maxPositionals: 1)
            .parseOrShowHelp(arguments, help: help, console: console) else { return .success }
        guard let source = parsed.positionals.first else {
            throw .usage("missing the input file (JSON or CSV; '-' for standard input)", command: name)
        }
        let read = ValueReader(arguments: parsed, options: options, command: name)
        if parsed.has(.quiet) { context.warnings.silence() }
        let jobs = try read.optionalWholeNumber(.jobs) ?? POSIX.processorCount
        guard jobs >= 1, jobs <= 1024 else { throw read.invalid(.jobs, read.string(.jobs) ?? "", "must be 1 to 1024") }
        let scales = try SpriteCommand.scales(read)
        let formats = try Self.formats(read)
        let markup = try MarkupOptions.read(parsed, read)
        let shard = try BatchShard.parse(read)
        if shard != nil, read.string(.html) != nil, read.string(.manifest) == nil {
            throw .usage("--shard with --html needs --manifest: 'manifest merge' joins the shards' HTML in the order "
                         + "their manifests give", command: name)
        }
        let baseURL = try MarkupLinks.baseURL(read)
        let writesMarkup = [OptionName.manifest, .html, .htmlFragments].contains { read.string($0) != nil }
        if markup.email, writesMarkup, !MarkupLinks.isAbsolute(baseURL) {
            // A mail is read far from the site: a relative URL leads nowhere in any mail client.
            throw .usage("--email: the mail form needs absolute image URLs (a mail client resolves no relative one): give "
                         + "--base-url https://HOST/PATH/ where the badges are published"
                         + (baseURL.map { " ('\(Echo.value($0))' is relative)" } ?? ""), command: name)
        }
        guard let outDir = read.string(.outDir), !outDir.isEmpty else {
            throw read.invalid(.outDir, "", "give a folder")
        }
        let plan = try planOutputs(read, source: source, outDir: outDir)
        let maxPixels = try read.wholeNumber(.maxPixels)
        let defaults = try styleDefaults(parsed, read, maxPixels: maxPixels, context: context)
        let sources = Self.sources(parsed, defaults: defaults, path: read.string(.defaults))

        let layout = try BatchInputFormat.read(read)
        let input = try BatchSource(source, limit: maxInputBytes)
        let sourceName = source == "-" ? "standard input" : source
        var fingerprint = read.string(.manifest) == nil ? nil : BatchFingerprint(options: parsed.values, defaults: defaults)
        let files = BadgeOptions.inputs(of: read)
            + BadgeOptions.inputs(of: ValueReader(values: defaults, options: options, command: name, namePrefix: ""))
        fingerprint?.addContents(of: files.map(\.path))
        var fields = BatchFields()
        var scale = BatchRatingScale(defaults: defaults)
        // The surveys read the templates, the scale, the fields and (for the shard) the name.
        let surveyed = BatchRatingScale.surveyedOptions.union(BatchFields.templateKeys)
        let count = try checkInput(input, name: sourceName, layout: layout, shard: shard, fingerprint: &fingerprint,
                                   surveyed: surveyed) { entry throws(CLIError) in
            try fields.survey(entry, source: sourceName, defaults: defaults, altTemplate: read.string(.alt))
            scale.survey(entry)
        }
        try markup.checkSchemaName(fields: fields, read)
        if markup.schema { fields.use(TextTemplate.fieldNames(in: markup.schemaNameTemplate(fields: fields)) ?? []) }
        let output = try checkStyle(defaults, fields: fields, parsed, read, markup: markup, source: sourceName,
                                    sources: sources.filter { !$0.value.hasPrefix("'--") }, context: context)
        try scale.check(source: sourceName)
        let folders = try openFolders(outDir: outDir, fragments: read.string(.htmlFragments))
        let trimmedOutDir = trimmed(outDir)
        let settings = BatchSettings(outDir: trimmedOutDir,
                                     defaults: defaults, scales: scales, formats: formats, hashNames: parsed.has(.hashNames),
                                     output: output,
                                     cache: RenderCache(), context: context,
                                     maxPixels: maxPixels, plan: plan, outputFolder: folders.output,
                                     fragments: folders.fragments.map {
                                         BatchFragments(path: $0.path, folder: $0.folder, outDir: trimmedOutDir, baseURL: baseURL)
                                     },
                                     markup: markup, entryFields: fields,
                                     refusedFields: parsed.has(.strictFields) ? Set(fields.unused) : [],
                                     localeFollowsLabel: OutputOptions.localeFollowsLabel(read), layout: layout,
                                     unrated: try read.choice(.unrated), sources: sources)
        let report = makeReport(read, source: source, outDir: trimmedOutDir, baseURL: baseURL,
                                header: fingerprint.map { [(key: "run", value: JSON.string($0.hex))] } ?? [], shard: shard)
        let quiet = parsed.has(.quiet)
        let progress = BatchProgress(total: count, enabled: !quiet && POSIX.isTerminal(2))
        let clock = ContinuousClock()
        let start = clock.now
        input.rewind()
        let tally = try render(input, name: sourceName, shard: shard, jobs: jobs, settings: settings, report: report,
                               progress: progress)
        progress.finish()
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18

        try report.printMessages(to: console)
        try writeReports(report, read)
        if !quiet {
            // The rate counts the badges rendered: unchanged and failed entries render nothing.
            let rate = tally.rendered > 0 && seconds > 0 ? " (\(Int(Double(tally.rendered) / seconds)) badges/s)" : ""
            let which = shard.map { "shard \($0.text): " } ?? ""
            var unrated = tally.unrated > 0 ? ", \(tally.unrated) not rated yet" : ""
            if tally.skipped > 0 { unrated += ", \(tally.skipped) without a rating skipped" }
            console.writeMessage("starbadge batch: \(which)\(tally.rendered) rendered, \(tally.unchanged) unchanged, \(tally.failed) failed"
                               + "\(unrated) in \(AltText.format(seconds, separator: ".")) s\(rate)\n")
        }
        return tally.failed == 0 ? .success : tally.worst
    }

    /// What gathers the manifest and the HTML: their links to the badges,
    /// and the manifest's header ("run", and "shard" for a shard).
    private static func makeReport(_ read: ValueReader, source: String, outDir: String, baseURL: String?,
                                   header: [(key: String, value: String)], shard: BatchShard?) -> BatchReportWriter {
        let format = BatchReportWriter.Format(
            source: source,
            manifest: read.string(.manifest).map { MarkupLinks(outDir: outDir, holder: $0, baseURL: baseURL) },
            html: read.string(.html).map { MarkupLinks(outDir: outDir, holder: $0, baseURL: baseURL) },
            mail: read.values[.email] != nil)
        let top = header + (shard.map { [(key: "shard", value: JSON.string($0.text))] } ?? [])
        return BatchReportWriter(format: format, header: top, folder: outDir)
    }

    /// The manifest and the HTML file, each written only when it changed.
    private static func writeReports(_ report: BatchReportWriter, _ read: ValueReader) throws(CLIError) {
        if let manifest = read.string(.manifest), let content = report.manifest {
            _ = try AtomicFile.writeIfChanged(content, to: manifest, followingLinks: true)
        }
        if let html = read.string(.html), let content = report.htmlContent {
            _ = try AtomicFile.writeIfChanged(content, to: html, followingLinks: true)
        }
    }

    /// Every file the run writes or reads, checked before anything is written.
    private static func planOutputs(_ read: ValueReader, source: String, outDir: String) throws(CLIError) -> OutputPlan {
        var plan = OutputPlan(command: name)
        plan.willMake(folder: outDir)
        if let fragments = read.string(.htmlFragments) {
            guard !fragments.isEmpty else { throw read.invalid(.htmlFragments, "", "give a folder") }
            plan.willMake(folder: fragments)
        }
        for option in [OptionName.manifest, .html] {
            if let path = read.string(option) { try plan.write(path, option: option) }
        }
        plan.read(source, argument: "input")
        if let defaults = read.string(.defaults) { plan.read(defaults, option: .defaults) }
        BadgeOptions.inputs(of: read).forEach { plan.read($0.path, option: $0.option) }
        try plan.check()
        plan.freeze()
        return plan
    }

    /// The shared style: the defaults file, then command-line style options,
    /// checked once up front (a bad default fails the whole run, not every entry).
    private static func styleDefaults(_ parsed: ParsedArguments, _ read: ValueReader, maxPixels: Int,
                                      context: RunContext) throws(CLIError) -> OptionValues {
        var defaults = OptionValues()
        if let path = read.string(.defaults) {
            defaults = try loadDefaults(path)
            do {
                try BatchSettings.checkLimit(ValueReader(values: defaults, options: options, command: name, namePrefix: ""),
                                             maxPixels: maxPixels)
            } catch {
                throw .badData("\(Echo.value(path)): \(error.message)")
            }
        }
        // `alt` is the run's (`BatchSettings.alt`); an entry's own replaces it.
        defaults = defaults.overlaid(with: parsed.values.keeping { $0 != OptionName.alt.rawValue && BatchFields.isOption($0) })
        for key in BatchSettings.darkKeys {
            _ = try ValueReader(values: defaults, options: options, command: name).optionalColor(key)
        }
        return defaults
    }

    /// The output folder and the fragments folder, made and held open.
    private static func openFolders(outDir: String, fragments: String?) throws(CLIError)
        -> (output: ContainedFolder, fragments: (path: String, folder: ContainedFolder)?) {
        func open(_ path: String) throws(CLIError) -> ContainedFolder {
            try prepareOutputFolder(path)
            do { return try ContainedFolder(root: path) } catch { throw .cannotWrite(path: path, reason: error.description) }
        }
        let output = try open(outDir)
        guard let fragments else { return (output, nil) }
        return (output, (trimmed(fragments), try open(fragments)))
    }

    /// A folder path without its trailing '/' ("/" stays).
    private static func trimmed(_ path: String) -> String {
        path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    }

    /// Renders the entries (of the shard), streaming the input: entries are
    /// read as workers need them and reported in input order
    /// (`ParallelWork.stream`), so memory holds a bounded window of them
    /// whatever the input's length. Every entry's name is claimed, in input
    /// order, whichever shard renders it, so a shard refuses exactly the
    /// entries the whole run would.
    private static func render(_ input: BatchSource, name sourceName: String, shard: BatchShard?, jobs: Int,
                               settings: BatchSettings, report: BatchReportWriter,
                               progress: BatchProgress) throws(CLIError) -> BatchTally {
        var tally = BatchTally()
        var claims = BatchNameClaims(scales: settings.scales)
        var reader = BatchInputReader(source: sourceName, layout: settings.layout)
        var pending: [BatchEntry] = [], pendingIndex = 0
        var inputEnded = false
        let format = report.format
        /// The next entry of the input, reading more of it when none is left.
        func nextInInput() throws(CLIError) -> BatchEntry? {
            while pendingIndex == pending.count {
                guard !inputEnded else { return nil }
                pending.removeAll(keepingCapacity: true)
                pendingIndex = 0
                // (A problem now means the input changed since it was checked.)
                if let piece = try input.next() {
                    do { try reader.feed(piece[...], into: &pending) } catch { throw .badData(error.message) }
                } else {
                    do { try reader.finish(into: &pending) } catch { throw .badData(error.message) }
                    inputEnded = true
                }
            }
            pendingIndex += 1
            return pending[pendingIndex - 1]
        }
        /// The next entry this run renders, its name claimed.
        func nextEntry() throws(CLIError) -> BatchEntry? {
            while var entry = try nextInInput() {
                entry.claimedBy = claims.claim(&entry)
                if shard?.contains(entry) ?? true { return entry }
            }
            return nil
        }
        try ParallelWork.stream(
            workers: jobs, makeWorker: { BatchJob(settings: settings) }, next: nextEntry,
            job: { job, entry in
                let outcome = job.run(entry)
                progress.advance()
                return (outcome, format.lines(for: outcome))
            },
            deliver: { outcome, lines in
                tally.add(outcome)
                report.add(lines)
            })
        return tally
    }

    /// Reads the whole input once, checking it as a whole (syntax, header,
    /// number of entries) before anything is written, and adding its bytes
    /// to the fingerprint; returns the number of entries (of the shard).
    /// `each` sees every entry with only the options in `surveyed` (and
    /// every key that names no option: its fields, its name).
    private static func checkInput(_ input: BatchSource, name: String, layout: BatchInputFormat, shard: BatchShard?,
                                   fingerprint: inout BatchFingerprint?, surveyed: Set<OptionName>,
                                   each: (BatchEntry) throws(CLIError) -> Void) throws(CLIError) -> Int {
        var reader = BatchInputReader(source: name, layout: layout, surveyed: surveyed)
        var entries: [BatchEntry] = []
        var problem: BatchInputError?
        var inShard = 0
        func count() throws(CLIError) {
            for entry in entries { try each(entry) }
            if let shard { inShard += entries.count { shard.contains($0) } }
        }
        // After a syntax error the rest is still read: a read error or an oversized input is reported first.
        while let piece = try input.next() {
            fingerprint?.add(piece)
            guard problem == nil else { continue }
            do { try reader.feed(piece[...], into: &entries) } catch { problem = error }
            try count()
            entries.removeAll(keepingCapacity: true)
        }
        if problem == nil {
            do { try reader.finish(into: &entries) } catch { problem = error }
            try count()
        }
        if let problem { throw .badData(problem.message) }
        return shard == nil ? reader.count : inShard
    }

    /// The shared style checked once the input's fields are known (its
    /// label and alt templates may show them), before anything renders: a
    /// field with a placeholder's name is refused, and each field nothing
    /// uses is warned about once (unless `--strict-fields` fails its entries).
    /// Returns the run's output settings, its alt text knowing the fields.
    private static func checkStyle(_ defaults: OptionValues, fields: BatchFields, _ parsed: ParsedArguments,
                                   _ read: ValueReader, markup: MarkupOptions, source: String,
                                   sources: [OptionName: String], context: RunContext) throws(CLIError) -> OutputSettings {
        try fields.checkNames(source: source)
        let names = Set(fields.names.keys)
        let values = markup.withEmailBackground(defaults)
        let shown = Dictionary(uniqueKeysWithValues: names.map { ($0, "") })
        // A count comes with each entry: a template showing {count} is checked per entry.
        let spec = try BadgeOptions.spec(rating: 0, count: 0, values: values, command: name, sources: sources, fields: shown,
                                         implied: markup.implied(by: defaults), context: context)
        try checkDarkVariant(values, fields: shown, command: name, context: context)
        try markup.checkEmailBackground(spec, ValueReader(values: values, options: options, command: name))
        let output = try OutputOptions.settings(read, output: nil, threadsPerBadge: 1, fields: names, hashedIDs: true)
        if !parsed.has(.strictFields) {
            for field in fields.unused { context.warnings.say(fields.unusedMessage(field)) }
        }
        return output
    }

    /// Where each style value of the run came from, as messages name it: a
    /// command-line option as '--label', a value only `--defaults` gives as
    /// "'label' in --defaults PATH" (the command line wins over the file).
    private static func sources(_ parsed: ParsedArguments, defaults: OptionValues, path: String?) -> [OptionName: String] {
        var sources: [OptionName: String] = [:]
        for key in defaults.optionNames {
            if parsed.values[key] != nil { sources[key] = "'--\(key)'" } else if let path {
                sources[key] = "'\(key)' in --defaults \(Echo.value(path))"
            }
        }
        return sources
    }

    private static func loadDefaults(_ path: String) throws(CLIError) -> OptionValues {
        let bytes: [UInt8]
        do { bytes = try InputFile.contents(of: path, limit: 1_048_576) } catch {
            throw .input(error, option: "'--defaults'")
        }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw .badData("\(Echo.value(path)): invalid JSON at \(error)") }
        guard case .object(let members) = value else { throw .badData("\(Echo.value(path)): expected a JSON object of options") }
        var defaults = OptionValues()
        for (key, member) in members {
            guard BatchFields.isOption(key) else {
                if let advice = BatchFields.runOptionAdvice(for: key) { throw .badData("\(Echo.value(path)): \(advice)") }
                let hint = BatchFields.hint(for: key)
                throw .badData("\(Echo.value(path)): unknown option '\(Echo.value(key))'" + (hint.hasPrefix("; did you mean") ? hint : ""))
            }
            switch BatchInput.texts(of: member, key: key) {
            case .success(let texts): defaults.set(key: key, texts)
            case .failure(let problem): throw .badData("\(Echo.value(path)): \(problem.message)")
            }
        }
        return defaults
    }

    private static func prepareOutputFolder(_ path: String) throws(CLIError) {
        var folder = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            folder += "/" + part
            if let failure = POSIX.makeDirectory(folder) { throw .cannotWrite(path: path, reason: failure) }
        }
        guard POSIX.kind(path) == .directory || POSIX.kind(path) == .symlink else {
            throw .cannotWrite(path: path, reason: "not a folder")
        }
    }
}
