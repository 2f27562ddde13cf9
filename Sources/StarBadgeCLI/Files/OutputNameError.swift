struct OutputNameError: Error, CustomStringConvertible {
    let description: String
    static func invalid(_ message: String) -> OutputNameError { OutputNameError(description: message) }
}
