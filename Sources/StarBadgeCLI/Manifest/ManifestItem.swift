/// One item of a batch manifest's "entries" or "errors", as `manifest merge`
/// reads it: its members, the entry's input index and its name.
struct ManifestItem {
    /// The entry's 0-based position in the input.
    let index: Int
    /// The name as written in the input (nil when it had none).
    let name: String?
    /// The object's members, in the order written.
    let members: [(key: String, value: JSONValue)]
    /// The line it starts on in the manifest, for messages.
    let lineNumber: Int

    /// The item `value`, or nil when it is not one: a JSON object whose
    /// first member is "index" (a whole number ≥ 0) and whose "name" is a
    /// string or null.
    init?(value: JSONValue, lineNumber: Int) {
        guard case .object(let members) = value,
              let first = members.first, first.key == "index",
              case .number(let text) = first.value, let index = Int(text), index >= 0 else { return nil }
        var name: String?
        for member in members where member.key == "name" {
            switch member.value {
            case .string(let text): name = text
            case .null: name = nil
            default: return nil
            }
        }
        self.index = index
        self.name = name
        self.members = members
        self.lineNumber = lineNumber
    }
}
