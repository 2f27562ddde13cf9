import CFreeTypeShim

extension FontError {
    /// A `.freeType` error for a failed FreeType call, with FreeType's own
    /// error name and description.
    static func freeType(_ code: Int32, source: String, operation: String) -> FontError {
        let name = sbft_error_name(code).map { String(cString: $0) } ?? "error \(code)"
        let message = sbft_error_message(code).map { String(cString: $0) } ?? "unknown FreeType error"
        return .freeType(source: source, operation: operation, code: code, name: name, message: message)
    }
}
