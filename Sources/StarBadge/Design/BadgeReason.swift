/// Why a value is refused: a kind a caller can switch on, and words that
/// may name other settings. A named setting is a part of its own, so each
/// caller writes it its way: `description` as the Swift property
/// (`scale`), a command line as its flag (`--scale`), via `text(naming:)`.
public struct BadgeReason: Hashable, Sendable, CustomStringConvertible {
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
    package init(kind: Kind, parts: [Part]) {
        self.kind = kind
        self.parts = parts
    }

    /// The words with each setting named by `name`.
    package func text(naming name: (BadgeSetting) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .setting(let setting): return name(setting)
            }
        }.joined()
    }

    /// The words with settings named as Swift properties.
    public var description: String { text { $0.rawValue } }

    /// A value outside what is allowed: `.outOfRange("must be from 1 to \(n)")`.
    package static func outOfRange(_ words: Words) -> BadgeReason { BadgeReason(kind: .outOfRange, parts: words.parts) }

    /// A value that does not apply with another setting, named in the words:
    /// `.notApplicable("draws nothing at \(setting: .scale) \(scale)")`.
    package static func notApplicable(_ words: Words) -> BadgeReason { BadgeReason(kind: .notApplicable, parts: words.parts) }

    /// A value that cannot be used as it is (malformed, unreadable).
    package static func unusable(_ words: Words) -> BadgeReason { BadgeReason(kind: .unusable, parts: words.parts) }

    /// The same words as a reason of `kind`.
    package func kind(_ kind: Kind) -> BadgeReason { BadgeReason(kind: kind, parts: parts) }

    /// A reason's words, written as a string with settings interpolated.
    package struct Words: ExpressibleByStringInterpolation {
        package var parts: [Part]

        package init(stringLiteral value: String) { parts = value.isEmpty ? [] : [.text(value)] }

        package init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

        /// Builds the parts from a string with interpolations.
        package struct Interpolation: StringInterpolationProtocol {
            var parts: [Part] = []

            package init(literalCapacity: Int, interpolationCount: Int) {}

            package mutating func appendLiteral(_ literal: String) { appendText(literal) }

            package mutating func appendInterpolation<T>(_ value: T) { appendText("\(value)") }

            /// A setting, named by whoever shows the reason.
            package mutating func appendInterpolation(setting: BadgeSetting) { parts.append(.setting(setting)) }

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
}
