/// The members of one item of a shard manifest, read by name for `manifest
/// merge`: each problem is bad data (exit 65) naming the file, the line,
/// the entry and the field.
struct ManifestFields {
    let members: [(key: String, value: JSONValue)]
    /// Where the item is, for messages: "m.json: line 4: the entry 'a' (index 0)".
    let place: String
    /// The path of these members inside the item ("" at the top, "variants[1]." in a list).
    private let prefix: String

    init(members: [(key: String, value: JSONValue)], place: String, prefix: String = "") {
        self.members = members
        self.place = place
        self.prefix = prefix
    }

    /// Bad data naming the field `key` (nil: the item as a whole).
    func error(_ key: String?, _ reason: String) -> CLIError {
        .badData("\(place): " + (key.map { "its \"\(prefix)\($0)\" " } ?? "its line ") + reason)
    }

    /// The first member named `key`.
    func value(_ key: String) -> JSONValue? {
        members.first(where: { $0.key == key })?.value
    }

    func has(_ key: String) -> Bool { value(key) != nil }

    func string(_ key: String) throws(CLIError) -> String {
        guard case .string(let text)? = value(key) else { throw error(key, "is missing or not a string") }
        return text
    }

    func bool(_ key: String) throws(CLIError) -> Bool {
        guard case .bool(let flag)? = value(key) else { throw error(key, "is missing or not true or false") }
        return flag
    }

    /// A whole number ≥ `minimum`, written as `batch` writes one.
    func integer(_ key: String, minimum: Int) throws(CLIError) -> Int {
        guard case .number(let text)? = value(key), let number = Int(text), String(number) == text, number >= minimum else {
            throw error(key, "is missing or not a whole number of at least \(minimum)")
        }
        return number
    }

    /// The objects of the list `key` (none when it is missing).
    func objects(_ key: String) throws(CLIError) -> [ManifestFields] {
        guard let list = value(key) else { return [] }
        guard case .array(let items) = list else { throw error(key, "is not a list") }
        var objects: [ManifestFields] = []
        for (position, item) in items.enumerated() {
            guard case .object(let members) = item else { throw error("\(key)[\(position)]", "is not an object") }
            objects.append(ManifestFields(members: members, place: place, prefix: "\(prefix)\(key)[\(position)]."))
        }
        return objects
    }

    /// The strings of the list `key` (none when it is missing).
    func strings(_ key: String) throws(CLIError) -> [String] {
        guard let list = value(key) else { return [] }
        guard case .array(let items) = list else { throw error(key, "is not a list") }
        var strings: [String] = []
        for (position, item) in items.enumerated() {
            guard case .string(let text) = item else { throw error("\(key)[\(position)]", "is not a string") }
            strings.append(text)
        }
        return strings
    }

    /// How these members differ from `rebuilt` (the item as `batch` writes
    /// it), compared as JSON values whatever their layout (numbers by value,
    /// strings as decoded): the first field whose value differs (its key),
    /// a field out of place or missing; nil when they are the same.
    func firstDifference(from rebuilt: String) -> (key: String?, reason: String)? {
        guard case .object(let expected)? = try? JSONParser.parse(Array(rebuilt.utf8)) else {
            return (nil, "cannot be made again by batch")
        }
        for (position, member) in members.enumerated() {
            guard position < expected.count, expected[position].key == member.key else {
                return (member.key, "is a field batch does not write there")
            }
            if !Self.same(expected[position].value, member.value) {
                return (member.key, "is not what batch writes from the other fields (was the file changed after batch wrote it?)")
            }
        }
        if members.count < expected.count { return (expected[members.count].key, "is missing") }
        return nil
    }

    /// Whether two JSON values are equal as values: numbers by what they
    /// denote (`4.50` is `4.5`), members in order.
    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y || (Double(x).map { $0 == Double(y) } ?? false)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(same)
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
        default: return a == b
        }
    }
}
