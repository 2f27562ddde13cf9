import StarUnicode

/// An item of a shard manifest's "errors" ({"index", "location", "name",
/// "message"}), written again by `batch`'s own code
/// (`BatchReport.manifestError`) from its fields: `manifest merge` refuses
/// it unless it holds those values, and writes batch's own line.
enum RebuiltError {
    /// Refuses `item` of the manifest `path` unless batch writes it so;
    /// returns the item as batch writes it.
    static func check(_ item: ManifestItem, in path: String) throws(CLIError) -> String {
        let fields = ManifestFields(members: item.members,
                                    place: "\(path): line \(item.lineNumber): the error of index \(item.index)")
        let name: String?
        switch fields.value("name") {
        case .string(let text)?: name = text
        case .null?: name = nil
        default: throw fields.error("name", "is missing or not a string or null")
        }
        let location = try fields.string("location"), message = try fields.string("message")
        if let reason = locationProblem(location, index: item.index) { throw fields.error("location", reason) }
        if let reason = messageProblem(message) { throw fields.error("message", reason) }
        let rebuilt = BatchReport.manifestError(index: item.index, location: location, name: name, message: message)
        if let (key, reason) = fields.firstDifference(from: rebuilt) {
            throw fields.error(key, reason)
        }
        return rebuilt
    }

    /// Longest message batch writes, in characters: a sentence quoting a few
    /// values, each cut by `Echo.value` to `Echo.maxCharacters`.
    static let maxMessageCharacters = 2000

    /// Batch writes "line N" for a CSV record (after the header, so N is at
    /// least the index + 2) and "entry N" for the Nth JSON element (index + 1).
    private static func locationProblem(_ location: String, index: Int) -> String? {
        let parts = location.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[1]), String(number) == parts[1] else {
            return "is not a place batch writes ('line N' or 'entry N')"
        }
        switch parts[0] {
        case "line" where number >= index + 2: return nil
        case "entry" where number == index + 1: return nil
        default: return "does not fit the index \(index) (batch writes 'line N' with N ≥ \(index + 2), or 'entry \(index + 1)')"
        }
    }

    /// A message batch writes is one line a terminal shows as it is: every
    /// value in it went through `Echo.value`.
    private static func messageProblem(_ message: String) -> String? {
        if message.isEmpty { return "is empty; batch writes why the entry failed" }
        if message.unicodeScalars.count > maxMessageCharacters { return "is longer than any message batch writes" }
        if message.unicodeScalars.contains(where: { Echo.isUnsafeToShow($0) || TextRules.isNoncharacter($0) }) {
            return "holds a control character batch never writes (a message quotes values escaped)"
        }
        return nil
    }
}
