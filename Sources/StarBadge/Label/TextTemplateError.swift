import StarUnicode

/// Why a template could not be read.
public enum TextTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownPlaceholder(String, in: String)
    case unclosedBrace(String)

    public var description: String {
        switch self {
        case .unknownPlaceholder(let name, _):
            return "unknown placeholder '{\(Echo.value(name))}': the placeholders are \(TextTemplate.placeholderList) (write {{ and }} for a brace)"
        case .unclosedBrace:
            return "a '{' is not closed: the placeholders are \(TextTemplate.placeholderList) (write {{ for a brace)"
        }
    }
}
