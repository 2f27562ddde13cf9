/// A number as written in a colour function (`255`, `0.5`, `-.5e2`, `50%`,
/// `120deg`), kept as exact decimal digits so rounding to 8 bits is exact.
///
/// Syntax: an optional sign, digits with at most one decimal point (at least
/// one digit), an optional exponent `e`/`E` with optional sign and digits,
/// then an optional unit: `%` or a run of letters.
struct ColorNumber {
    /// The number as written, without its unit.
    let text: String
    /// `""`, `"%"` or a lowercased unit such as `"deg"`.
    let unit: String
    /// 1-based position of the number's first character.
    let position: Int
    /// The value as a double (±infinity when the exponent is absurd).
    let value: Double
    /// True when the number has a decimal point (`1.0`, `.5`, `2.`).
    let hasDecimalPoint: Bool

    private let integerDigits: [UInt8]   // no leading zeros
    private let fractionDigits: [UInt8]  // no trailing zeros

    /// The number and its unit as written, for messages.
    var written: String { text + unit }

    /// Reads a number at the cursor, or returns nil (without moving) when the
    /// next character cannot start one.
    static func read(from cursor: inout ColorTextCursor) throws(ColorParseError.Problem) -> ColorNumber? {
        guard let first = cursor.current,
              first.isASCIIDigit || first == "." || first == "+" || first == "-"
        else { return nil }
        let position = cursor.position
        var text = ""
        var negative = false
        if first == "+" || first == "-" {
            negative = first == "-"
            text.append(first)
            cursor.advance()
        }
        let integer = cursor.read(while: \.isASCIIDigit)
        text += integer
        var fraction = ""
        var hasPoint = false
        if cursor.current == "." {
            hasPoint = true
            text.append(".")
            cursor.advance()
            fraction = cursor.read(while: \.isASCIIDigit)
            text += fraction
        }
        guard !(integer.isEmpty && fraction.isEmpty) else {
            let junk = cursor.read(while: { !$0.isWhitespace && $0 != "," && $0 != ")" && $0 != "/" })
            throw .malformedNumber(text + junk, position: position)
        }
        var exponent = 0
        if let e = cursor.current, e == "e" || e == "E" {
            let sign = cursor.next
            let signed = sign == "+" || sign == "-"
            var lookahead = cursor
            lookahead.advance()
            if signed { lookahead.advance() }
            if lookahead.current?.isASCIIDigit == true {
                text.append(e)
                if let sign, signed { text.append(sign) }
                let digits = lookahead.read(while: \.isASCIIDigit)
                text += digits
                cursor = lookahead
                for d in digits.utf8 { exponent = min(exponent * 10 + Int(d - 48), 100_000) }
                if sign == "-" { exponent = -exponent }
            }
        }
        var unit = ""
        if cursor.current == "%" {
            unit = "%"
            cursor.advance()
        } else {
            unit = cursor.read(while: \.isLetter).lowercased()
        }
        return ColorNumber(
            text: text, unit: unit, position: position, negative: negative,
            integer: integer, fraction: fraction, exponent: exponent, hasPoint: hasPoint)
    }

    private init(text: String, unit: String, position: Int, negative: Bool,
                 integer: String, fraction: String, exponent: Int, hasPoint: Bool) {
        self.text = text
        self.unit = unit
        self.position = position
        self.hasDecimalPoint = hasPoint
        // Shift the decimal point by the exponent over the digit string.
        let digits = (integer + fraction).utf8.map { $0 - 48 }
        let point = integer.utf8.count + exponent
        var whole: [UInt8], part: [UInt8]
        if point <= 0 {
            whole = []
            part = Array(repeating: 0, count: -point) + digits
        } else if point >= digits.count {
            whole = digits + Array(repeating: 0, count: digits.contains { $0 != 0 } ? point - digits.count : 0)
            part = []
        } else {
            whole = Array(digits[..<point])
            part = Array(digits[point...])
        }
        if let firstNonZero = whole.firstIndex(where: { $0 != 0 }) {
            whole.removeFirst(firstNonZero)
        } else {
            whole = []
        }
        if let lastNonZero = part.lastIndex(where: { $0 != 0 }) {
            part.removeLast(part.count - 1 - lastNonZero)
        } else {
            part = []
        }
        integerDigits = whole
        fractionDigits = part
        let magnitude = Double(
            (whole.isEmpty ? "0" : String(whole.map { Character(Unicode.Scalar($0 + 48)) }))
            + "." + (part.isEmpty ? "0" : String(part.prefix(40).map { Character(Unicode.Scalar($0 + 48)) })))
            ?? .infinity
        value = negative ? -magnitude : magnitude
    }

    /// |value| × numerator / denominator rounded half up to an integer,
    /// computed exactly on the decimal digits as written (so `0.3` × 255 =
    /// 76.5 rounds to 77, which binary floating point would get wrong).
    /// Both factors must be positive and small (≤ 1000); a magnitude whose
    /// integer part exceeds 12 digits gives `Int.max` (callers check ranges first).
    func scaledRoundedHalfUp(numerator: Int, denominator: Int) -> Int {
        guard integerDigits.count <= 12 else { return Int.max }
        // floor(v·n/d + 1/2) = floor((2·v·n + d) / (2d)), and for v = I + 0.F
        // only floor(2n · 0.F) matters: the rest of 2n · 0.F is below 1 and
        // cannot reach the next multiple of 2d.
        let integer = integerDigits.reduce(0) { $0 * 10 + Int($1) }
        let factor = 2 * numerator
        var carry = 0
        for digit in fractionDigits.reversed() {
            carry = (Int(digit) * factor + carry) / 10
        }
        return (2 * integer * numerator + carry + denominator) / (2 * denominator)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
