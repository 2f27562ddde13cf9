/// Why a CSV document could not be read.
struct CSVSyntaxError: Error, Equatable, CustomStringConvertible {
    let message: String
    let line: Int
    var description: String { "line \(line): \(message)" }
}

/// RFC 4180 CSV: comma-separated fields, double-quoted fields may hold
/// commas, quotes (doubled) and line breaks; CRLF or LF line ends.
enum CSVParser {
    /// One record with the line it starts on (1-based).
    struct Record: Equatable {
        let line: Int
        let fields: [String]
    }

    static func parse(_ bytes: [UInt8]) throws(CSVSyntaxError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1, recordLine = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var quoted = false, fieldStarted = false

        func finishField() throws(CSVSyntaxError) {
            guard let text = String(validating: field, as: UTF8.self) else {
                throw CSVSyntaxError(message: "a field is not valid UTF-8", line: line)
            }
            fields.append(text)
            field.removeAll(keepingCapacity: true)
            fieldStarted = false
        }
        func finishRecord() {
            // A blank line is no record.
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(Record(line: recordLine, fields: fields)) }
            fields.removeAll()
        }

        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                        if index < bytes.count, ![UInt8(ascii: ","), 0x0A, 0x0D].contains(bytes[index]) {
                            throw CSVSyntaxError(message: "text after a closing quote (double a quote inside a quoted field)", line: line)
                        }
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                try finishField()
            case 0x0D where index < bytes.count && bytes[index] == 0x0A:
                continue
            case 0x0A, 0x0D:
                try finishField()
                finishRecord()
                line += 1
                recordLine = line
            case UInt8(ascii: "\""):
                guard !fieldStarted, field.isEmpty else {
                    throw CSVSyntaxError(message: "a quote inside an unquoted field (quote the whole field)", line: line)
                }
                quoted = true
                fieldStarted = true
            default:
                field.append(byte)
                fieldStarted = true
            }
        }
        if quoted { throw CSVSyntaxError(message: "a quoted field is not closed", line: recordLine) }
        if !field.isEmpty || !fields.isEmpty || fieldStarted {
            try finishField()
            finishRecord()
        }
        return records
    }
}
