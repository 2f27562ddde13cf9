import Testing
@testable import StarBadgeCLI

/// RFC 4180 CSV as the batch command reads it.
@Suite("CSV parser")
struct CSVParserTests {
    typealias Record = CSVParser.Record

    static func parse(_ text: String) throws -> [Record] { try CSVParser.parse(Array(text.utf8)) }

    static func fields(_ text: String) throws -> [[String]] { try parse(text).map(\.fields) }

    @Test("records and the line each starts on", arguments: [
        ("name,rating\na,1\n", [Record(line: 1, fields: ["name", "rating"]), Record(line: 2, fields: ["a", "1"])]),
        ("name,rating\na,1", [Record(line: 1, fields: ["name", "rating"]), Record(line: 2, fields: ["a", "1"])]),
        ("name,rating\r\na,1\r\n", [Record(line: 1, fields: ["name", "rating"]), Record(line: 2, fields: ["a", "1"])]),
        ("name,rating\ra,1\r", [Record(line: 1, fields: ["name", "rating"]), Record(line: 2, fields: ["a", "1"])]),
        ("\u{FEFF}name,rating\na,1\n", [Record(line: 1, fields: ["name", "rating"]), Record(line: 2, fields: ["a", "1"])]),
        ("\n\nname\n\n\na\n\n", [Record(line: 3, fields: ["name"]), Record(line: 6, fields: ["a"])]),
        ("a\r\n\r\nb\r\n", [Record(line: 1, fields: ["a"]), Record(line: 3, fields: ["b"])]),
        ("", []),
        ("\n", []),
    ])
    func records(text: String, expected: [Record]) throws {
        #expect(try Self.parse(text) == expected)
    }

    @Test("quoted fields hold commas, doubled quotes and line breaks", arguments: [
        (#""a,b",c"#, [["a,b", "c"]]),
        (#""say ""hi""",x"#, [[#"say "hi""#, "x"]]),
        (#""""","""#, [[#"""#, ""]]),
        ("\"two\nlines\",x\nnext,y", [["two\nlines", "x"], ["next", "y"]]),
        ("\"crlf\r\ninside\",x\r\n", [["crlf\r\ninside", "x"]]),
        (#""",x"#, [["", "x"]]),
        ("a,\"\"\n", [["a", ""]]),
        ("\"é ünï 星\",2", [["é ünï 星", "2"]]),
    ])
    func quoted(text: String, expected: [[String]]) throws {
        #expect(try Self.fields(text) == expected)
    }

    @Test("empty fields, trailing commas and spaces are kept as written", arguments: [
        ("a,,b", [["a", "", "b"]]),
        ("a,", [["a", ""]]),
        (",", [["", ""]]),
        (" a , b ", [[" a ", " b "]]),
        ("a,b\nc", [["a", "b"], ["c"]]),
        ("a\nb,c,d\n", [["a"], ["b", "c", "d"]]),
    ])
    func unquoted(text: String, expected: [[String]]) throws {
        #expect(try Self.fields(text) == expected)
    }

    @Test("a line break inside quotes moves the line count on for later records")
    func linesAfterMultilineField() throws {
        let records = try Self.parse("name,note\na,\"one\ntwo\nthree\"\nb,x\n")
        #expect(records.map(\.line) == [1, 2, 5])
    }

    @Test("a quoted field never closed is an error naming the line", arguments: [
        ("name,rating\na,\"unclosed\n", 2, "not closed"),
        ("name,rating\na,1\nb,\"open\nstill open\nand more", 3, "not closed"),
    ])
    func malformed(text: String, line: Int, message: String) {
        #expect {
            try Self.parse(text)
        } throws: { error in
            guard let error = error as? CSVParser.SyntaxError else { return false }
            return error.line == line && error.message.contains(message) && error.description.hasPrefix("line \(line): ")
        }
    }

    @Test("a stray quote fails its own record, and reading resumes at the next line", arguments: [
        ("name,rating\na,b\"c\nd,2\n", 2, "quote inside an unquoted field"),
        ("name,rating\n\"a\"b,1\r\nd,2\r\n", 2, "text after a closing quote"),
        ("name,rating\n\"a\" ,1\nd,2", 2, "text after a closing quote"),
    ])
    func strayQuote(text: String, line: Int, message: String) throws {
        let records = try Self.parse(text)
        #expect(records.count == 3, "\(records)")
        #expect(records[1].line == line && records[1].problem?.contains(message) == true, "\(records[1])")
        #expect(records[2].fields == ["d", "2"] && records[2].problem == nil && records[2].line == line + 1)
    }

    @Test("fields separated by ';' or tabs", arguments: [UInt8(ascii: ";"), 0x09])
    func delimiters(delimiter: UInt8) throws {
        let separator = String(UnicodeScalar(delimiter))
        let text = "name\(separator)rating\na,b\(separator)\"4,5\"\n"
        let records = try CSVParser.parse(Array(text.utf8), delimiter: delimiter)
        #expect(records.map(\.fields) == [["name", "rating"], ["a,b", "4,5"]])
    }

    @Test("the delimiter is the one the header line holds most of, outside quotes", arguments: [
        ("name,rating", ","), ("name;rating;title", ";"), ("name\trating", "\t"), ("\"a;b\",rating", ","), ("name", ","),
        ("sku;title,with;rating", ";"),
    ])
    func detectDelimiter(header: String, expected: String) {
        #expect(BatchInputFormat.detectDelimiter(inHeader: Array(header.utf8)[...]) == expected.utf8.first)
    }

    @Test("a decimal comma reads as a point; anything else is kept", arguments: [
        ("4,5", "4.5"), ("-0,25", "-0.25"), (" 10,0 ", "10.0"), ("4.5", "4.5"), ("1,234,5", "1,234,5"), (",5", ",5"), ("a,b", "a,b"),
    ])
    func decimalComma(text: String, expected: String) {
        #expect(BatchInputFormat.decimalPoint(text) == expected)
    }

    @Test("invalid UTF-8 in a field is an error, not replacement characters")
    func invalidUTF8() {
        #expect(throws: CSVParser.SyntaxError.self) {
            try CSVParser.parse(Array("name,rating\n".utf8) + [0x61, 0xFF, 0x62] + Array(",1\n".utf8))
        }
        #expect(throws: CSVParser.SyntaxError.self) {
            try CSVParser.parse(Array("name\n\"".utf8) + [0xC3] + Array("\"\n".utf8))
        }
    }

    @Test("a large file parses into every record")
    func large() throws {
        let text = "name,rating\n" + (0..<10_000).map { "\"n,\($0)\",\($0 % 6)" }.joined(separator: "\r\n")
        let records = try Self.parse(text)
        #expect(records.count == 10_001)
        #expect(records.last == Record(line: 10_001, fields: ["n,9999", "3"]))
    }

    @Test("input in pieces of any size reads as the whole: a field, a quote or a line end may span pieces", arguments: [
        "name,rating\nplain,4.5\n\"quoted, with \"\"quotes\"\"\",3\r\nlast,1",
        "\u{FEFF}a;b\r\n\"x\ny\";2\n\nbad\"quote;1\n\"after\"x;2\nok;3\n",
        "name,rating\nnaïve café,4\n\"\",\n,,\n",
    ])
    func pieces(text: String) throws {
        let bytes = Array(text.utf8)
        let delimiter = text.contains(";") ? UInt8(ascii: ";") : UInt8(ascii: ",")
        let whole = try CSVParser.parse(bytes, delimiter: delimiter)
        for size in 1...4 {
            for offset in 0..<size {
                var parser = CSVParser(delimiter: delimiter)
                var records: [Record] = []
                var start = 0, end = offset
                while start < bytes.count {
                    end = min(bytes.count, max(end, start + 1))
                    try parser.feed(bytes[start..<end], into: &records)
                    start = end
                    end += size
                }
                try parser.finish(into: &records)
                #expect(records == whole, "pieces of \(size) from \(offset)")
            }
        }
    }
}
