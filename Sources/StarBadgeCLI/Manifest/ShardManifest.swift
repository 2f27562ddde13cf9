import StarSupport
import StarUnicode
import StarSupport

/// A batch manifest (`batch --manifest`) read as `manifest merge` needs it,
/// in any JSON layout (as batch writes it, reformatted by `jq .`, on one
/// line): its header ("run", "shard"), then its entries and its errors one
/// item at a time. Anything else is bad data (exit 65) naming the file and line.
final class ShardManifest {
    let path: String
    /// The batch's fingerprint (`BatchFingerprint`).
    let run: String
    /// Which shard it is: "shard", or 1/1 for a run that was not split.
    let shard: BatchShard
    private let reader: ManifestJSONReader
    private var section = Section.entries
    /// The next item is its list's first.
    private var atListStart = true

    private enum Section { case entries, errors, done }

    /// Opens the manifest and reads its header, up to the "entries" list.
    init(path: String) throws(CLIError) {
        self.path = path
        reader = try ManifestJSONReader(path: path)
        try reader.openObject()
        var run: String?, shard: BatchShard?, first = true
        while true {
            guard let key = try reader.nextKey(first: first) else {
                throw CLIError.badData("\(Echo.value(path)): the manifest ends before its \"entries\"")
            }
            first = false
            if key == "entries" { break }
            guard key == "run" || key == "shard" else {
                throw reader.problem("\(JSON.string(key)) is not a member of a starbadge batch manifest's header")
            }
            guard case .string(let text) = try reader.value() else { throw reader.problem("\"\(key)\" is not a string") }
            if key == "run" { run = text } else {
                guard let parsed = BatchShard(text: text) else { throw CLIError.badData("\(Echo.value(path)): invalid \"shard\" '\(Echo.value(text))'") }
                shard = parsed
            }
        }
        try reader.openList()
        guard let run else {
            throw CLIError.badData("\(Echo.value(path)): the manifest has no \"run\" (made by an older starbadge?); run the batch again")
        }
        // The merged manifest carries it: only what `BatchFingerprint.hex` writes.
        guard run.utf8.count == 16, run.allSatisfy({ "0123456789abcdef".contains($0) }) else {
            throw CLIError.badData("\(path): its \"run\" is not a batch fingerprint (16 lower-case hex digits)")
        }
        self.run = run
        self.shard = shard ?? BatchShard(text: "1/1")!
    }

    /// The next item of the current list ("entries", then "errors"), or nil
    /// at the list's end (the next call reads the next list).
    func nextItem() throws(CLIError) -> ManifestItem? {
        guard section != .done else { return nil }
        guard let (value, line) = try reader.nextElement(first: atListStart) else {
            try endList()
            return nil
        }
        atListStart = false
        guard let item = ManifestItem(value: value, lineNumber: line) else {
            throw CLIError.badData("\(Echo.value(path)): line \(line): not an item of a starbadge batch manifest")
        }
        return item
    }

    /// Past the end of a list: the "errors" list's start, or the manifest's end.
    private func endList() throws(CLIError) {
        atListStart = true
        if section == .entries {
            section = .errors
            guard try reader.nextKey(first: false) == "errors" else { throw reader.problem("expected the \"errors\" list") }
            try reader.openList()
        } else {
            section = .done
            guard try reader.nextKey(first: false) == nil else { throw reader.problem("expected the manifest's closing '}'") }
        }
    }
}
