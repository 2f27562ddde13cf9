/// Why a value is refused: a kind a caller can switch on, and words that
/// may name other settings. A named setting is a part of its own, so each
/// caller writes it its way: `description` as the Swift property
/// (`scale`), a command line as its flag (`--scale`), via `text(naming:)`.
///
/// Written as a string: `"must be from 1 to \(n)"` or, naming a setting,
/// `"draws nothing at \(setting: .scale) \(scale)"`.
public struct BadgeReason: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// The value is outside what is allowed (the words say what is: "must be …").
        case outOfRange
        /// The value does not apply together with another setting (which the words name).
        case notApplicable
        /// The value cannot be used as it is (a malformed text, an unreadable file or font).
        case unusable
    }

    /// A run of words, or a setting named in them.
    public enum Part: Hashable, Sendable {
        case text(String)
        case setting(BadgeSetting)
    }

    public let kind: Kind
    public let parts: [Part]

    /// A reason of `kind` made of `parts`.
    public init(kind: Kind, parts: [Part]) {
        self.kind = kind
        self.parts = parts
    }

    /// The words with each setting named by `name`.
    public func text(naming name: (BadgeSetting) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .setting(let setting): return name(setting)
            }
        }.joined()
    }

    /// The words with settings named as Swift properties.
    public var description: String { text { $0.rawValue } }

    // The kind follows from the words: "must be …" states a range; words
    // that name another setting say what it does not apply with.
    private static func kind(of parts: [Part]) -> Kind {
        if case .text(let first)? = parts.first, first.hasPrefix("must be") { return .outOfRange }
        return parts.contains { if case .setting = $0 { true } else { false } } ? .notApplicable : .unusable
    }

    public init(stringLiteral value: String) {
        self.init(kind: Self.kind(of: [.text(value)]), parts: [.text(value)])
    }

    public init(stringInterpolation: Interpolation) {
        self.init(kind: Self.kind(of: stringInterpolation.parts), parts: stringInterpolation.parts)
    }

    /// The same words as a reason of `kind`.
    public func kind(_ kind: Kind) -> BadgeReason { BadgeReason(kind: kind, parts: parts) }

    /// Builds a reason's parts from a string with interpolations.
    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { appendText(literal) }

        public mutating func appendInterpolation<T>(_ value: T) { appendText("\(value)") }

        /// A setting, named by whoever shows the reason.
        public mutating func appendInterpolation(setting: BadgeSetting) { parts.append(.setting(setting)) }

        private mutating func appendText(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let last)? = parts.last {
                parts[parts.count - 1] = .text(last + text)
            } else {
                parts.append(.text(text))
            }
        }
    }
}
