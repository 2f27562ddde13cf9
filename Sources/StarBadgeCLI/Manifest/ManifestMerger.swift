import StarSupport
import StarUnicode

/// The merge of `manifest merge`: the shards' entries, then their errors,
/// in input order (each shard's items are in input order already, so this
/// takes the lowest "index" among the shards' next items), each checked to
/// belong to its shard, to come after the one before and to be what `batch`
/// writes for its fields (`RebuiltEntry`, `RebuiltError`). With the shards'
/// HTML files, each entry's snippet is taken from its shard's file as the
/// entry is taken, and checked the same way.
struct ManifestMerger {
    let manifests: [ShardManifest]
    let snippets: [HTMLSnippetReader]
    let entries: SpooledJSONList
    let errors: SpooledJSONList
    /// The merged HTML (when `snippets` are given).
    let html: SpoolFile?

    /// `folder`: where the spool files go.
    init(manifests: [ShardManifest], snippets: [HTMLSnippetReader], folder: String) {
        self.manifests = manifests
        self.snippets = snippets
        entries = SpooledJSONList(in: folder)
        errors = SpooledJSONList(in: folder)
        html = snippets.isEmpty ? nil : SpoolFile(in: folder)
    }

    mutating func merge() throws(CLIError) {
        try mergeList(into: entries, ofEntries: true)
        try mergeList(into: errors, ofEntries: false)
        for reader in snippets { try reader.finish() }
    }

    /// One list ("entries" or "errors") of every shard, by index.
    private func mergeList(into list: SpooledJSONList, ofEntries: Bool) throws(CLIError) {
        // The shards' next items, the lowest index last.
        var heads: [(item: ManifestItem, shard: Int)] = []
        func take(from shard: Int) throws(CLIError) {
            guard let item = try manifests[shard].nextItem() else { return }
            let name = item.name ?? ""
            guard manifests[shard].shard.contains(name: name) else {
                throw CLIError.badData("\(Echo.value(manifests[shard].path)): line \(item.lineNumber): the entry \(JSON.string(name)) is not of shard "
                                       + "\(manifests[shard].shard.text) (by the hash of its name)")
            }
            // Binary search: the items with a higher index stay before it.
            var low = 0, high = heads.count
            while low < high {
                let middle = (low + high) / 2
                if heads[middle].item.index > item.index { low = middle + 1 } else { high = middle }
            }
            heads.insert((item, shard), at: low)
        }
        for shard in manifests.indices { try take(from: shard) }
        var previous: (index: Int, path: String)?
        while let (item, shard) = heads.popLast() {
            if let previous, item.index <= previous.index {
                throw CLIError.badData("\(Echo.value(manifests[shard].path)): line \(item.lineNumber): the entry index \(item.index) "
                                       + "is also in \(previous.path), or out of order")
            }
            previous = (item.index, manifests[shard].path)
            let line = ofEntries ? try takeEntry(item, of: shard) : try RebuiltError.check(item, in: manifests[shard].path)
            list.append(item: line)
            try take(from: shard)
        }
    }

    /// Checks an entry of `shard` and takes its snippet (when merging HTML);
    /// returns the entry as batch writes it.
    private func takeEntry(_ item: ManifestItem, of shard: Int) throws(CLIError) -> String {
        let entry = try RebuiltEntry(item, in: manifests[shard].path)
        guard let html else { return entry.line }
        let snippet = try snippets[shard].next(expectedComment: BatchMarkup.comment(name: entry.badge.name))
        try entry.checkSnippet(snippet, in: snippets[shard].path)
        snippet.withUnsafeBytes { html.append($0) }
        return entry.line
    }
}
