/// Reads numbers as SVG writes them in attributes (`viewBox`, `points`,
/// transform arguments): white space and single commas between them,
/// `1-2` as two numbers, exponents.
struct SVGNumberScanner {
    private let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// White space with at most one comma in it.
    mutating func skipSeparator() {
        skipWhitespace()
        if current == UInt8(ascii: ",") { index += 1; skipWhitespace() }
    }

    /// The number at the current position, nil (position unchanged) if there is none.
    mutating func number() -> Double? {
        let start = index
        var end = index
        func digits() -> Int {
            let first = end
            while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
            return end - first
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
        var count = digits()
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") { exponent += 1 }
            if exponent < bytes.count, bytes[exponent] >= 0x30, bytes[exponent] <= 0x39 {
                end = exponent
                _ = digits()
            }
        }
        guard let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)), value.isFinite else { return nil }
        index = end
        return value
    }

    /// The letters at the current position (a unit, a function name).
    mutating func word() -> String {
        let start = index
        while let byte = current, (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// Every number of a list (`viewBox`, `points`); nil when anything else is in it.
    static func numbers(_ text: String, limit: Int = .max) -> [Double]? {
        var scanner = SVGNumberScanner(text)
        var values: [Double] = []
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            guard values.count < limit, let value = scanner.number() else { return nil }
            values.append(value)
            scanner.skipSeparator()
        }
        return values
    }

    /// Largest magnitude of a coordinate or length in a logo (as path data's).
    static let maximumMagnitude = 1e6

    /// A length: a number with no unit, px, or an absolute unit (in, cm, mm,
    /// pt, pc) turned into px. Nil for anything else (%, em, ex, words).
    static func length(_ text: String) -> Double? {
        var scanner = SVGNumberScanner(text)
        scanner.skipWhitespace()
        guard let value = scanner.number() else { return nil }
        let unit = scanner.word()
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { return nil }
        let perUnit: Double
        switch unit {
        case "", "px": perUnit = 1
        case "in": perUnit = 96
        case "cm": perUnit = 96 / 2.54
        case "mm": perUnit = 96 / 25.4
        case "pt": perUnit = 4.0 / 3
        case "pc": perUnit = 16
        default: return nil
        }
        let length = value * perUnit
        return abs(length) <= maximumMagnitude ? length : nil
    }
}
