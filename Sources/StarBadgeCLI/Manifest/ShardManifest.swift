import StarUnicode

/// A batch manifest (`batch --manifest`) read as `manifest merge` needs it:
/// its header ("run", "shard"), then its entries and its errors one item at
/// a time, in the exact layout `batch` writes. Anything else is bad data
/// (exit 65) naming the file and line.
final class ShardManifest {
    let path: String
    /// The batch's fingerprint (`BatchFingerprint`).
    let run: String
    /// Which shard it is: "shard", or 1/1 for a run that was not split.
    let shard: BatchShard
    private let lines: LineReader
    private var section = Section.entries
    /// The section's list was written "[]" (no items).
    private var sectionEmpty = false
    /// The last item had no comma: the list must end next.
    private var listMustEnd = false

    private enum Section { case entries, errors, done }

    /// Opens the manifest and reads its header, up to the "entries" list.
    init(path: String) throws(CLIError) {
        self.path = path
        lines = try LineReader(path: path)
        guard let first = try lines.next(), first.elementsEqual("{".utf8) else {
            throw CLIError.badData("\(Echo.value(path)): not a starbadge batch manifest (it should start with a '{' line)")
        }
        var run: String?, shard: BatchShard?
        while true {
            guard let line = try lines.next() else { throw CLIError.badData("\(Echo.value(path)): the manifest ends before its \"entries\"") }
            if let empty = Self.listStart(line, key: "entries", comma: true) {
                sectionEmpty = empty
                break
            }
            guard line.last == UInt8(ascii: ","),
                  case .object(let members)? = try? JSONParser.parse(Array("{".utf8) + line.dropLast() + Array("}".utf8)),
                  members.count == 1, case .string(let text) = members[0].value else {
                throw Self.notManifest(path, lines.lineNumber)
            }
            switch members[0].key {
            case "run": run = text
            case "shard":
                guard let parsed = BatchShard(text: text) else { throw CLIError.badData("\(Echo.value(path)): invalid \"shard\" '\(Echo.value(text))'") }
                shard = parsed
            default: throw Self.notManifest(path, lines.lineNumber)
            }
        }
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
        if sectionEmpty { try endList(); return nil }
        guard let line = try lines.next() else { throw CLIError.badData("\(Echo.value(path)): the manifest ends in the middle of a list") }
        if line.elementsEqual((section == .entries ? "  ]," : "  ]").utf8) {
            guard listMustEnd else { throw Self.notManifest(path, lines.lineNumber) }
            try endList()
            return nil
        }
        guard !listMustEnd else { throw Self.notManifest(path, lines.lineNumber) }
        let hasComma = line.last == UInt8(ascii: ",")
        listMustEnd = !hasComma
        guard let item = ManifestItem(line: hasComma ? line.dropLast() : line, lineNumber: lines.lineNumber) else {
            throw CLIError.badData("\(Echo.value(path)): line \(lines.lineNumber): not an item of a starbadge batch manifest")
        }
        return item
    }

    /// Past the end of a list: the "errors" list's start, or the manifest's end.
    private func endList() throws(CLIError) {
        listMustEnd = false
        if section == .entries {
            section = .errors
            guard let line = try lines.next(), let empty = Self.listStart(line, key: "errors", comma: false) else {
                throw CLIError.badData("\(Echo.value(path)): line \(lines.lineNumber): expected the \"errors\" list")
            }
            sectionEmpty = empty
            if empty { try finish() }
        } else {
            try finish()
        }
    }

    /// The closing '}' and the end of the file.
    private func finish() throws(CLIError) {
        section = .done
        sectionEmpty = false
        guard let line = try lines.next(), line.elementsEqual("}".utf8), try lines.next() == nil else {
            throw CLIError.badData("\(Echo.value(path)): line \(lines.lineNumber): expected the manifest's closing '}' and its end")
        }
    }

    /// `  "key": [` (false) or `  "key": []` with the comma (true: an empty list); nil for another line.
    private static func listStart(_ line: ArraySlice<UInt8>, key: String, comma: Bool) -> Bool? {
        let start = "  \"\(key)\": ["
        if line.elementsEqual(start.utf8) { return false }
        if line.elementsEqual((start + "]" + (comma ? "," : "")).utf8) { return true }
        return nil
    }

    private static func notManifest(_ path: String, _ line: Int) -> CLIError {
        .badData("\(Echo.value(path)): line \(line): not a line of a starbadge batch manifest")
    }
}
