import StarUnicode

/// Why SVG path data could not be read. Positions are 1-based character
/// positions in the path data; `found` quotes the text there (nil at the end).
public enum SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data does not begin with a move (`M` or `m`).
    case expectedMoveTo(position: Int, found: String?)
    /// Something other than a command letter where a command must start.
    case expectedCommand(position: Int, found: String)
    /// A letter that is not one of M L H V C S Q T A Z (either case).
    case unknownCommand(Character, position: Int)
    /// A number was needed for `command`, which takes `arguments`.
    case expectedNumber(position: Int, found: String?, command: Character, arguments: String)
    /// An arc flag must be the single digit 0 or 1.
    case expectedFlag(position: Int, found: String?)
    /// A number whose magnitude exceeds `SVGPathParser.maximumMagnitude` (or is not finite).
    case numberTooLarge(String, position: Int)
    /// A point, after adding up relative moves, beyond `SVGPathParser.maximumMagnitude`.
    case coordinateTooLarge(position: Int)
    /// More than `SVGPathParser.maximumCommands` commands (implicit repeats count).
    case tooManyCommands(limit: Int, position: Int)
    /// The data parsed, but does not make a shape (nothing drawn, no area).
    case shape(PathShapeError)

    /// The 1-based character position of the problem, if it has one.
    public var position: Int? {
        switch self {
        case .expectedMoveTo(let p, _), .expectedCommand(let p, _), .unknownCommand(_, let p),
             .expectedNumber(let p, _, _, _), .expectedFlag(let p, _), .numberTooLarge(_, let p),
             .coordinateTooLarge(let p), .tooManyCommands(_, let p):
            return p
        case .shape:
            return nil
        }
    }

    public var description: String {
        func found(_ text: String?) -> String { text.map { "'\(Echo.value(String($0)))'" } ?? "the end of the path data" }
        let limit = formatMagnitude(SVGPathParser.maximumMagnitude)
        switch self {
        case .expectedMoveTo(let p, let text):
            return "path data must start with a move (M or m); found \(found(text)) at position \(p)"
        case .expectedCommand(let p, let text):
            return "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) at position \(p), found \(found(text))"
        case .unknownCommand(let c, let p):
            return "'\(Echo.value(String(c)))' at position \(p) is not a path command; expected M, L, H, V, C, S, Q, T, A or Z (or lowercase)"
        case .expectedNumber(let p, let text, let command, let arguments):
            return "expected a number at position \(p), found \(found(text)) (\(command) takes \(arguments))"
        case .expectedFlag(let p, let text):
            return "expected an arc flag (0 or 1) at position \(p), found \(found(text))"
        case .numberTooLarge(let text, let p):
            return "the number '\(Echo.value(text))' at position \(p) is too large; numbers must be within ±\(limit)"
        case .coordinateTooLarge(let p):
            return "the path goes beyond ±\(limit) at the command at position \(p)"
        case .tooManyCommands(let limit, let p):
            return "too many commands: the path data has more than the limit of \(Echo.grouped(limit)) commands (at position \(p))"
        case .shape(let problem):
            return problem.description
        }
    }
}

/// 1000000 rather than 1000000.0.
func formatMagnitude(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

extension SVGPathError {
    /// The same error with its position moved by `offset` characters (for
    /// data embedded in a longer value, such as `path:…`).
    package func shifted(by offset: Int) -> SVGPathError {
        switch self {
        case .expectedMoveTo(let p, let f): return .expectedMoveTo(position: p + offset, found: f)
        case .expectedCommand(let p, let f): return .expectedCommand(position: p + offset, found: f)
        case .unknownCommand(let c, let p): return .unknownCommand(c, position: p + offset)
        case .expectedNumber(let p, let f, let c, let a):
            return .expectedNumber(position: p + offset, found: f, command: c, arguments: a)
        case .expectedFlag(let p, let f): return .expectedFlag(position: p + offset, found: f)
        case .numberTooLarge(let t, let p): return .numberTooLarge(t, position: p + offset)
        case .coordinateTooLarge(let p): return .coordinateTooLarge(position: p + offset)
        case .tooManyCommands(let l, let p): return .tooManyCommands(limit: l, position: p + offset)
        case .shape: return self
        }
    }
}
