/// Reads the arguments of `rgb()`, `rgba()`, `hsl()` or `hsla()`, from just
/// after the `(` through the closing `)`.
///
/// Two layouts, decided by what follows the first component:
/// - commas: `rgb(r, g, b)` or `rgb(r, g, b, a)`;
/// - spaces (CSS Color 4): `rgb(r g b)` or `rgb(r g b / a)`.
/// `rgba` and `hsla` are the same functions (alpha optional in all four).
struct ColorFunctionParser {
    enum Function { case rgb, hsl }

    var cursor: ColorTextCursor
    let function: Function

    /// The components in order, for messages.
    private var names: [String] {
        function == .rgb ? ["red", "green", "blue"] : ["hue", "saturation", "lightness"]
    }

    mutating func parse() throws(ColorParseError.Problem) -> Color {
        var components = [try component(names[0], commas: true)]
        var commas = false
        if case .comma = try peekToken() { commas = true }
        for i in 1..<3 {
            if commas { try expectComma(after: names[i - 1]) }
            components.append(try component(names[i], commas: commas))
        }
        var alpha: ColorNumber?
        let token = try nextToken()
        switch token {
        case .close:
            break
        case .comma where commas, .slash where !commas:
            alpha = try component("alpha", commas: commas)
            let close = try nextToken()
            guard case .close = close else {
                throw .expected("')' after the alpha", position: close.position, found: close.found)
            }
        default:
            let what = commas ? "',' and an alpha, or ')'," : "'/' and an alpha, or ')',"
            throw .expected("\(what) after \(names[2])", position: token.position, found: token.found)
        }
        let alphaByte = try alpha.map { n throws(ColorParseError.Problem) in try Self.alphaByte(n) } ?? 255
        switch function {
        case .rgb: return try Self.rgb(components, alpha: alphaByte)
        case .hsl: return try Self.hsl(components, alpha: alphaByte)
        }
    }

    /// The cursor just after the closing `)`.
    var end: ColorTextCursor { cursor }

    // MARK: Components to colours

    /// Red, green, blue: all plain numbers or all percentages.
    /// Plain numbers are 0–255, unless all three are ≤ 1 and at least one has a
    /// decimal point: then they are fractions 0–1 (`rgb(0.5, 0.2, 1)`).
    private static func rgb(_ c: [ColorNumber], alpha: UInt8) throws(ColorParseError.Problem) -> Color {
        let names = ["red", "green", "blue"]
        for (name, n) in zip(names, c) where n.unit != "" && n.unit != "%" {
            throw .unexpectedUnit(n.unit, component: name, position: n.position + n.text.count,
                                  allowed: "a number (0–255, or 0–1 with a decimal point) or a percentage")
        }
        let percent = c[0].unit == "%"
        for (name, n) in zip(names, c) where (n.unit == "%") != percent {
            throw .mixedPercentages(component: name, value: n.written, position: n.position)
        }
        let limit = percent ? 100.0 : 255.0
        for (name, n) in zip(names, c) where !(n.value >= 0 && n.value <= limit) {
            let range = percent ? "0%–100%" : "0–255 (or 0–1 with a decimal point, or 0%–100%)"
            throw .outOfRange(component: name, value: n.written, position: n.position, range: range)
        }
        let fractions = !percent && c.allSatisfy { $0.value <= 1 } && c.contains { $0.hasDecimalPoint }
        let (numerator, denominator) = percent ? (255, 100) : fractions ? (255, 1) : (1, 1)
        let bytes = c.map { UInt8(clamping: $0.scaledRoundedHalfUp(numerator: numerator, denominator: denominator)) }
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
    }

    /// Hue in degrees (unitless or deg, grad, rad, turn); saturation and
    /// lightness as percentages 0%–100%.
    private static func hsl(_ c: [ColorNumber], alpha: UInt8) throws(ColorParseError.Problem) -> Color {
        let h = c[0]
        let perDegree: Double
        switch h.unit {
        case "", "deg": perDegree = 1
        case "grad": perDegree = 0.9
        case "rad": perDegree = 180 / Double.pi
        case "turn": perDegree = 360
        default:
            throw .unexpectedUnit(h.unit, component: "hue", position: h.position + h.text.count,
                                  allowed: "an angle: a number of degrees, or deg, grad, rad or turn")
        }
        let hue = h.value * perDegree
        guard hue.isFinite, abs(hue) <= 1e9 else {
            throw .outOfRange(component: "hue", value: h.written, position: h.position, range: "an angle below 1e9 degrees")
        }
        var fractions: [Double] = []
        for (name, n) in zip(["saturation", "lightness"], c.dropFirst()) {
            guard n.unit == "%" else {
                throw .expected("a percentage for \(name) (like 50%)", position: n.position, found: n.written)
            }
            guard n.value >= 0, n.value <= 100 else {
                throw .outOfRange(component: name, value: n.written, position: n.position, range: "0%–100%")
            }
            fractions.append(n.value / 100)
        }
        return Color(hue: hue, saturation: fractions[0], lightness: fractions[1], alpha: alpha)
    }

    /// Alpha: a number 0–1 or a percentage 0%–100%, rounded half up to 0…255.
    private static func alphaByte(_ n: ColorNumber) throws(ColorParseError.Problem) -> UInt8 {
        let percent: Bool
        switch n.unit {
        case "": percent = false
        case "%": percent = true
        default:
            throw .unexpectedUnit(n.unit, component: "alpha", position: n.position + n.text.count,
                                  allowed: "a number 0–1 or a percentage")
        }
        guard n.value >= 0, n.value <= (percent ? 100 : 1) else {
            throw .outOfRange(component: "alpha", value: n.written, position: n.position, range: "0–1 or 0%–100%")
        }
        return UInt8(clamping: n.scaledRoundedHalfUp(numerator: 255, denominator: percent ? 100 : 1))
    }

    // MARK: Tokens

    private enum Token {
        case number(ColorNumber)
        case comma(Int), slash(Int), close(Int), end(Int)
        case other(String, Int)

        var position: Int {
            switch self {
            case .number(let n): return n.position
            case .comma(let p), .slash(let p), .close(let p), .end(let p), .other(_, let p): return p
            }
        }

        /// The token as quoted in messages; nil at the end of the text.
        var found: String? {
            switch self {
            case .number(let n): return n.written
            case .comma: return ","
            case .slash: return "/"
            case .close: return ")"
            case .end: return nil
            case .other(let text, _): return text
            }
        }
    }

    private mutating func component(_ name: String, commas: Bool) throws(ColorParseError.Problem) -> ColorNumber {
        let token = try nextToken()
        if case .number(let n) = token { return n }
        var what = "a number for \(name)"
        if case .comma = token, !commas {
            what += " (separate the components all with commas or all with spaces)"
        }
        throw .expected(what, position: token.position, found: token.found)
    }

    private mutating func expectComma(after name: String) throws(ColorParseError.Problem) {
        let token = try nextToken()
        guard case .comma = token else {
            throw .expected("',' after \(name)", position: token.position, found: token.found)
        }
    }

    private func peekToken() throws(ColorParseError.Problem) -> Token {
        var copy = self
        return try copy.nextToken()
    }

    private mutating func nextToken() throws(ColorParseError.Problem) -> Token {
        cursor.skipWhitespace()
        let position = cursor.position
        guard let c = cursor.current else { return .end(position) }
        switch c {
        case ",": cursor.advance(); return .comma(position)
        case "/": cursor.advance(); return .slash(position)
        case ")": cursor.advance(); return .close(position)
        default: break
        }
        if let number = try ColorNumber.read(from: &cursor) {
            if let d = cursor.current, !(d.isWhitespace || d == "," || d == "/" || d == ")") {
                throw .expected("a space, ',', '/' or ')' after '\(number.written)'",
                                position: cursor.position, found: String(d))
            }
            return .number(number)
        }
        var word = String(c)
        cursor.advance()
        word += cursor.read(while: { !$0.isWhitespace && $0 != "," && $0 != "/" && $0 != ")" })
        return .other(word.count > 24 ? String(word.prefix(24)) + "…" : word, position)
    }
}
