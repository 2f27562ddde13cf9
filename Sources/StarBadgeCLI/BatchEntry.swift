/// One badge to make in a batch: where it came from (for messages) and its
/// option values by long name, as written in the input.
struct BatchEntry: Sendable {
    /// 0-based position in the input.
    let index: Int
    /// "entry 3" (JSON) or "line 7" (CSV), for messages.
    let location: String
    let values: [String: String]
}

/// Why a batch input as a whole could not be read.
struct BatchInputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Reads batch entries from JSON (an array of objects) or CSV (a header row,
/// then one badge per row).
enum BatchInput {
    /// Most entries in one batch (beyond it memory would grow without bound).
    static let maxEntries = 1_000_000

    static func entries(from bytes: [UInt8], source: String) throws(BatchInputError) -> [BatchEntry] {
        let first = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") || source.lowercased().hasSuffix(".json") {
            return try json(bytes, source: source)
        }
        return try csv(bytes, source: source)
    }

    private static func json(_ bytes: [UInt8], source: String) throws(BatchInputError) -> [BatchEntry] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw BatchInputError(message: "\(source): invalid JSON at \(error)")
        }
        guard case .array(let items) = document else {
            throw BatchInputError(message: "\(source): expected a JSON array of objects, one per badge")
        }
        guard items.count <= maxEntries else {
            throw BatchInputError(message: "\(source): \(items.count) entries, more than the limit of \(maxEntries)")
        }
        return items.enumerated().map { index, item in
            var values: [String: String] = [:]
            var problems: [String] = []
            if case .object(let members) = item {
                for (key, value) in members {
                    if let text = value.scalarText { values[key] = text } else if value != .null {
                        problems.append("'\(key)' must be a string or number")
                    }
                }
            } else {
                problems.append("expected an object")
            }
            if let problem = problems.first { values[BatchEntry.problemKey] = problem }
            return BatchEntry(index: index, location: "entry \(index + 1)", values: values)
        }
    }

    private static func csv(_ bytes: [UInt8], source: String) throws(BatchInputError) -> [BatchEntry] {
        let records: [CSVParser.Record]
        do {
            records = try CSVParser.parse(bytes)
        } catch {
            throw BatchInputError(message: "\(source): invalid CSV at \(error)")
        }
        guard let header = records.first else {
            throw BatchInputError(message: "\(source): empty input; expected a header row such as 'name,rating'")
        }
        let names = header.fields.map { $0.trimmingCharacters() }
        guard records.count - 1 <= maxEntries else {
            throw BatchInputError(message: "\(source): \(records.count - 1) entries, more than the limit of \(maxEntries)")
        }
        return records.dropFirst().enumerated().map { offset, record in
            var values: [String: String] = [:]
            for (name, field) in zip(names, record.fields) where !field.isEmpty { values[name] = field }
            if record.fields.count != names.count {
                values[BatchEntry.problemKey] = "\(record.fields.count) fields, but the header has \(names.count)"
            }
            return BatchEntry(index: offset, location: "line \(record.line)", values: values)
        }
    }
}

extension BatchEntry {
    /// A value key no option can have: marks an entry that was malformed in the input.
    static let problemKey = "\u{0}problem"
}
