import StarRaster

/// Why a colour string could not be read.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public let input: String
    public let reason: String

    public var description: String { "'\(input)' is not a colour: \(reason)" }
}

extension Color {
    /// The accepted spellings, for help texts and messages.
    public static let syntaxSummary = "#RGB, #RGBA, #RRGGBB, #RRGGBBAA or transparent"

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (hex, any case) or `transparent`.
    public init(parsing text: String) throws(ColorParseError) {
        let trimmed = text.trimmingWhitespace()
        if trimmed.lowercased() == "transparent" {
            self = .transparent
            return
        }
        guard trimmed.hasPrefix("#") else {
            throw ColorParseError(input: text, reason: "expected \(Color.syntaxSummary)")
        }
        var digits: [UInt8] = []
        for (offset, character) in trimmed.dropFirst().enumerated() {
            guard let value = character.hexDigitValue else {
                throw ColorParseError(
                    input: text,
                    reason: "'\(character)' at position \(offset + 2) is not a hex digit (expected \(Color.syntaxSummary))")
            }
            digits.append(UInt8(value))
        }
        switch digits.count {
        case 3, 4:
            let c = digits.map { $0 * 17 }
            self.init(red: c[0], green: c[1], blue: c[2], alpha: digits.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
            self.init(red: c[0], green: c[1], blue: c[2], alpha: digits.count == 8 ? c[3] : 255)
        default:
            throw ColorParseError(
                input: text,
                reason: "\(digits.count) hex digits; expected 3, 4, 6 or 8 (\(Color.syntaxSummary))")
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; `transparent` for alpha 0 black.
    public var hexString: String {
        if self == .transparent { return "transparent" }
        func hex(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
