import StarUnicode

/// Batch entries from an input read in pieces: JSON (an array of objects)
/// or CSV (a header row, then one badge per row), told apart by the first
/// byte that is not whitespace or a byte order mark, or a `.json` name.
/// Memory holds the entry being read, not the input: `feed` hands out each
/// entry as soon as it is complete. The errors are those of the input as a
/// whole (a syntax error, no header, too many entries); a problem of one
/// entry is marked in that entry (`BatchEntry.problemKey`).
struct BatchInputReader {
    private enum Format {
        /// Not known yet: the bytes so far are all whitespace or byte order mark.
        case undecided([UInt8])
        case json(JSONArrayReader)
        case csv(CSVParser, header: [OptionValues.EntryKey]?)
    }

    let source: String
    /// The delimiter, decimal commas and column names of the file.
    let layout: BatchInputFormat
    /// Keys a CSV entry keeps, nil for all: a survey of the input reads only
    /// the columns it looks at, and does not judge their texts (an entry's
    /// problem is its own, met when it is rendered).
    let surveyed: Set<OptionName>?
    private var format = Format.undecided([])
    /// Which columns of the header an entry keeps (all but when surveying).
    private var keptColumns: [Bool] = []
    /// Entries handed out so far.
    private(set) var count = 0

    /// - Parameter surveyed: when given, the only options a CSV entry keeps
    ///   (with every key that names no option batch sets: fields, the name).
    init(source: String, layout: BatchInputFormat = BatchInputFormat(), surveyed: Set<OptionName>? = nil) {
        self.source = source
        self.layout = layout
        self.surveyed = surveyed
    }

    /// Reads the next piece of input, appending each completed entry.
    mutating func feed(_ bytes: ArraySlice<UInt8>, into entries: inout [BatchEntry]) throws(BatchInputError) {
        if case .undecided(var prefix) = format {
            prefix.append(contentsOf: bytes)
            guard let first = prefix.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
                  isJSON(first) || layout.delimiter != nil || headerLine(of: prefix) != nil else {
                format = .undecided(prefix)
                return
            }
            decide(first, prefix: prefix)
            try read(prefix[...], into: &entries)
            return
        }
        try read(bytes, into: &entries)
    }

    /// Ends the input: completes the last entry and checks the input as a whole.
    mutating func finish(into entries: inout [BatchEntry]) throws(BatchInputError) {
        if case .undecided(let prefix) = format {
            decide(prefix.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }), prefix: prefix)
            try read(prefix[...], into: &entries)
        }
        switch format {
        case .undecided:
            break
        case .json(var reader):
            var elements: [JSONValue] = []
            do { try reader.finish(into: &elements) } catch { throw jsonError(error) }
            format = .json(reader)
            append(elements, to: &entries)
        case .csv(var parser, let header):
            var records: [CSVParser.Record] = []
            do { try parser.finish(into: &records) } catch {
                throw BatchInputError(message: "\(Echo.value(source)): invalid CSV at \(error)")
            }
            format = .csv(parser, header: header)
            try append(records, to: &entries)
            guard case .csv(_, .some) = format else {
                throw BatchInputError(message: "\(Echo.value(source)): empty input; expected a header row such as 'name,rating'")
            }
        }
        guard count <= BatchInput.maxEntries else {
            throw BatchInputError(message: "\(Echo.value(source)): \(count) entries, more than the limit of \(BatchInput.maxEntries)")
        }
    }

    private func isJSON(_ first: UInt8?) -> Bool {
        first == UInt8(ascii: "[") || first == UInt8(ascii: "{") || source.lowercased().hasSuffix(".json")
    }

    /// The first line that holds more than white space (the header), once it is complete.
    private func headerLine(of prefix: [UInt8]) -> ArraySlice<UInt8>? {
        var start = 0
        while let end = prefix[start...].firstIndex(of: 0x0A) {
            let line = prefix[start..<end]
            if line.contains(where: { ![0x20, 0x09, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) { return line }
            start = end + 1
        }
        return nil
    }

    private mutating func decide(_ first: UInt8?, prefix: [UInt8]) {
        if isJSON(first) {
            format = .json(JSONArrayReader())
        } else {
            let delimiter = layout.delimiter ?? BatchInputFormat.detectDelimiter(inHeader: headerLine(of: prefix) ?? prefix[...])
            format = .csv(CSVParser(delimiter: delimiter), header: nil)
        }
    }

    private mutating func read(_ bytes: ArraySlice<UInt8>, into entries: inout [BatchEntry]) throws(BatchInputError) {
        switch format {
        case .undecided:
            break
        case .json(var reader):
            format = .undecided([])  // the reader is not shared while it changes
            var elements: [JSONValue] = []
            do { try reader.feed(bytes, into: &elements) } catch { throw jsonError(error) }
            format = .json(reader)
            append(elements, to: &entries)
        case .csv(var parser, let header):
            format = .undecided([])
            var records: [CSVParser.Record] = []
            do { try parser.feed(bytes, into: &records) } catch {
                throw BatchInputError(message: "\(Echo.value(source)): invalid CSV at \(error)")
            }
            format = .csv(parser, header: header)
            try append(records, to: &entries)
        }
    }

    private mutating func append(_ elements: [JSONValue], to entries: inout [BatchEntry]) {
        for element in elements {
            entries.append(BatchInput.entry(json: element, index: count, layout: layout))
            count += 1
        }
    }

    private mutating func append(_ records: [CSVParser.Record], to entries: inout [BatchEntry]) throws(BatchInputError) {
        guard case .csv(let parser, var header) = format else { return }
        for record in records {
            guard let names = header else {
                if let problem = record.problem {
                    throw BatchInputError(message: "\(Echo.value(source)): line \(record.line): the header row is malformed: \(problem)")
                }
                let columns = record.fields.map { $0.trimmingWhitespace() }
                try checkHeader(columns, line: record.line, delimiter: parser.delimiter)
                let keys = columns.map { OptionValues.EntryKey(layout.field(forColumn: $0)) }
                header = keys
                keptColumns = keys.map(keeps)
                continue
            }
            entries.append(BatchInput.entry(csv: record, names: names, index: count, layout: layout,
                                            kept: surveyed == nil ? nil : keptColumns))
            count += 1
        }
        format = .csv(parser, header: header)
    }

    /// Whether an entry keeps the column of `key`.
    private func keeps(_ key: OptionValues.EntryKey) -> Bool {
        guard let surveyed, case .option(let name) = key, BatchSettings.fields[name] != nil else { return true }
        return surveyed.contains(name)
    }

    /// A header must name each column once, and have the columns every
    /// entry needs: one message for the file, not one per row.
    private func checkHeader(_ columns: [String], line: Int, delimiter: UInt8) throws(BatchInputError) {
        var seen = Set<String>()
        for name in columns where !name.isEmpty && !seen.insert(name).inserted {
            throw BatchInputError(message: "\(Echo.value(source)): line \(line): the header names the column '\(Echo.value(name))' twice")
        }
        for (field, column) in layout.columns.sorted(by: { $0.key < $1.key }) where !seen.contains(column) {
            throw BatchInputError(message: "\(Echo.value(source)): line \(line): --columns maps \(field) to the column "
                                  + "'\(Echo.value(column))', which the header does not have (it has \(Self.shown(columns)))")
        }
        let fields = Set(columns.map(layout.field(forColumn:)))
        let missing = ["name", "rating"].filter { !fields.contains($0) }
        guard missing.isEmpty else {
            let mappings = missing.compactMap { field in
                BatchFields.synonyms.first { $0.value == field && seen.contains($0.key) }.map { "\(field)=\($0.key)" }
            }
            let advice = mappings.isEmpty ? "the first row of a CSV names the columns, e.g. 'name,rating,label'"
                : "add --columns \(mappings.joined(separator: ",")) to use them"
            let single = columns.count == 1 && delimiter == UInt8(ascii: ",")
                && columns[0].contains(where: { $0 == ";" || $0 == "\t" })
            let split = single ? " (the header is one column holding ';' or tabs: give --delimiter ';' or tab)" : ""
            throw BatchInputError(message: "\(Echo.value(source)): line \(line): the header has no \(missing.map { "'\($0)'" }.joined(separator: " or ")) "
                                  + "column (it has \(Self.shown(columns)))\(split); \(advice)")
        }
    }

    /// The first columns of a header, each cut with "…" past 30 characters.
    private static func shown(_ columns: [String]) -> String {
        columns.prefix(6).map { "'\(Echo.value($0.count > 30 ? String($0.prefix(30)) + "…" : $0))'" }.joined(separator: ", ")
            + (columns.count > 6 ? ", …" : "")
    }

    private func jsonError(_ error: JSONArrayReader.ReadError) -> BatchInputError {
        switch error {
        case .syntax(let syntax): return BatchInputError(message: "\(Echo.value(source)): invalid JSON at \(syntax)")
        case .notArray: return BatchInputError(message: "\(Echo.value(source)): expected a JSON array of objects, one per badge")
        }
    }
}
