import StarUnicode

/// Reads batch entries from JSON (an array of objects) or CSV (a header row,
/// then one badge per row).
enum BatchInput {
    /// Most entries in one batch (beyond it memory would grow without bound).
    static let maxEntries = 1_000_000

    /// Every entry of a whole input in memory (the command streams it with `BatchInputReader`).
    static func entries(from bytes: [UInt8], source: String,
                        layout: BatchInputFormat = BatchInputFormat()) throws(BatchInputError) -> [BatchEntry] {
        var reader = BatchInputReader(source: source, layout: layout)
        var entries: [BatchEntry] = []
        try reader.feed(bytes[...], into: &entries)
        try reader.finish(into: &entries)
        return entries
    }

    /// The entry for the `index`th element of a JSON array.
    static func entry(json item: JSONValue, index: Int, layout: BatchInputFormat = BatchInputFormat()) -> BatchEntry {
        var values = OptionValues()
        var problems: [String] = []
        if case .object(let members) = item {
            var seen = Set<String>()
            for (key, _) in members where !seen.insert(key).inserted {
                problems.append("the key '\(Echo.value(key))' appears twice")
            }
            for (column, value) in members {
                let key = layout.field(forColumn: column)
                switch BatchInput.texts(of: value, key: key) {
                case .success(let texts):
                    if !texts.isEmpty { values.set(key: key, layout.decimalComma ? texts.map { numeric(key) ? BatchInputFormat.decimalPoint($0) : $0 } : texts) }
                case .failure(let problem): problems.append(problem.message)
                }
            }
        } else {
            problems.append("expected an object")
        }
        if let problem = problems.first { values[key: BatchEntry.problemKey] = problem }
        return BatchEntry(index: index, place: .entry(index + 1), values: values)
    }

    /// Whether the field `key` holds a number (the rating, the count, a numeric option).
    static func numeric(_ key: String) -> Bool {
        guard key != "rating", key != "count" else { return true }
        switch BatchFields.option(key)?.kind {
        case .number?, .wholeNumber?: return true
        default: return false
        }
    }

    /// Why a JSON value cannot be an entry's field.
    struct FieldProblem: Error { let message: String }

    /// A JSON value as a field's texts: one for a string, number or
    /// boolean; for an option that may be given several times (`font`),
    /// also one per string of an array. None for null. Each text passes
    /// `TextRules.field` (a name `TextRules.name`).
    static func texts(of value: JSONValue, key: String) -> Result<[String], FieldProblem> {
        if let text = value.scalarText {
            if let problem = problem(of: text, key: key) { return .failure(problem) }
            return .success([text])
        }
        if value == .null { return .success([]) }
        let repeatable = BatchFields.option(key)?.isRepeatable ?? false
        if repeatable, case .array(let items) = value, !items.isEmpty {
            let texts = items.compactMap(\.scalarText)
            if let problem = texts.lazy.compactMap({ problem(of: $0, key: key) }).first { return .failure(problem) }
            if texts.count == items.count { return .success(texts) }
        }
        return .failure(FieldProblem(message: repeatable ? "'\(Echo.value(key))' must be a string or a non-empty array of strings"
                                                         : "'\(Echo.value(key))' must be a string or number"))
    }

    /// Why a field's text cannot be used: a code point no output can hold
    /// (or a line break in a name), with its position; nil when it can.
    static func problem(of text: String, key: String) -> FieldProblem? {
        do { try (key == "name" ? TextRules.name : TextRules.field).check(text) } catch {
            return FieldProblem(message: "invalid value '\(Echo.value(text))' for '\(Echo.value(key))': \(error)")
        }
        return nil
    }

    /// The entry for a CSV record under the header `names` (its columns'
    /// keys, each told apart once when the header was read).
    /// - Parameter kept: which columns the entry keeps (a survey's), nil
    ///   for all; a survey's entry carries no problem of its texts.
    static func entry(csv record: CSVParser.Record, names: [OptionValues.EntryKey], index: Int,
                      layout: BatchInputFormat = BatchInputFormat(), kept: [Bool]? = nil) -> BatchEntry {
        var values = OptionValues(capacity: names.count)
        for (column, (name, field)) in zip(names, record.fields).enumerated() where !field.isEmpty && kept?[column] != false {
            values[key: name] = layout.decimalComma && numeric(name.text) ? BatchInputFormat.decimalPoint(field) : field
        }
        if kept != nil {
            return BatchEntry(index: index, place: .line(record.line), values: values)
        }
        if let problem = record.problem {
            values[key: BatchEntry.problemKey] = "a malformed CSV row: \(problem)"
        } else if record.fields.count != names.count {
            values[key: BatchEntry.problemKey] = "\(record.fields.count) fields, but the header has \(names.count)"
        } else if let problem = zip(names, record.fields).lazy.compactMap({ problem(of: $1, key: $0.text) }).first {
            values[key: BatchEntry.problemKey] = problem.message
        }
        return BatchEntry(index: index, place: .line(record.line), values: values)
    }
}

/// Why a batch input as a whole could not be read.
struct BatchInputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
