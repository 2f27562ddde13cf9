
/// RFC 4180 CSV: fields separated by a delimiter (a comma, or the `;` or
/// tab of spreadsheet exports), double-quoted fields may hold delimiters,
/// quotes (doubled) and line breaks; CRLF or LF line ends. A record with a
/// stray quote (in an unquoted field, or text after a closing quote) is
/// handed out alone with its problem, and reading goes on at the next line.
///
/// Incremental: `feed` takes the input in pieces of any size (a record may
/// span pieces) and hands out each record once it is complete; `finish`
/// ends the input. Memory holds one record, whatever the input's length.
struct CSVParser {
    /// One record with the line it starts on (1-based).
    struct Record: Equatable {
        let line: Int
        let fields: [String]
        /// Why the record could not be read (its fields are then those read before the problem).
        var problem: String? = nil
    }

    /// Where the parser is between two bytes.
    private enum State {
        /// Before any byte: a UTF-8 byte order mark may follow.
        case start
        case unquoted
        case quoted
        /// A quote inside a quoted field: a second quote makes it literal,
        /// anything else closes the field.
        case quoteInQuoted
        /// A CR ended a record; an LF right after it belongs to that end.
        case afterCR
        /// The record is malformed: the rest of its line is skipped.
        case skippingLine
    }

    private var state = State.start
    private var bom: [UInt8] = []
    private var fields: [String] = []
    private var field: [UInt8] = []
    private var fieldStarted = false
    private var line = 1, recordLine = 1
    private var problem: String?
    /// The byte between fields.
    let delimiter: UInt8

    init(delimiter: UInt8 = UInt8(ascii: ",")) {
        self.delimiter = delimiter
    }

    /// The whole document at once.
    static func parse(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) throws(CSVParser.SyntaxError) -> [Record] {
        var parser = CSVParser(delimiter: delimiter)
        var records: [Record] = []
        try parser.feed(bytes[...], into: &records)
        try parser.finish(into: &records)
        return records
    }

    /// Parses the next piece of input, appending each completed record.
    mutating func feed(_ bytes: ArraySlice<UInt8>, into records: inout [Record]) throws(CSVParser.SyntaxError) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if case .unquoted = state {
                // A run of plain bytes in an unquoted field is one append, not a step per byte.
                let end = plainRun(in: bytes, from: index)
                if end > index {
                    field.append(contentsOf: bytes[index..<end])
                    fieldStarted = true
                    index = end
                    continue
                }
            }
            try consume(bytes[index], into: &records)
            index += 1
        }
    }

    /// Where the bytes from `start` stop being plain text of an unquoted
    /// field (a delimiter, a line end or a quote), or the end.
    private func plainRun(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        let delimiter = delimiter
        return bytes.withUnsafeBufferPointer { buffer in
            let base = bytes.startIndex
            var index = start - base
            while index < buffer.count {
                let byte = buffer[index]
                if byte == delimiter || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "\"") { break }
                index += 1
            }
            return base + index
        }
    }

    /// Ends the input: the last record needs no line end.
    mutating func finish(into records: inout [Record]) throws(CSVParser.SyntaxError) {
        if case .start = state {
            // Fewer than three bytes, all possibly a byte order mark's start: they are text.
            let pending = bom
            bom = []
            state = .unquoted
            for byte in pending { try consume(byte, into: &records) }
        }
        if case .quoted = state { throw CSVParser.SyntaxError(message: "a quoted field is not closed", line: recordLine) }
        if case .skippingLine = state {
            finishRecord(into: &records)
        } else if !field.isEmpty || !fields.isEmpty || fieldStarted {
            try finishField()
            finishRecord(into: &records)
        }
        state = .unquoted
    }

    private mutating func consume(_ byte: UInt8, into records: inout [Record]) throws(CSVParser.SyntaxError) {
        switch state {
        case .start:
            let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
            bom.append(byte)
            if bom == mark { bom = []; state = .unquoted; return }
            if mark.starts(with: bom) { return }
            let pending = bom
            bom = []
            state = .unquoted
            for byte in pending { try consume(byte, into: &records) }
        case .quoted:
            if byte == UInt8(ascii: "\"") {
                state = .quoteInQuoted
            } else {
                if byte == 0x0A { line += 1 }
                field.append(byte)
            }
        case .quoteInQuoted:
            if byte == UInt8(ascii: "\"") {
                field.append(byte)
                state = .quoted
                return
            }
            guard byte == delimiter || byte == 0x0A || byte == 0x0D else {
                malformed("text after a closing quote (double a quote inside a quoted field)", into: &records)
                return
            }
            state = .unquoted
            try consume(byte, into: &records)
        case .skippingLine:
            guard byte == 0x0A || byte == 0x0D else { return }
            state = .unquoted
            try consume(byte, into: &records)
        case .afterCR:
            state = .unquoted
            if byte != 0x0A { try consume(byte, into: &records) }
        case .unquoted:
            switch byte {
            case delimiter:
                try finishField()
            case 0x0A, 0x0D:
                try finishField()
                finishRecord(into: &records)
                line += 1
                recordLine = line
                if byte == 0x0D { state = .afterCR }
            case UInt8(ascii: "\""):
                guard !fieldStarted, field.isEmpty else {
                    malformed("a quote inside an unquoted field (quote the whole field, doubling the quotes in it)", into: &records)
                    return
                }
                state = .quoted
                fieldStarted = true
            default:
                field.append(byte)
                fieldStarted = true
            }
        }
    }

    /// Marks the record malformed and skips the rest of its line.
    private mutating func malformed(_ reason: String, into records: inout [Record]) {
        problem = reason
        field.removeAll(keepingCapacity: true)
        fieldStarted = false
        state = .skippingLine
    }

    private mutating func finishField() throws(CSVParser.SyntaxError) {
        // ASCII is valid UTF-8 as it is: most fields need no validation.
        let isASCII = field.withUnsafeBufferPointer { bytes in bytes.allSatisfy { $0 < 0x80 } }
        guard let text = isASCII ? String(decoding: field, as: UTF8.self) : String(validating: field, as: UTF8.self) else {
            throw CSVParser.SyntaxError(message: "a field is not valid UTF-8 (save the file as \"CSV UTF-8\")", line: line)
        }
        fields.append(text)
        field.removeAll(keepingCapacity: true)
        fieldStarted = false
    }

    private mutating func finishRecord(into records: inout [Record]) {
        // A blank line is no record.
        if let problem {
            records.append(Record(line: recordLine, fields: fields, problem: problem))
        } else if !(fields.count == 1 && fields[0].isEmpty) {
            records.append(Record(line: recordLine, fields: fields))
        }
        // The record keeps its fields; the next one's start with room for as many.
        let width = fields.count
        fields = []
        fields.reserveCapacity(width)
        problem = nil
    }
}

extension CSVParser {
    /// Why a CSV document could not be read.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let message: String
        let line: Int
        var description: String { "line \(line): \(message)" }
    }
}
