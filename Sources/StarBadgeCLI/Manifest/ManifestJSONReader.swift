import StarText
import StarSupport
import StarUnicode
import StarSupport

/// A JSON object read from a file a member at a time, in any layout
/// (batch's own, `jq .`'s, one line): a member whose value is a list can be
/// read an element at a time, so a million-entry manifest is never in
/// memory at once. Each value is read by `JSONParser` once the reader has
/// found where it ends (brackets and strings).
final class ManifestJSONReader {
    /// The path as given, for messages.
    let path: String
    private let file: InputFile
    /// The bytes read and not yet used.
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    /// The 1-based line of the next byte, for messages.
    private(set) var line = 1
    /// Longest single value accepted (an entry of a manifest is a few KiB).
    static let maxValueBytes = 4 * 1_048_576

    /// Opens `path` through `InputFile`: anything but a readable regular
    /// file is missing input (66), as for every input.
    init(path: String) throws(CLIError) {
        self.path = path
        do { file = try InputFile(path: path) } catch { throw .input(error) }
    }

    /// Reads the opening '{' of the document.
    func openObject() throws(CLIError) {
        try skipWhitespace()
        guard try peek() == UInt8(ascii: "{") else { throw problem("not a starbadge batch manifest (a JSON object)") }
        position += 1
    }

    /// The next member's key (the reader then stands at its value), or nil
    /// at the object's closing '}' (which must end the document).
    func nextKey(first: Bool) throws(CLIError) -> String? {
        try skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            position += 1
            try skipWhitespace()
            guard try peek() == nil else { throw problem("more after the manifest's closing '}'") }
            return nil
        }
        if !first {
            guard try peek() == UInt8(ascii: ",") else { throw problem("expected ',' or '}' after a member") }
            position += 1
            try skipWhitespace()
        }
        guard case .string(let key) = try value() else { throw problem("expected a member's name in quotes") }
        try skipWhitespace()
        guard try peek() == UInt8(ascii: ":") else { throw problem("expected ':' after \(JSON.string(key))") }
        position += 1
        return key
    }

    /// The value the reader stands at, whole.
    func value() throws(CLIError) -> JSONValue {
        try skipWhitespace()
        // What was used goes before a value is scanned, never while (the scan holds offsets).
        if position > 65_536 {
            buffer.removeFirst(position)
            position = 0
        }
        let startLine = line
        let end = try endOfValue()
        let bytes = Array(buffer[position..<end])
        position = end
        do { return try JSONParser.parse(bytes) } catch {
            throw CLIError.badData("\(Echo.value(path)): line \(startLine): invalid JSON (\(error))")
        }
    }

    /// Reads the '[' of a list value.
    func openList() throws(CLIError) {
        try skipWhitespace()
        guard try peek() == UInt8(ascii: "[") else { throw problem("expected a list") }
        position += 1
    }

    /// The next element of the list being read with its line, or nil after its ']'.
    func nextElement(first: Bool) throws(CLIError) -> (value: JSONValue, line: Int)? {
        try skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            position += 1
            return nil
        }
        if !first {
            guard try peek() == UInt8(ascii: ",") else { throw problem("expected ',' or ']' after a list's item") }
            position += 1
            try skipWhitespace()
        }
        let startLine = line
        return (try value(), startLine)
    }

    /// Bad data naming the file and the line the reader is at.
    func problem(_ reason: String) -> CLIError {
        .badData("\(Echo.value(path)): line \(line): \(reason)")
    }

    /// The byte at the reader, nil at the end of the file.
    private func peek() throws(CLIError) -> UInt8? {
        while position >= buffer.count {
            guard try fill() else { return nil }
        }
        return buffer[position]
    }

    private func skipWhitespace() throws(CLIError) {
        while let byte = try peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    /// Where the value at the reader ends: past its closing bracket or
    /// quote, or at the first byte that cannot be part of a scalar.
    private func endOfValue() throws(CLIError) -> Int {
        var index = position, depth = 0, inString = false, escaped = false
        let isScalar = try peek().map { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "\"") } ?? true
        while true {
            while index >= buffer.count {
                guard index - position <= Self.maxValueBytes else { throw problem("a value longer than \(Self.maxValueBytes) bytes") }
                guard try fill() else {
                    if isScalar, index > position { return index }
                    throw problem("the manifest ends in the middle of a value")
                }
            }
            let byte = buffer[index]
            if byte == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else if isScalar {
                if ",]} \n\r\t".utf8.contains(byte) {
                    if byte == 0x0A { line -= 1 }
                    return index
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
            }
            index += 1
        }
    }

    /// Reads the next piece onto the end of the buffer; false at the end of the file.
    private func fill() throws(CLIError) -> Bool {
        guard !ended else { return false }
        let piece: [UInt8]
        do { piece = try file.read(upTo: 65_536) } catch { throw .input(error) }
        if piece.isEmpty { ended = true } else { buffer += piece }
        return !piece.isEmpty
    }
}
