import StarUnicode

/// Why a colour scale (`--on-color` value) could not be read.
///
/// Positions are 1-based character positions in the whole scale text;
/// entries are numbered from 1 in the order written.
public struct ColorScaleError: Error, Hashable, Sendable, CustomStringConvertible {
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

    public var description: String { "'\(Echo.value(input))' is not a colour or colour scale: \(reason)" }

    /// What is wrong with a colour scale.
    public enum Problem: Error, Hashable, Sendable {
        /// A colour that does not parse; `entry` is nil for a plain colour.
        case color(entry: Int?, ColorParseError.Problem)
        /// `word:` where the word is not `ramp` or `steps`.
        case unknownKind(String, position: Int, suggestion: String?)
        /// `ramp` or `steps` not followed by `:`.
        case missingColon(String, position: Int)
        /// Nothing (or only spaces) between two commas, or after the colon.
        case emptyEntry(Int, position: Int)
        /// A ramp with fewer than two colours.
        case tooFewRampColors(Int)
        /// Steps without any `THRESHOLD=COLOUR` entry before the last colour.
        case missingSteps
        /// More entries than `ColorScale.maximumEntries`.
        case tooManyEntries(Int)
        /// A `steps:` entry other than the last without `THRESHOLD=`.
        case missingThreshold(Int, position: Int)
        /// The last `steps:` entry, which must be a plain colour, has `THRESHOLD=`.
        case thresholdOnLast(Int, position: Int)
        /// A `ramp:` entry with `=`.
        case thresholdInRamp(Int, position: Int)
        /// The text before `=` is not a finite number.
        case badThreshold(String, position: Int)
        /// A threshold not above the one before it.
        case notIncreasing(String, position: Int, previous: String)

        /// A sentence saying what is wrong and where.
        public var message: String {
            switch self {
            case .color(nil, let problem):
                return problem.message
            case .color(let entry?, let problem):
                return "colour \(entry): \(problem.message)"
            case .unknownKind(let word, let p, let suggestion):
                let hint = suggestion.map { "; did you mean '\($0):'?" } ?? "; expected 'ramp:' or 'steps:'"
                return "'\(Echo.value(word)):' at position \(p) is not a kind of colour scale\(hint)"
            case .missingColon(let word, let p):
                return "expected ':' after '\(Echo.value(word))' at position \(p) (\(Echo.value(word)):COLOUR,COLOUR,…)"
            case .emptyEntry(let entry, let p):
                return "entry \(entry) at position \(p) is empty; expected a colour"
            case .tooFewRampColors(let n):
                return "a ramp needs at least 2 colours, found \(n)"
            case .missingSteps:
                return "steps need at least one THRESHOLD=COLOUR entry before the last colour, "
                    + "e.g. steps:2=red,3.5=gold,green"
            case .tooManyEntries(let limit):
                return "too many entries; at most \(limit)"
            case .missingThreshold(let entry, let p):
                return "entry \(entry) at position \(p) needs a threshold: write THRESHOLD=COLOUR "
                    + "(only the last entry is a plain colour)"
            case .thresholdOnLast(let entry, let p):
                return "the last entry (\(entry)) at position \(p) has a threshold; the last entry is a plain "
                    + "colour, used for ratings at or above the last threshold"
            case .thresholdInRamp(let entry, let p):
                return "'=' at position \(p) in entry \(entry): ramp colours take no thresholds "
                    + "(use steps: for thresholds)"
            case .badThreshold(let text, let p):
                let found = text.isEmpty ? "nothing" : "'\(Echo.value(text))'"
                return "expected a threshold number before '=' at position \(p), found \(found)"
            case .notIncreasing(let value, let p, let previous):
                return "threshold \(value) at position \(p) is not above the previous threshold \(previous); "
                    + "thresholds must be strictly increasing"
            }
        }
    }
}
