#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a number is written in a label: `%.Nf` (N = 0…6 decimals, "0.50"),
/// `%g`-like shortest (the default: at most two decimals, no trailing
/// zeros, "3.5"), or `%d` (rounded to a whole number).
public struct NumberFormat: Hashable, Sendable {
    enum Notation: Hashable, Sendable {
        case shortest
        case fixed(decimals: Int)
        case whole
    }

    let notation: Notation

    /// The fewest digits that show the value (3, 3.5, 3.37).
    public static let shortest = NumberFormat(notation: .shortest)

    /// Parses `%.1f`, `%.2f`, `%f` (6 decimals), `%d`, `%g`.
    public init(parsing text: String) throws(BadgeError) {
        let reason = "use %.Nf (N = 0–6, e.g. %.1f), %d or %g"
        switch text {
        case "%g": notation = .shortest
        case "%d", "%i": notation = .whole
        case "%f": notation = .fixed(decimals: 6)
        default:
            guard text.hasPrefix("%."), text.hasSuffix("f"), text.count == 4,
                  let digit = text.dropFirst(2).first?.wholeNumberValue, digit <= 6 else {
                throw .invalid(.labelNumberFormat, value: text, reason: .unusable("\(reason)"))
            }
            notation = .fixed(decimals: digit)
        }
    }

    private init(notation: Notation) { self.notation = notation }

    /// The number as text with `separator` before the decimals.
    /// `shortestDecimals`: the most decimals the shortest notation writes
    /// (two unless the scale needs more, see `TemplateValues.ratingDecimals`).
    public func format(_ value: Double, separator: String = ".", shortestDecimals: Int = 2) -> String {
        switch notation {
        case .shortest: return AltText.format(value, separator: separator, decimals: shortestDecimals)
        case .whole: return abs(value) < 1e15 ? String(Int(value.rounded())) : String(value)
        case .fixed(let decimals):
            // Round half away from zero on the decimal value, in integers.
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let scaled = (abs(value) * scale).rounded()
            guard scaled < 1e15 else { return String(value) }
            let units = Int(scaled)
            let whole = units / Int(scale), fraction = units % Int(scale)
            let sign = value < 0 && units > 0 ? "-" : ""
            guard decimals > 0 else { return "\(sign)\(whole)" }
            let digits = String(fraction)
            return "\(sign)\(whole)\(separator)" + String(repeating: "0", count: decimals - digits.count) + digits
        }
    }
}
