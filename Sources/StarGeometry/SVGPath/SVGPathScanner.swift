/// Reads the tokens of SVG path data: command letters, numbers, arc flags
/// and the white space and commas between them. Works on UTF-8 bytes;
/// positions in messages are converted to 1-based character positions.
struct SVGPathScanner {
    private let bytes: [UInt8]
    private let text: String
    /// Index of the next byte to read.
    private(set) var index = 0

    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or nil at the end.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The 1-based character position of byte `index` (default: the next one).
    func position(ofByte byte: Int? = nil) -> Int {
        let end = min(byte ?? index, bytes.count)
        return String(decoding: bytes[..<end], as: UTF8.self).count + 1
    }

    /// The text at the read position, for quoting in messages: a letter or
    /// comma alone, otherwise up to the next space, comma or command letter
    /// (at most 20 characters); nil at the end.
    var found: String? {
        guard index < bytes.count else { return nil }
        var end = index + 1
        if !Self.isASCIILetter(bytes[index]), bytes[index] != UInt8(ascii: ",") {
            while end < bytes.count, !Self.isWhitespace(bytes[end]), bytes[end] != UInt8(ascii: ","),
                  !Self.isCommandLetter(bytes[end]) {
                end += 1
            }
        }
        let quoted = String(decoding: bytes[index..<end], as: UTF8.self)
        return quoted.count > 20 ? String(quoted.prefix(20)) + "…" : quoted
    }

    mutating func skipWhitespace() {
        while let b = current, Self.isWhitespace(b) { index += 1 }
    }

    /// Skips white space, at most one comma, and white space again; returns
    /// true if there was a comma.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard current == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// A command letter at the read position (consumed), or nil.
    mutating func commandLetter() -> UInt8? {
        guard let b = current, Self.isASCIILetter(b) else { return nil }
        index += 1
        return b
    }

    /// True when a number can start at the read position.
    var atNumberStart: Bool {
        guard let b = current else { return false }
        return Self.isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
    }

    /// Reads a number: sign? (digits (. digits?)? | . digits) (e sign? digits)?.
    /// Returns nil, without moving, when there is no number here (a lone
    /// sign or point is not a number). The text is returned for messages.
    mutating func number() -> (value: Double, text: String)? {
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        let integerStart = i
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        var digits = i - integerStart
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            let fractionStart = i + 1
            var j = fractionStart
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
            digits += j - fractionStart
            if digits > 0 { i = j }
        }
        guard digits > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            let exponentStart = j
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
            if j > exponentStart { i = j }
        }
        let token = String(decoding: bytes[index..<i], as: UTF8.self)
        // Only digits, signs, '.', 'e' here: the standard library's parser
        // reads them exactly (correctly rounded), overflowing to ±infinity.
        guard let value = Double(token) else { return nil }
        index = i
        return (value, token)
    }

    /// Reads an arc flag: the single character 0 or 1.
    mutating func flag() -> Bool? {
        guard let b = current, b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { return nil }
        index += 1
        return b == UInt8(ascii: "1")
    }

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    static func isASCIILetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }
    static func isCommandLetter(_ b: UInt8) -> Bool {
        isASCIILetter(b) && b != UInt8(ascii: "e") && b != UInt8(ascii: "E")
    }
}
