import StarBadge
import StarPNG
import Synchronization

/// `starbadge batch`: many badges from a JSON or CSV file, in parallel.
enum BatchCommand {
    static let name = "batch"
    static let usage = "starbadge batch <file> --out-dir <dir> [--jobs <n>] [--manifest <file>] [--html <file>] [<options>]"
    /// Largest input or defaults file.
    static let maxInputBytes = 256 * 1_048_576

    static let options: [OptionDefinition] = [
        OptionDefinition("out-dir", value: "dir", help: "Folder for the PNGs (created if missing).", required: true),
        OptionDefinition("jobs", short: "j", value: "n", help: "Badges rendered at once.", default: "all cores"),
        OptionDefinition("defaults", value: "file", help: "JSON object of options every entry starts from."),
        OptionDefinition("scales", value: "list", help: "Integer scales to write per entry, e.g. 1,2.", default: "1"),
        OptionDefinition("hash-names", value: nil, help: "Name files <name>.<content hash>.png for cache-busting."),
        OptionDefinition("manifest", value: "file", help: "Write JSON with each entry's files, sizes and alt text."),
        OptionDefinition("html", value: "file", help: "Write <img>/<picture> snippets for each entry."),
        OptionDefinition("dark-on-color", value: "color", help: "Also write a dark-mode variant with this on colour."),
        OptionDefinition("dark-off-color", value: "color", help: "Dark-mode off colour."),
        OptionDefinition("dark-background", value: "color", help: "Dark-mode background."),
        OptionDefinition("quiet", short: "q", value: nil, help: "No progress and no summary."),
    ] + OutputOptions.definitions + BadgeOptions.definitions + [
        OptionDefinition("help", short: "h", value: nil, help: "Show this help."),
    ]

    static var help: String {
        HelpFormatter(
            overview: "Render many badges from a JSON array or a CSV file ('-' reads standard input).",
            usage: usage, options: options,
            notes: [
                "Each entry needs 'name' (the file is <out-dir>/<name>.png) and 'rating', and may set any",
                "style option above by its long name (stars, fill, on-color, ...) and 'alt'. Precedence:",
                "--defaults file, then command-line options, then the entry.",
                "",
                "Files are written atomically, and only when their bytes change. A bad entry is reported",
                "with its line or index and the others still render; the exit status is then 65.",
                "",
                "EXAMPLES:",
                "  starbadge batch ratings.csv --out-dir public/badges --manifest badges.json",
                "  starbadge batch ratings.json --out-dir out --scales 1,2 --html snippets.html",
            ]
        ).render()
    }

    static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitStatus {
        // (The steps: options and defaults, the input checked as a whole, then the entries, streamed.)
        guard let parsed = try ArgumentParser(command: name, options: options, maxPositionals: 1)
            .parseOrShowHelp(arguments, help: help, console: console) else { return .success }
        guard let source = parsed.positionals.first else {
            throw .usage("missing the input file (JSON or CSV; '-' for standard input)", command: name)
        }
        let read = ValueReader(arguments: parsed, command: name)
        let jobs = try read.integer("jobs", default: POSIX.processorCount)
        guard jobs >= 1, jobs <= 1024 else { throw read.invalid("jobs", read.string("jobs") ?? "", "must be 1 to 1024") }
        let scales = try SpriteCommand.scales(read)
        let alt = try OutputOptions.altText(read)
        guard let outDir = read.string("out-dir"), !outDir.isEmpty else {
            throw read.invalid("out-dir", "", "give a folder")
        }

        var plan = OutputPlan(command: name)
        plan.willMake(folder: outDir)
        for option in ["manifest", "html"] {
            if let path = read.string(option) { try plan.write(path, option: option) }
        }
        plan.read(source, option: "input")
        if let defaults = read.string("defaults") { plan.read(defaults, option: "defaults") }
        BadgeOptions.inputs(of: read).forEach { plan.read($0.path, option: $0.option) }
        try plan.check()
        plan.freeze()
        let maxPixels = try read.integer("max-pixels", default: BadgeLimits.maxPixels)
        // Defaults file, then command-line style options.
        var defaults: [String: String] = [:]
        if let path = read.string("defaults") {
            defaults = try loadDefaults(path)
            do {
                try BatchSettings.checkLimit(ValueReader(values: defaults, command: name, namePrefix: ""), maxPixels: maxPixels)
            } catch {
                throw .badData("\(path): \(error.message)")
            }
        }
        for (key, value) in parsed.values where BadgeOptions.names.contains(key) || BatchSettings.darkKeys.contains(key) {
            defaults[key] = value
        }
        // Check the shared style once, up front: a bad default fails the whole run, not every entry.
        _ = try BadgeOptions.spec(rating: 0, values: defaults, command: name)
        for key in BatchSettings.darkKeys where defaults[key] != nil {
            _ = try ValueReader(values: defaults, command: name).color(key, default: .black)
        }

        let input = try BatchSource(source, limit: maxInputBytes)
        let sourceName = source == "-" ? "standard input" : source
        let count = try checkInput(input, name: sourceName)
        try prepareOutputFolder(outDir)
        let outputFolder: ContainedFolder
        do { outputFolder = try ContainedFolder(root: outDir) } catch { throw .cannotWrite(path: outDir, reason: error.description) }

        let settings = BatchSettings(outDir: outDir.hasSuffix("/") && outDir.count > 1 ? String(outDir.dropLast()) : outDir,
                                     defaults: defaults, scales: scales, hashNames: parsed.has("hash-names"),
                                     alt: alt, metadata: !parsed.has("no-metadata"),
                                     encoder: OutputOptions.encoder(parsed, threadsPerBadge: 1), cache: RenderCache(),
                                     maxPixels: maxPixels, plan: plan, outputFolder: outputFolder)
        let report = BatchReportWriter(source: source, outDir: settings.outDir, manifest: read.string("manifest") != nil,
                                           htmlPath: read.string("html"), folder: settings.outDir)
        let quiet = parsed.has("quiet")
        let progress = BatchProgress(total: count, enabled: !quiet && POSIX.isTerminal(2))
        let clock = ContinuousClock()
        let start = clock.now

        // Entries are read as workers need them and reported in input order
        // (`ParallelWork.stream`), so memory holds a bounded window of them
        // whatever the input's length. Names are claimed as entries are read,
        // so in input order.
        var tally = BatchTally()
        var claims = BatchNameClaims(scales: scales)
        var reader = BatchInputReader(source: sourceName)
        var pending: [BatchEntry] = [], pendingIndex = 0
        var inputEnded = false
        let format = report.format
        /// The next entry, reading more of the input when none is left.
        func nextEntry() throws(CLIError) -> BatchEntry? {
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
            var entry = pending[pendingIndex]
            pendingIndex += 1
            entry.claimedBy = claims.claim(entry)
            return entry
        }
        input.rewind()
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
        progress.finish()
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18

        try report.printMessages(to: console)
        if let manifest = read.string("manifest"), let content = report.manifest {
            _ = try AtomicFile.writeIfChanged(content, to: manifest, followingLinks: true)
        }
        if let html = read.string("html"), let content = report.htmlContent {
            _ = try AtomicFile.writeIfChanged(content, to: html, followingLinks: true)
        }
        if !quiet {
            let rate = seconds > 0 ? Int(Double(count) / seconds) : 0
            console.writeError("starbadge batch: \(tally.rendered) rendered, \(tally.unchanged) unchanged, \(tally.failed) failed "
                               + "in \(AltText.format(seconds, separator: ".")) s (\(rate) badges/s)\n")
        }
        return tally.failed == 0 ? .success : tally.worst
    }

    /// Entries rendered at once: enough to keep every worker busy, few enough to keep memory small.
    /// Reads the whole input once, checking it as a whole (syntax, header,
    /// number of entries) before anything is written; returns the number of entries.
    private static func checkInput(_ input: BatchSource, name: String) throws(CLIError) -> Int {
        var reader = BatchInputReader(source: name)
        var entries: [BatchEntry] = []
        var problem: BatchInputError?
        // After a syntax error the rest is still read: a read error or an oversized input is reported first.
        while let piece = try input.next() {
            guard problem == nil else { continue }
            do { try reader.feed(piece[...], into: &entries) } catch { problem = error }
            entries.removeAll(keepingCapacity: true)
        }
        if problem == nil {
            do { try reader.finish(into: &entries) } catch { problem = error }
        }
        if let problem { throw .badData(problem.message) }
        return reader.count
    }

    private static func loadDefaults(_ path: String) throws(CLIError) -> [String: String] {
        let bytes: [UInt8]
        switch POSIX.readFile(path, limit: 1_048_576) {
        case .success(let data): bytes = data
        case .failure(let failure):
            if case .tooLarge = failure { throw .badData("\(path): the defaults file is \(failure.message)") }
            throw .cannotRead(path: path, reason: failure.message)
        }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw .badData("\(path): invalid JSON at \(error)") }
        guard case .object(let members) = value else { throw .badData("\(path): expected a JSON object of options") }
        var defaults: [String: String] = [:]
        for (key, member) in members {
            guard BadgeOptions.names.contains(key) || BatchSettings.darkKeys.contains(key) || key == "alt" else {
                throw .badData("\(path): unknown option '\(key)'")
            }
            switch BatchInput.text(of: member, key: key) {
            case .success(let text): defaults[key] = text
            case .failure(let problem): throw .badData("\(path): \(problem.message)")
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

/// A progress bar on standard error (only when it is a terminal).
final class BatchProgress: Sendable {
    private let total: Int
    private let enabled: Bool
    private let done = Atomic<Int>(0)
    private let step: Int

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
        self.step = max(1, total / 200)
    }

    func advance() {
        let count = done.add(1, ordering: .relaxed).newValue
        guard enabled, count % step == 0 || count == total else { return }
        let width = 30
        let filled = total > 0 ? count * width / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        ProcessConsole().writeError("\r[\(bar)] \(count)/\(total)")
    }

    func finish() {
        if enabled { ProcessConsole().writeError("\r\u{1B}[K") }
    }
}
