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
        case csv(CSVParser, header: [String]?)
    }

    let source: String
    private var format = Format.undecided([])
    /// Entries handed out so far.
    private(set) var count = 0

    init(source: String) {
        self.source = source
    }

    /// Reads the next piece of input, appending each completed entry.
    mutating func feed(_ bytes: ArraySlice<UInt8>, into entries: inout [BatchEntry]) throws(BatchInputError) {
        if case .undecided(var prefix) = format {
            prefix.append(contentsOf: bytes)
            guard let first = prefix.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else {
                format = .undecided(prefix)
                return
            }
            decide(first)
            try read(prefix[...], into: &entries)
            return
        }
        try read(bytes, into: &entries)
    }

    /// Ends the input: completes the last entry and checks the input as a whole.
    mutating func finish(into entries: inout [BatchEntry]) throws(BatchInputError) {
        if case .undecided(let prefix) = format {
            decide(nil)
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

    private mutating func decide(_ first: UInt8?) {
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") || source.lowercased().hasSuffix(".json") {
            format = .json(JSONArrayReader())
        } else {
            format = .csv(CSVParser(), header: nil)
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
            entries.append(BatchInput.entry(json: element, index: count))
            count += 1
        }
    }

    private mutating func append(_ records: [CSVParser.Record], to entries: inout [BatchEntry]) throws(BatchInputError) {
        guard case .csv(let parser, var header) = format else { return }
        for record in records {
            guard let names = header else {
                let names = record.fields.map { $0.trimmingWhitespace() }
                try checkHeader(names, line: record.line)
                header = names
                continue
            }
            entries.append(BatchInput.entry(csv: record, names: names, index: count))
            count += 1
        }
        format = .csv(parser, header: header)
    }

    /// A header must name each column once, and have the columns every
    /// entry needs: one message for the file, not one per row.
    private func checkHeader(_ names: [String], line: Int) throws(BatchInputError) {
        var seen = Set<String>()
        for name in names where !name.isEmpty && !seen.insert(name).inserted {
            throw BatchInputError(message: "\(Echo.value(source)): line \(line): the header names the column '\(Echo.value(name))' twice")
        }
        let missing = ["name", "rating"].filter { !seen.contains($0) }
        guard missing.isEmpty else {
            let shown = names.prefix(6).map { "'\(Echo.value(String($0.prefix(30))))'" }.joined(separator: ", ") + (names.count > 6 ? ", …" : "")
            throw BatchInputError(message: "\(Echo.value(source)): line \(line): the header has no \(missing.map { "'\($0)'" }.joined(separator: " or ")) "
                                  + "column (it has \(shown)); the first row of a CSV names the columns, e.g. 'name,rating,label'")
        }
    }

    private func jsonError(_ error: JSONArrayError) -> BatchInputError {
        switch error {
        case .syntax(let syntax): return BatchInputError(message: "\(Echo.value(source)): invalid JSON at \(syntax)")
        case .notArray: return BatchInputError(message: "\(Echo.value(source)): expected a JSON array of objects, one per badge")
        }
    }
}
