import StarUnicode

/// Why a template could not be read.
public enum TextTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name in braces that is neither a placeholder nor one of `fields`.
    case unknownPlaceholder(String, in: String, fields: [String] = [])
    case unclosedBrace(String)

    public var description: String {
        switch self {
        case .unknownPlaceholder(let name, _, let fields):
            let own = fields.isEmpty ? "" : ", and the fields " + fields.prefix(20).map { "{\(Echo.value($0))}" }.joined(separator: ", ")
                + (fields.count > 20 ? ", …" : "")
            return "unknown placeholder '{\(Echo.value(name))}': the placeholders are \(TextTemplate.placeholderList)\(own) "
                + "(write {{ and }} for a brace)"
        case .unclosedBrace:
            return "a '{' is not closed: the placeholders are \(TextTemplate.placeholderList) (write {{ for a brace)"
        }
    }
}
