
/// Reads a JSON document that is an array one element at a time: `feed`
/// takes the input in pieces of any size and hands out each element once it
/// is complete, so memory holds one element, not the document. Every error
/// is the one `JSONParser.parse` gives for the whole document, at the same
/// line and column: the reader finds where an element ends (brackets and
/// strings), and the element itself is read by `JSONParser`.
struct JSONArrayReader {
    private enum State {
        /// Before the first value: a byte order mark, whitespace, then '['.
        case start
        /// After '[': ']' or the first element.
        case firstElement
        case element
        /// After an element: ',' or ']'.
        case afterElement
        /// After the closing ']': only whitespace may follow.
        case afterArray
        /// The document is not an array: kept whole and parsed at the end for its exact error.
        case whole
    }

    /// How far the search for the end of the current element got.
    private struct Scan {
        enum Kind { case nested, string, scalar }
        let kind: Kind
        var next: Int
        var depth = 0
        var inString = false
        var escaped = false
    }

    private var state = State.start
    private var buffer: [UInt8] = []
    /// The next byte to read in `buffer`, and its place in the document.
    private var position = 0
    private var line = 1, column = 1
    private var scan: Scan?
    private var bomChecked = false

    init() {}

    /// Reads the next piece of input, appending each completed element.
    mutating func feed(_ bytes: ArraySlice<UInt8>, into elements: inout [JSONValue]) throws(JSONArrayReader.ReadError) {
        if state != .whole, state != .start, position > 65_536, position * 2 > buffer.count {
            buffer.removeFirst(position)
            scan?.next -= position
            position = 0
        }
        buffer.append(contentsOf: bytes)
        try read(atEnd: false, into: &elements)
    }

    /// Ends the input.
    mutating func finish(into elements: inout [JSONValue]) throws(JSONArrayReader.ReadError) {
        try read(atEnd: true, into: &elements)
        guard state == .whole else { return }
        let document: JSONValue
        do { document = try JSONParser.parse(buffer) } catch { throw .syntax(error) }
        guard case .array(let items) = document else { throw .notArray }
        elements.append(contentsOf: items)
    }

    private mutating func read(atEnd: Bool, into elements: inout [JSONValue]) throws(JSONArrayReader.ReadError) {
        while true {
            switch state {
            case .start:
                if !bomChecked {
                    guard buffer.count >= 3 || atEnd else { return }
                    if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { advance(3) }
                    bomChecked = true
                }
                skipWhitespace()
                guard position < buffer.count else {
                    if atEnd { state = .whole; continue }
                    return
                }
                if buffer[position] == UInt8(ascii: "[") {
                    advance(1)
                    state = .firstElement
                } else {
                    state = .whole
                }
            case .firstElement:
                skipWhitespace()
                guard position < buffer.count else {
                    if atEnd { state = .element; continue }
                    return
                }
                if buffer[position] == UInt8(ascii: "]") {
                    advance(1)
                    state = .afterArray
                } else {
                    state = .element
                }
            case .element:
                skipWhitespace()
                guard let end = elementEnd(atEnd: atEnd) else { return }
                let part: (value: JSONValue, length: Int)
                do {
                    part = try JSONParser.parsePart(Array(buffer[position..<end]), depth: 1, line: line, column: column)
                } catch {
                    throw .syntax(error)
                }
                elements.append(part.value)
                advance(part.length)
                scan = nil
                state = .afterElement
            case .afterElement:
                skipWhitespace()
                guard position < buffer.count else {
                    if atEnd { throw error("expected ',' or ']' in an array") }
                    return
                }
                switch buffer[position] {
                case UInt8(ascii: ","): advance(1); state = .element
                case UInt8(ascii: "]"): advance(1); state = .afterArray
                default: throw error("expected ',' or ']' in an array")
                }
            case .afterArray:
                skipWhitespace()
                guard position == buffer.count else { throw error("unexpected text after the JSON value") }
                return
            case .whole:
                return
            }
        }
    }

    /// Where the element starting at `position` ends (the index after its
    /// last byte), or nil when more input is needed. A nested value ends at
    /// its matching bracket, a string at its closing quote, anything else
    /// before the next structural byte or whitespace: the parser never reads
    /// further than that, so it sees what it would see in the whole document.
    private mutating func elementEnd(atEnd: Bool) -> Int? {
        if scan == nil {
            guard position < buffer.count else { return atEnd ? position : nil }
            switch buffer[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): scan = Scan(kind: .nested, next: position)
            case UInt8(ascii: "\""): scan = Scan(kind: .string, next: position)
            default: scan = Scan(kind: .scalar, next: position + 1)
            }
        }
        guard var s = scan else { return nil }
        defer { scan = s }
        while s.next < buffer.count {
            let byte = buffer[s.next]
            s.next += 1
            switch s.kind {
            case .scalar:
                if Self.isDelimiter(byte) { return s.next - 1 }
            case .nested, .string:
                if s.inString {
                    if s.escaped {
                        s.escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        s.escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        s.inString = false
                        if s.kind == .string { return s.next }
                    }
                } else if byte == UInt8(ascii: "\"") {
                    s.inString = true
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    s.depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    s.depth -= 1
                    if s.depth == 0 { return s.next }
                }
            }
        }
        return atEnd ? buffer.count : nil
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "\""),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    private mutating func skipWhitespace() {
        while position < buffer.count {
            let byte = buffer[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            advance(1)
        }
    }

    /// Moves past `count` bytes, keeping the line and column as `JSONParser` counts them.
    private mutating func advance(_ count: Int) {
        for byte in buffer[position..<position + count] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        position += count
    }

    private func error(_ message: String) -> JSONArrayReader.ReadError {
        .syntax(JSONParser.SyntaxError(message: message, line: line, column: column))
    }
}

extension JSONArrayReader {
    /// Why a JSON document is not an array that can be read element by element.
    enum ReadError: Error, Equatable {
        case syntax(JSONParser.SyntaxError)
        /// Valid JSON, but not an array.
        case notArray
    }
}
