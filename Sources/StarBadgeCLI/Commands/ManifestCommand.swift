import StarSupport
import StarUnicode

/// `starbadge manifest merge`: joins the manifests (and `--html` files) of
/// the shards of one batch (`batch --shard K/N`) into exactly what the batch
/// run whole writes, byte for byte: entries and errors in input order (by
/// each item's "index"). Refuses shards of different batches (their "run"
/// differs), a shard given twice or missing, and files that are not what
/// `batch` writes (exit 65): every entry, error and snippet is made again
/// from its own fields by batch's code (`RebuiltEntry`) and must be that,
/// byte for byte. Streams: memory stays small whatever the size.
enum ManifestCommand: Command {
    static let name = "manifest"
    static let summary = "Join the manifests and HTML of a batch's shards (batch --shard K/N)."
    static let action: String? = "merge"
    static let arguments: ValueCompletion = .file
    static let usage = "starbadge manifest merge <out.json> <shard.json>... [--html <out.html> --shard-html <shard.html>...]"

    static let options: [OptionDefinition] = [
        OptionDefinition(.html, value: "file", help: "Also write the merged --html file of the shards."),
        OptionDefinition(.shardHtml, value: "file",
                         help: "A shard's --html file; give one per shard manifest, in the same order.", repeatable: true),
        OptionDefinition(.help, short: "h", value: nil, help: "Show this help."),
    ]

    static var help: String {
        HelpFormatter(
            overview: "Join the manifests (and HTML) of a batch's shards into the single run's.",
            usage: usage, options: options,
            notes: [
                "Each shard is a 'starbadge batch --shard K/N --manifest ...' run of the same input and options;",
                "give every shard 1/N ... N/N once, in any order. The result is byte for byte the manifest",
                "(and --html file) the batch writes when run whole; write it where the shards wrote theirs",
                "(the markup's relative URLs lead from there). The files are written only when they change.",
                "Each entry, error and snippet must be what batch writes for the entry's fields: one changed",
                "after batch wrote it (markup added, a link led elsewhere) is refused, naming file, entry and field.",
                "",
                "EXAMPLES:",
                "  starbadge manifest merge badges.json shard-1/badges.json shard-2/badges.json",
                "  starbadge manifest merge m.json s1/m.json s2/m.json --html b.html --shard-html s1/b.html --shard-html s2/b.html",
            ]
        ).render()
    }

    static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> ExitStatus {
        let console = context.console
        guard let parsed = try ArgumentParser(command: name, options: options, maxPositionals: Int.max)
            .parseOrShowHelp(arguments, help: help, console: console) else { return .success }
        guard let action = parsed.positionals.first else { throw .usage("missing the action: merge", command: name) }
        guard action == "merge" else { throw .usage("unknown action '\(Echo.value(action))'; the action is merge", command: name) }
        let paths = Array(parsed.positionals.dropFirst())
        guard let output = paths.first, paths.count >= 2 else {
            throw .usage("give the merged manifest to write, then the shards' manifests", command: name)
        }
        let shards = Array(paths.dropFirst())
        let read = ValueReader(arguments: parsed, options: options, command: name)
        let shardHTML = read.strings(.shardHtml)
        let html = read.string(.html)
        if html == nil, !shardHTML.isEmpty { throw .usage("--shard-html needs --html, the merged file to write", command: name) }
        if html != nil, shardHTML.count != shards.count {
            throw .usage("--html needs one --shard-html per shard manifest (\(shards.count), in the same order); got \(shardHTML.count)",
                         command: name)
        }
        if let shard = shards.first(where: { OutputPlan.same($0, output) }) {
            throw .usage("the merged manifest '\(Echo.value(output))' would replace the shard manifest '\(Echo.value(shard))'; write it elsewhere",
                         command: name)
        }
        var plan = OutputPlan(command: name)
        try plan.write(output, option: .output)
        if let html { try plan.write(html, option: .html) }
        shards.forEach { plan.read($0, option: .shard) }
        shardHTML.forEach { plan.read($0, option: .shardHtml) }
        try plan.check()

        let manifests = try shards.map { path throws(CLIError) in try ShardManifest(path: path) }
        try checkSet(manifests)
        let snippets = try shardHTML.map { path throws(CLIError) in try HTMLSnippetReader(path: path) }
        let folder = FilePaths.directory(output).isEmpty ? "." : FilePaths.directory(output)
        var merger = ManifestMerger(manifests: manifests, snippets: snippets, folder: folder)
        try merger.merge()
        let content = SpooledJSONList.manifest(header: [(key: "run", value: JSON.string(manifests[0].run))],
                                               entries: merger.entries, errors: merger.errors)
        _ = try AtomicFile.writeIfChanged(content, to: output)
        if let html, let merged = merger.html { _ = try AtomicFile.writeIfChanged(FileContent([.spool(merged)]), to: html) }
        return .success
    }

    /// One batch (the same "run"), every shard 1/N … N/N exactly once.
    private static func checkSet(_ manifests: [ShardManifest]) throws(CLIError) {
        guard let first = manifests.first else { return }
        var seen: [Int: String] = [:]
        for manifest in manifests {
            guard manifest.run == first.run else {
                throw .badData("\(manifest.path): a shard of another batch (run \(manifest.run), but \(first.path) is of run "
                               + "\(first.run)): merge shards of one input run with the same options")
            }
            guard manifest.shard.count == first.shard.count else {
                throw .badData("\(manifest.path): shard \(manifest.shard.text), but \(first.path) is shard \(first.shard.text)")
            }
            if let earlier = seen[manifest.shard.index] {
                throw .badData("\(manifest.path): shard \(manifest.shard.text) is given twice (also \(earlier))")
            }
            seen[manifest.shard.index] = manifest.path
        }
        let missing = (1...first.shard.count).filter { seen[$0] == nil }
        if !missing.isEmpty {
            let list = missing.prefix(10).map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")
            throw .badData("shard\(missing.count == 1 ? "" : "s") \(list)\(missing.count > 10 ? ", ..." : "") missing: "
                           + "the merge needs every shard of the batch")
        }
    }
}
