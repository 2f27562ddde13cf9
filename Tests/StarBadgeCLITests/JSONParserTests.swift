import Testing
@testable import StarBadgeCLI

/// Strict JSON (RFC 8259) as the batch command reads it: numbers kept as
/// written, a nesting limit, errors with line and column.
@Suite("JSON parser")
struct JSONParserTests {
    static func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test("every kind of value, members in order")
    func allKinds() throws {
        let value = try Self.parse("""
            {"s": "x", "n": -1.5e+3, "t": true, "f": false, "z": null,
             "a": [1, [], {}, "", 0], "o": {"k": "v", "k": "w"}}
            """)
        #expect(value == .object([
            ("s", .string("x")), ("n", .number("-1.5e+3")), ("t", .bool(true)), ("f", .bool(false)), ("z", .null),
            ("a", .array([.number("1"), .array([]), .object([]), .string(""), .number("0")])),
            ("o", .object([("k", .string("v")), ("k", .string("w"))])),
        ]))
    }

    @Test("numbers keep the text they were written with", arguments: [
        "4.50", "-0", "0", "1E+5", "1e-7", "0.000", "123456789012345678901234567890", "-12.5E07",
    ])
    func numbersAsWritten(text: String) throws {
        #expect(try Self.parse(text) == .number(text))
        #expect(try Self.parse("[\(text)]") == .array([.number(text)]))
        #expect(JSONValue.number(text).scalarText == text)
    }

    @Test("string escapes, including surrogate pairs", arguments: [
        (#""\"\\\/""#, "\"\\/"),
        (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u0041\u00e9\u4E2D""#, "Aé中"),
        (#""\uD83D\uDE00 \ud834\udd1e""#, "😀 𝄞"),
        (#""\u0000""#, "\u{0}"),
        ("\"é 中 😀\"", "é 中 😀"),
        (#""a\u002Fb""#, "a/b"),
    ])
    func escapes(text: String, expected: String) throws {
        #expect(try Self.parse(text) == .string(expected))
    }

    @Test("whitespace around values and a byte order mark are accepted")
    func whitespaceAndBOM() throws {
        #expect(try Self.parse(" \t\r\n [ 1 , \"a\" ] \n") == .array([.number("1"), .string("a")]))
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
    }

    @Test("scalar text: strings and numbers as written, booleans as words, nothing for the rest")
    func scalarText() {
        #expect(JSONValue.string("#FFF").scalarText == "#FFF")
        #expect(JSONValue.bool(false).scalarText == "false")
        #expect(JSONValue.null.scalarText == nil)
        #expect(JSONValue.array([]).scalarText == nil)
        #expect(JSONValue.object([]).scalarText == nil)
    }

    @Test("malformed JSON: the error says what and where (line, column)", arguments: [
        ("", 1, 1, "unexpected end of input"),
        ("   ", 1, 4, "unexpected end of input"),
        ("[", 1, 2, "unexpected end of input"),
        ("{\"a\":", 1, 6, "unexpected end of input"),
        ("{\"a\": 1,}", 1, 9, "expected a quoted member name"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("[1, 2\n, ]", 2, 3, "unexpected character ']'"),
        ("[1] x", 1, 5, "unexpected text after the JSON value"),
        ("01", 1, 2, "unexpected text after the JSON value"),
        ("{} {}", 1, 4, "unexpected text after the JSON value"),
        ("\"abc", 1, 5, "unterminated string"),
        ("\"a\tb\"", 1, 3, "control character"),
        ("\"a\nb\"", 1, 3, "control character"),
        ("\"\\x\"", 1, 4, "invalid escape"),
        ("tru", 1, 1, "expected true"),
        ("[nul]", 1, 2, "expected null"),
        ("True", 1, 1, "unexpected character 'T'"),
        ("-", 1, 2, "expected a digit"),
        ("-a", 1, 2, "expected a digit"),
        ("1.", 1, 3, "expected a digit after '.'"),
        ("1.e5", 1, 3, "expected a digit after '.'"),
        ("1e", 1, 3, "expected a digit in the exponent"),
        ("1e+", 1, 4, "expected a digit in the exponent"),
        (".5", 1, 1, "unexpected character '.'"),
        ("+1", 1, 1, "unexpected character '+'"),
        ("NaN", 1, 1, "unexpected character 'N'"),
        ("'a'", 1, 1, "unexpected character"),
        ("\"\\uD800\"", 1, 8, "unpaired surrogate"),
        ("\"\\uD800\\u0041\"", 1, 14, "invalid low surrogate"),
        ("\"\\uDC00\"", 1, 8, "invalid \\u escape"),
        ("\"\\u12\"", 1, 4, "short \\u escape"),
        ("\"\\u12G4\"", 1, 6, "invalid hex digit"),
        ("{\n  \"a\": 1,\n  \"b\": tru\n}", 3, 8, "expected true"),
        ("[\"é\", x]", 1, 7, "unexpected character 'x'"),
        ("[\"中文\",\n\n   ]", 3, 4, "unexpected character ']'"),
    ])
    func malformed(text: String, line: Int, column: Int, message: String) {
        #expect {
            try Self.parse(text)
        } throws: { error in
            guard let error = error as? JSONParser.SyntaxError else { return false }
            return error.line == line && error.column == column && error.message.contains(message)
                && error.description == "line \(line), column \(column): \(error.message)"
        }
    }

    @Test("invalid UTF-8 is an error, inside strings and out", arguments: [
        Array("[\"a".utf8) + [0xFF] + Array("b\"]".utf8),
        Array("[\"ok\",\n\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8),  // an encoded surrogate
        Array("\"".utf8) + [0xC0, 0xAF] + Array("\"".utf8),  // overlong '/'
        Array("\"".utf8) + [0xE4, 0xB8] + Array("\"".utf8),  // truncated sequence
        [UInt8(ascii: "[")] + [0xFF] + [UInt8(ascii: "]")],
        [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D],  // UTF-16
    ])
    func invalidUTF8(bytes: [UInt8]) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(bytes) }
    }

    @Test("nesting up to the limit parses; one level more is an error, however deep", arguments: [
        (JSONParser.maxDepth, true), (JSONParser.maxDepth + 1, false), (100_000, false), (2_000_000, false),
    ])
    func nesting(depth: Int, accepted: Bool) {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: "{\"k\":", count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        for text in [arrays, objects] {
            if accepted {
                #expect(throws: Never.self) { try Self.parse(text) }
            } else {
                #expect {
                    try Self.parse(text)
                } throws: { error in
                    (error as? JSONParser.SyntaxError)?.message == "nested deeper than \(JSONParser.maxDepth) levels"
                }
            }
        }
    }

    @Test("a large array of objects parses")
    func large() throws {
        let text = "[" + (0..<20_000).map { "{\"name\": \"b\($0)\", \"rating\": \($0 % 6).5}" }.joined(separator: ",") + "]"
        guard case .array(let items) = try Self.parse(text) else {
            Issue.record("not an array")
            return
        }
        #expect(items.count == 20_000)
        #expect(items.last == .object([("name", .string("b19999")), ("rating", .number("1.5"))]))
    }
}
