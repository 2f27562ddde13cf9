import StarUnicode

/// Why a colour string could not be read.
///
/// `reason` is a sentence for people: it quotes the offending part of the
/// input and gives its 1-based character position (counting Unicode
/// characters of the text as given, leading spaces included), says what was
/// expected and, for a misspelt name, suggests the nearest colour name.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was parsed, as given.
    public let input: String
    /// What is wrong, with the position of the bad part.
    public let problem: Problem

    /// The error for `input` (as given) and what is wrong with it.
    public init(input: String, problem: Problem) {
        self.input = input
        self.problem = problem
    }

    /// What is wrong, in words (without the input itself).
    public var reason: String { problem.message }

    /// The 1-based character position of the bad part, if there is one.
    public var position: Int? { problem.position }

    public var description: String { "'\(Echo.value(input))' is not a colour: \(reason)" }

    /// One kind of mistake in a colour string. Positions are 1-based
    /// character positions in the whole text being parsed (for a colour
    /// inside a `ramp:` or `steps:` scale, in the whole scale text).
    public enum Problem: Error, Hashable, Sendable {
        /// Nothing but white space.
        case empty
        /// A word that is not one of the CSS colour names.
        case unknownName(String, position: Int, suggestion: String?)
        /// A character after `#` that is not 0–9, a–f or A–F.
        case notHexDigit(Character, position: Int)
        /// `#` followed by a number of hex digits other than 3, 4, 6 or 8.
        case hexDigitCount(Int, position: Int)
        /// `name(` where the name is not rgb, rgba, hsl or hsla.
        case unknownFunction(String, position: Int, suggestion: String?)
        /// Something other than what the syntax allows here; `found` is nil
        /// at the end of the text.
        case expected(String, position: Int, found: String?)
        /// Text that looks like a number but is not one (`1e`, `+-2`, `.`).
        case malformedNumber(String, position: Int)
        /// A number with a unit that this component does not take.
        case unexpectedUnit(String, component: String, position: Int, allowed: String)
        /// A component outside its range; `range` is written out for people.
        case outOfRange(component: String, value: String, position: Int, range: String)
        /// Red, green and blue must all be percentages or all plain numbers.
        case mixedPercentages(component: String, value: String, position: Int)
        /// Something after a complete colour.
        case trailing(String, position: Int)
        /// A colour scale (`ramp:…`, `steps:…`) where only one colour is accepted.
        case scaleNotAllowed(String, position: Int)

        /// The 1-based character position of the bad part, if any.
        public var position: Int? {
            switch self {
            case .empty: return nil
            case .unknownName(_, let p, _), .notHexDigit(_, let p), .hexDigitCount(_, let p),
                 .unknownFunction(_, let p, _), .expected(_, let p, _), .malformedNumber(_, let p),
                 .unexpectedUnit(_, _, let p, _), .outOfRange(_, _, let p, _),
                 .mixedPercentages(_, _, let p), .trailing(_, let p), .scaleNotAllowed(_, let p):
                return p
            }
        }

        /// A sentence saying what is wrong and where.
        public var message: String {
            switch self {
            case .empty:
                return "no colour given; expected \(Color.syntaxSummary)"
            case .unknownName(let name, let p, let suggestion):
                let hint = suggestion.map { "; did you mean '\($0)'?" }
                    ?? " (expected \(Color.syntaxSummary))"
                return "'\(Echo.value(name))' at position \(p) is not a colour name\(hint)"
            case .notHexDigit(let c, let p):
                return "'\(Echo.value(String(c)))' at position \(p) is not a hex digit (0-9, A-F)"
            case .hexDigitCount(let n, let p):
                return "the hex colour at position \(p) has \(n) digit\(n == 1 ? "" : "s"); "
                    + "expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)"
            case .unknownFunction(let name, let p, let suggestion):
                let hint = suggestion.map { "; did you mean '\($0)('?" } ?? "; expected rgb, rgba, hsl or hsla"
                return "'\(Echo.value(name))(' at position \(p) is not a colour function\(hint)"
            case .expected(let what, let p, let found):
                return "expected \(what) at position \(p), found \(found.map { "'\(Echo.value(String($0)))'" } ?? "the end of the text")"
            case .malformedNumber(let text, let p):
                return "'\(Echo.value(text))' at position \(p) is not a number"
            case .unexpectedUnit(let unit, let component, let p, let allowed):
                return "unexpected unit '\(Echo.value(unit))' at position \(p): \(component) takes \(allowed)"
            case .outOfRange(let component, let value, let p, let range):
                return "\(component) \(value) at position \(p) is out of range; expected \(range)"
            case .mixedPercentages(let component, let value, let p):
                return "\(component) \(value) at position \(p) mixes percentages and plain numbers; "
                    + "write red, green and blue all as percentages or all as numbers"
            case .trailing(let text, let p):
                return "unexpected '\(Echo.value(text))' at position \(p) after the colour"
            case .scaleNotAllowed(let kind, let p):
                return "'\(Echo.value(kind)):' at position \(p) starts a colour scale, which is not accepted here; "
                    + "expected a single colour"
            }
        }
    }
}
