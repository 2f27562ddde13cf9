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

        // Defaults file, then command-line style options.
        var defaults: [String: String] = [:]
        if let path = read.string("defaults") {
            defaults = try loadDefaults(path)
        }
        for (key, value) in parsed.values where BadgeOptions.names.contains(key) || BatchSettings.darkKeys.contains(key) {
            defaults[key] = value
        }
        // Check the shared style once, up front: a bad default fails the whole run, not every entry.
        _ = try BadgeOptions.spec(rating: 0, values: defaults, command: name)
        for key in BatchSettings.darkKeys where defaults[key] != nil {
            _ = try ValueReader(values: defaults, command: name).color(key, default: .black)
        }

        let entries = try loadEntries(source)
        try prepareOutputFolder(outDir)

        let settings = BatchSettings(outDir: outDir.hasSuffix("/") && outDir.count > 1 ? String(outDir.dropLast()) : outDir,
                                     claimedBy: BatchSettings.collisions(entries, scales: scales),
                                     defaults: defaults, scales: scales, hashNames: parsed.has("hash-names"),
                                     alt: alt, metadata: !parsed.has("no-metadata"),
                                     encoder: OutputOptions.encoder(parsed), cache: RenderCache())
        let quiet = parsed.has("quiet")
        let progress = BatchProgress(total: entries.count, enabled: !quiet && POSIX.isTerminal(2))
        let clock = ContinuousClock()
        let start = clock.now
        let outcomes = ParallelWork.map(count: entries.count, workers: jobs,
                                        makeWorker: { BatchJob(settings: settings) }) { job, index in
            let outcome = job.run(entries[index])
            progress.advance()
            return outcome
        }
        progress.finish()
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18

        var rendered = 0, unchanged = 0, failed = 0
        var worst = ExitStatus.success
        for outcome in outcomes {
            switch outcome {
            case .done(_, _, _, _, let files):
                if files.contains(where: \.changed) { rendered += 1 } else { unchanged += 1 }
            case .failed(let location, let entryName, let message, let status):
                failed += 1
                if worst == .success || status.rawValue > worst.rawValue { worst = status }
                let who = entryName.map { " (name '\($0)')" } ?? ""
                console.writeError("\(source): \(location)\(who): \(message)\n")
            }
        }
        if let manifest = read.string("manifest") {
            _ = try BatchJob.writeIfChanged(Array(BatchReport.manifest(outcomes).utf8), to: manifest, followingLinks: true)
        }
        if let html = read.string("html") {
            _ = try BatchJob.writeIfChanged(Array(BatchReport.html(outcomes, outDir: settings.outDir, htmlPath: html).utf8), to: html,
                                            followingLinks: true)
        }
        if !quiet {
            let rate = seconds > 0 ? Int(Double(entries.count) / seconds) : 0
            console.writeError("starbadge batch: \(rendered) rendered, \(unchanged) unchanged, \(failed) failed "
                               + "in \(AltText.format(seconds, separator: ".")) s (\(rate) badges/s)\n")
        }
        return failed == 0 ? .success : worst
    }

    private static func loadEntries(_ source: String) throws(CLIError) -> [BatchEntry] {
        let bytes: [UInt8]
        switch source == "-" ? POSIX.readAll(0, limit: maxInputBytes) : POSIX.readFile(source, limit: maxInputBytes) {
        case .success(let data): bytes = data
        case .failure(let failure): throw .cannotRead(path: source, reason: failure.message)
        }
        do {
            return try BatchInput.entries(from: bytes, source: source == "-" ? "standard input" : source)
        } catch {
            throw .badData(error.message)
        }
    }

    private static func loadDefaults(_ path: String) throws(CLIError) -> [String: String] {
        let bytes: [UInt8]
        switch POSIX.readFile(path, limit: 1_048_576) {
        case .success(let data): bytes = data
        case .failure(let failure): throw .cannotRead(path: path, reason: failure.message)
        }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw .badData("\(path): invalid JSON at \(error)") }
        guard case .object(let members) = value else { throw .badData("\(path): expected a JSON object of options") }
        var defaults: [String: String] = [:]
        for (key, member) in members {
            guard BadgeOptions.names.contains(key) || BatchSettings.darkKeys.contains(key) || key == "alt" else {
                throw .badData("\(path): unknown option '\(key)'")
            }
            guard let text = member.scalarText else { throw .badData("\(path): '\(key)' must be a string or number") }
            defaults[key] = text
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
