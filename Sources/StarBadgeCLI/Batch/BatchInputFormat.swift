import StarUnicode

/// How a batch reads a spreadsheet's export as it is: its delimiter (`,`,
/// or the `;` and tab of other locales' exports; detected from the header
/// line unless given), decimal commas (`4,5`), and which of its columns are
/// the fields batch knows (`--columns name=sku,count=reviews`).
struct BatchInputFormat: Sendable, Equatable {
    /// The byte between fields; nil: the one the header line uses most of `,`, `;` and tab.
    var delimiter: UInt8? = nil
    /// Numbers written with a decimal comma (`4,5`): read as `4.5`.
    var decimalComma = false
    /// The file's column (or JSON key) for a field batch knows, by the field's name.
    var columns: [String: String] = [:]

    static let delimiters: [(name: String, byte: UInt8)] = [(",", UInt8(ascii: ",")), (";", UInt8(ascii: ";")),
                                                            ("tab", 0x09)]

    /// `--delimiter`, `--decimal-comma` and `--columns`.
    static func read(_ read: ValueReader) throws(CLIError) -> BatchInputFormat {
        var format = BatchInputFormat()
        if let text = read.string(.delimiter) {
            let wanted = text == "\t" || text == "\\t" ? "tab" : text.trimmingWhitespace().lowercased()
            guard let match = delimiters.first(where: { $0.name == wanted }) else {
                throw read.invalid(.delimiter, text, "expected one of , ; tab")
            }
            format.delimiter = match.byte
        }
        format.decimalComma = read.flag(.decimalComma)
        if let text = read.string(.columns) {
            for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace() }
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    throw read.invalid(.columns, text, "write FIELD=COLUMN pairs separated by commas, e.g. name=sku,count=reviews")
                }
                guard BatchSettings.entryKeys.contains(parts[0]) || BatchFields.isOption(parts[0]) else {
                    throw read.invalid(.columns, text, "'\(Echo.value(parts[0]))' is no field batch knows (name, rating, count, link "
                                       + "or a style option)")
                }
                guard format.columns[parts[0]] == nil else { throw read.invalid(.columns, text, "'\(Echo.value(parts[0]))' is given twice") }
                format.columns[parts[0]] = parts[1]
            }
        }
        return format
    }

    /// The field a column (or key) of the file stands for.
    func field(forColumn column: String) -> String {
        columns.first(where: { $0.value == column })?.key ?? column
    }

    /// The delimiter of a header line: the one of `,`, `;` and tab it holds
    /// most of outside quotes (`,` when it holds none).
    static func detectDelimiter(inHeader line: ArraySlice<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [:], quoted = false
        for byte in line {
            if byte == UInt8(ascii: "\"") { quoted.toggle() } else if !quoted, delimiters.contains(where: { $0.byte == byte }) {
                counts[byte, default: 0] += 1
            }
        }
        // A comma unless another delimiter is more frequent.
        return delimiters.map(\.byte).reduce(UInt8(ascii: ",")) { counts[$1, default: 0] > counts[$0, default: 0] ? $1 : $0 }
    }

    /// `text` with a decimal comma read as a point (`4,5` → `4.5`), when it
    /// is a number written so; anything else as it is.
    static func decimalPoint(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: ",")) else { return text }
        let trimmed = text.trimmingWhitespace()
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].allSatisfy(\.isASCIIDigit),
              !parts[0].isEmpty, parts[0].drop(while: { $0 == "-" }).allSatisfy(\.isASCIIDigit), parts[0].drop(while: { $0 == "-" }).count > 0
        else { return text }
        return parts[0] + "." + parts[1]
    }

    /// Whether `text` looks like a number with a decimal comma.
    static func looksDecimalComma(_ text: String) -> Bool { decimalPoint(text) != text }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
