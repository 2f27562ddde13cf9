import StarUnicode

/// A strict JSON parser (RFC 8259) with a nesting limit.
struct JSONParser {
    /// Deepest nesting accepted; deeper input is an error, not a stack overflow.
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    /// Line and column of the first byte, when `bytes` is a part of a larger document.
    private let originLine: Int, originColumn: Int

    private init(_ bytes: [UInt8], line: Int = 1, column: Int = 1) {
        self.bytes = bytes
        originLine = line
        originColumn = column
    }

    static func parse(_ bytes: [UInt8]) throws(JSONParser.SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }  // UTF-8 byte order mark
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// One value at the start of `bytes`, a part of a larger document (an
    /// element of an array, nested `depth` deep) whose first byte is at
    /// `line`, `column`: the value and how many bytes it took. Errors give
    /// their place in the whole document. `bytes` must reach at least to the
    /// byte after the value (or the document's end), so that the parser
    /// decides exactly as on the whole document.
    static func parsePart(_ bytes: [UInt8], depth: Int, line: Int, column: Int)
        throws(JSONParser.SyntaxError) -> (value: JSONValue, length: Int) {
        var parser = JSONParser(bytes, line: line, column: column)
        let value = try parser.value(depth: depth)
        return (value, parser.index)
    }

    private mutating func value(depth: Int) throws(JSONParser.SyntaxError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels") }
        skipWhitespace()
        guard let byte = peek() else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Echo.value(String(Unicode.Scalar(byte))))'")
        }
    }

    private mutating func object(depth: Int) throws(JSONParser.SyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
            let key = try string()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the member name") }
            index += 1
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONParser.SyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func string() throws(JSONParser.SyntaxError) -> String {
        index += 1  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("the string is not valid UTF-8")
                }
                return text
            case 0..<0x20:
                index -= 1
                throw error("control character in a string (escape it)")
            case UInt8(ascii: "\\"):
                guard let escape = peek() else { throw error("unterminated escape") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: String(try unicodeEscape()).utf8)
                default: throw error("invalid escape '\\\(Echo.value(String(Unicode.Scalar(escape))))'")
                }
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func unicodeEscape() throws(JSONParser.SyntaxError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
            guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in \\u escape")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in \\u escape") }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            if let scalar = Unicode.Scalar(value) { return scalar }
        } else if let scalar = Unicode.Scalar(high) {
            return scalar
        }
        throw error("invalid \\u escape")
    }

    private mutating func hex4() throws(JSONParser.SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw error("invalid hex digit in \\u escape")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func number() throws(JSONParser.SyntaxError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") { index += 1 } else { while let b = peek(), isDigit(b) { index += 1 } }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let b = peek(), isDigit(b) else { throw error("expected a digit after '.'") }
            while let b = peek(), isDigit(b) { index += 1 }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index += 1
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { index += 1 }
            guard let b = peek(), isDigit(b) else { throw error("expected a digit in the exponent") }
            while let b = peek(), isDigit(b) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func literal(_ word: String) throws(JSONParser.SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("unexpected word (expected \(word))")
        }
        index += expected.count
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let b = peek(), b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
    }

    /// An error at the current position.
    private func error(_ message: String) -> JSONParser.SyntaxError {
        var line = originLine, column = originColumn
        for b in bytes[..<min(index, bytes.count)] {
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return JSONParser.SyntaxError(message: message, line: line, column: column)
    }
}

extension JSONParser {
    /// Why a JSON document could not be read: what, and where (line and column, 1-based).
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let message: String
        let line: Int
        let column: Int
        var description: String { "line \(line), column \(column): \(message)" }
    }
}
