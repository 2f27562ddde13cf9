import StarUnicode

/// The merge of `manifest merge`: the shards' entries, then their errors,
/// in input order (each shard's items are in input order already, so this
/// takes the lowest "index" among the shards' next items), each checked to
/// belong to its shard and to come after the one before. With the shards'
/// HTML files, each entry's snippet is taken from its shard's file as the
/// entry is taken.
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
        try mergeList(into: entries, withSnippets: !snippets.isEmpty)
        try mergeList(into: errors, withSnippets: false)
        for reader in snippets { try reader.finish() }
    }

    /// One list ("entries" or "errors") of every shard, by index.
    private func mergeList(into list: SpooledJSONList, withSnippets: Bool) throws(CLIError) {
        // The shards' next items, the lowest index last.
        var heads: [(item: ManifestItem, shard: Int)] = []
        func take(from shard: Int) throws(CLIError) {
            guard let item = try manifests[shard].nextItem() else { return }
            let name = item.name ?? ""
            guard manifests[shard].shard.contains(name: name) else {
                throw CLIError.badData("\(Echo.value(manifests[shard].path)): line \(item.lineNumber): the entry '\(Echo.value(name))' is not of shard "
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
            list.append(item: item.line)
            if withSnippets, let html {
                let snippet = try snippets[shard].next(expectedComment: BatchMarkup.comment(name: item.name ?? ""))
                snippet.withUnsafeBytes { html.append($0) }
            }
            try take(from: shard)
        }
    }
}
